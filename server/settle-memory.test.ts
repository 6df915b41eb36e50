import { EventEmitter } from 'node:events';
import { getHeapSpaceStatistics } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Settled, settleMemory, settleMemoryWhenQuiet } from './settle-memory.ts';

const spaceSize = (name: string) =>
  getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? 0;

describe('settling memory', () => {
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

describe('settling memory at the first quiet moment after start', () => {
  const settled: Settled = { ms: 1, heapBefore: 2, heapAfter: 1 };
  let server: EventEmitter;
  let settle: ReturnType<typeof vi.fn<() => Settled>>;
  let report: ReturnType<typeof vi.fn<(settled: Settled) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    server = new EventEmitter();
    settle = vi.fn(() => settled);
    report = vi.fn();
    settleMemoryWhenQuiet(server, report, { afterMs: 10_000, quietMs: 5_000, settle });
  });
  afterEach(() => vi.useRealTimers());

  const request = (url = '/') => {
    const response = new EventEmitter();
    server.emit('request', { url }, response);
    return () => response.emit('close');
  };

  it('settles once, 10 s after start, when no request came', () => {
    vi.advanceTimersByTime(9_999);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(settled);
    vi.advanceTimersByTime(60_000);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(server.listenerCount('request')).toBe(0);
  });

  it('waits while a request is in flight, and 5 s after the last one ends', () => {
    vi.advanceTimersByTime(8_000);
    const done = request();
    vi.advanceTimersByTime(30_000);
    expect(settle).not.toHaveBeenCalled();
    done();
    vi.advanceTimersByTime(4_999);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('waits out a steady stream of requests', () => {
    for (let second = 0; second < 60; second++) {
      request()();
      vi.advanceTimersByTime(1_000);
    }
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('is not kept from it by probes and metrics scrapes every second', () => {
    for (let second = 0; second < 12; second++) {
      for (const url of ['/readyz', '/healthz', '/metrics', '/readyz?full=1']) request(url)();
      vi.advanceTimersByTime(1_000);
    }
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('counts a page whose path merely begins like a probe', () => {
    vi.advanceTimersByTime(9_000);
    const done = request('/healthzone');
    vi.advanceTimersByTime(20_000);
    expect(settle).not.toHaveBeenCalled();
    done();
  });
});
