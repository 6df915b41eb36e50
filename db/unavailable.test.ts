import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it("knows a crowd's exhausted pool and a restarting server, wrapped or not", () => {
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(poolTimeout)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], poolTimeout))).toBe(true);
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(isDatabaseUnavailable(tooMany)).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isDatabaseUnavailable(new Error('query failed', { cause: shutdown }))).toBe(true);
  });

  it('does not excuse a query that failed', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(new RangeError('Maximum call stack size exceeded'))).toBe(false);
    expect(isDatabaseUnavailable('timeout exceeded when trying to connect')).toBe(false);
  });
});
