/** What changes when NODE_ENV=production: development tools are gone; risky settings are told at start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

describe('in production, on every interface, without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { NODE_ENV: 'production', HOST: '0.0.0.0' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has no development mailbox, however the path is written', async () => {
    // React Router matches routes whatever their case: '/Dev/mailbox' is the same route.
    for (const path of ['/dev/mailbox', '/dev/mailbox.data', '/Dev/mailbox', '/DEV/MAILBOX.data']) {
      expect((await server.fetch(path)).status).toBe(404);
    }
    expect(server.errors).toEqual([]);
  });

  it('warns at start that cookies are not Secure and links point to localhost', () => {
    expect(server.warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(
        /^PUBLIC_URL is not set on a production server listening on 0\.0\.0\.0/,
      ),
    );
  });

  it('warns at start that without SMTP_URL no e-mail leaves the shop', () => {
    expect(server.warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/^SMTP_URL is not set: no e-mail leaves the shop/),
    );
  });

  it('sends no HSTS over plain http', async () => {
    expect((await server.fetch('/robots.txt')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('in production at an https address', () => {
  it('sends HSTS', async () => {
    const server = await startTestServer({
      seed: false,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        PAYMENT_PROVIDER: 'sandbox',
      },
    });
    try {
      expect((await server.fetch('/robots.txt')).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await server.stop();
    }
  });
});

describe('in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists the outbox at /dev/mailbox and warns about nothing', async () => {
    const response = await server.fetch('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development mailbox');
    expect(server.warnings).toEqual([]);
    expect(server.errors).toEqual([]);
  });
});
