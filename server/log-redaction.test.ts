import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logError, loggablePath } from './log-redaction.ts';

describe('logError', () => {
  it('keeps what failed and leaves out the values a failed query was given', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(priya.private@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email", "phone") values ($1, $2, $3)',
      ['Priya Rao', 'priya.private@example.com', '9845012345'],
      cause,
    );
    const logged = JSON.stringify(logError(error));
    for (const secret of ['Priya Rao', 'priya.private@example.com', '9845012345']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('insert into \\"contact_messages\\"');
    expect(logged).toContain('params: [not logged]');
    expect(logged).toContain('caused by: Error: duplicate key value violates unique constraint');
  });

  it("takes the value out of PostgreSQL's detail", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (lower(email))=(priya.private@example.com) already exists.',
    });
    const logged = logError(error) as { code: string; detail: string };
    expect(logged.detail).toBe('Key (lower(email))=(…) already exists.');
    expect(logged.code).toBe('23505');
  });

  it('leaves other errors as pino writes them', () => {
    const logged = logError(new Error('The payment window could not be loaded.')) as {
      message: string;
      stack: string;
      type: string;
    };
    expect(logged.message).toBe('The payment window could not be loaded.');
    expect(logged.type).toBe('Error');
    expect(logged.stack).toContain('log-redaction.test.ts');
  });
});

describe('loggablePath', () => {
  it.each([
    ['/verify/ab12cd34/0123456789abcdef0123456789abcdef', '/verify/ab12cd34/…'],
    ['/Unsubscribe/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd', '/Unsubscribe/…'],
    ['/verify/ab12cd34/tok.data', '/verify/ab12cd34/…'],
    ['/kn/verify/ab12cd34/tok', '/kn/verify/ab12cd34/…'],
    ['/offers/unsubscribe/YXNoYUBleGFtcGxlLmNvbQ.sig', '/offers/unsubscribe/…'],
    ['/kn/offers/unsubscribe/YXNoYUBleGFtcGxlLmNvbQ.sig', '/kn/offers/unsubscribe/…'],
    ['/api/v1/offers/unsubscribe/YXNoYUBleGFtcGxlLmNvbQ.sig', '/api/v1/offers/unsubscribe/…'],
    ['/review-requests/unsubscribe/YXNoYQ.sig', '/review-requests/unsubscribe/…'],
    ['/product/Instant-Geyser-3-Litre', '/product/Instant-Geyser-3-Litre'],
    ['/auth/reset', '/auth/reset'],
  ])('%s is logged as %s', (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });
});
