import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { settleMemory } from './settle-memory.ts';

const spaceSize = (name: string) =>
  getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? 0;

describe('settling memory after start', () => {
  it('shrinks the young generation a burst of garbage grew', () => {
    // Short-lived objects, as a start's module loading makes: V8 grows the young generation
    // to fit them, and keeps it grown after an ordinary collection.
    const kept: object[] = [];
    for (let i = 0; i < 2_000_000; i++) {
      const object = { i, text: `garbage ${i}` };
      if (i % 10_000 === 0) kept.push(object);
    }
    const grown = spaceSize('new_space');
    expect(grown).toBeGreaterThan(4 * 1024 * 1024);

    const settled = settleMemory();

    expect(spaceSize('new_space')).toBeLessThan(grown / 2);
    expect(settled.heapAfter).toBeLessThan(settled.heapBefore);
    expect(settled.ms).toBeGreaterThanOrEqual(0);
    expect(kept).toHaveLength(200);
  });
});
