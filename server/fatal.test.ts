import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config/env.ts';
import { exitWithError } from './fatal.ts';

/** What exitWithError writes to stderr, and the exit code it asks for. */
function run(error: unknown): { stderr: string; code: number | undefined } {
  let stderr = '';
  let code: number | undefined;
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(process, 'exit').mockImplementation(((exitCode?: number) => {
    code = exitCode;
    throw new Error('exited');
  }) as typeof process.exit);
  expect(() => exitWithError(error)).toThrow('exited');
  return { stderr, code };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exitWithError', () => {
  it("says an operator's mistake in its own sentence, on stderr, and exits 1", () => {
    expect(run(new ConfigError('PORT: must be a number'))).toEqual({
      stderr: 'PORT: must be a number\n',
      code: 1,
    });
  });

  it("reports anything else with its stack, without a failed query's values", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['priya.private@example.com', '$argon2id$secret'],
      new Error('duplicate key value violates unique constraint'),
    );
    const { stderr, code } = run(error);
    expect(code).toBe(1);
    expect(stderr).toContain('insert into "users"');
    expect(stderr).toMatch(/at .+fatal\.test\.ts/);
    expect(stderr).not.toContain('priya.private@example.com');
    expect(stderr).not.toContain('$argon2id$secret');
  });
});
