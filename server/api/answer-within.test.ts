import { describe, expect, it, vi } from 'vitest';
import { answerWithin } from './answer-within.ts';

const LATE = 'late' as const;
const resolveIn = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('answerWithin', () => {
  it("answers with the work's outcome when it comes in time", async () => {
    expect(await answerWithin(resolveIn(5, 'done'), 200, LATE, vi.fn())).toBe('done');
  });

  it('passes on a failure that comes in time', async () => {
    const failing = Promise.reject(new Error('no'));
    await expect(answerWithin(failing, 200, LATE, vi.fn())).rejects.toThrow('no');
  });

  it('answers late while the work goes on, and reports its later failure', async () => {
    const onLateFailure = vi.fn();
    let finished = false;
    const work = resolveIn(60, null).then(() => {
      finished = true;
      throw new Error('later');
    });
    expect(await answerWithin(work, 5, LATE, onLateFailure)).toBe(LATE);
    expect(finished).toBe(false);
    await vi.waitFor(() => expect(onLateFailure).toHaveBeenCalledWith(new Error('later')));
    expect(finished).toBe(true);
  });
});
