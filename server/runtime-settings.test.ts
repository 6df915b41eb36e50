import { describe, expect, it } from 'vitest';
import { missingEnvironment, missingNodeFlags, SHOP_NODE_FLAGS } from './runtime-settings.ts';

describe('the shop’s memory settings', () => {
  it('are all missing from a plain `node server/index.ts`', () => {
    expect(missingNodeFlags([])).toEqual([...SHOP_NODE_FLAGS]);
    expect(missingEnvironment({})).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('are complete once the process has replaced itself with them', () => {
    expect(missingNodeFlags([...SHOP_NODE_FLAGS, '--import', 'x.mjs'])).toEqual([]);
    expect(missingEnvironment({ MALLOC_ARENA_MAX: '2' })).toEqual({});
  });

  it('keep what an operator gave: another value, the negation, or underscores', () => {
    expect(missingNodeFlags(['--max-semi-space-size=64'])).not.toContain(
      '--max-semi-space-size=32',
    );
    expect(missingNodeFlags(['--no-liftoff-only'])).not.toContain('--liftoff-only');
    expect(missingNodeFlags(['--max_semi_space_size=8'])).toEqual(['--liftoff-only']);
    expect(missingEnvironment({ MALLOC_ARENA_MAX: '4' })).toEqual({});
  });

  it('are not fooled by an argument that is not a flag', () => {
    // `--import` takes its module as the next argument, which is no flag of V8's.
    expect(missingNodeFlags(['--import', 'liftoff-only'])).toContain('--liftoff-only');
  });
});
