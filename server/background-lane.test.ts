import { describe, expect, it } from 'vitest';
import { backgroundLane } from './background-lane.ts';

describe('backgroundLane', () => {
  it('runs the jobs it takes one at a time, in the order offered', async () => {
    const lane = backgroundLane(10, () => {});
    const log: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`${name} ends`);
      running--;
    };
    expect(lane.offer(job('a'))).toBe(true);
    expect(lane.offer(job('b'))).toBe(true);
    await lane.idle();
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('refuses a job when its line is full, and takes one again once the line moves', async () => {
    const lane = backgroundLane(2, () => {});
    const ran: number[] = [];
    const job = (n: number) => async () => {
      ran.push(n);
    };
    expect([1, 2, 3].map((n) => lane.offer(job(n)))).toEqual([true, true, false]);
    await lane.idle();
    expect(lane.offer(job(4))).toBe(true);
    await lane.idle();
    expect(ran).toEqual([1, 2, 4]);
  });

  it('reports a failed job and goes on with the next', async () => {
    const errors: unknown[] = [];
    const lane = backgroundLane(5, (error) => errors.push(error));
    let after = false;
    lane.offer(async () => {
      throw new Error('no memory');
    });
    lane.offer(async () => {
      after = true;
    });
    await lane.idle();
    expect(errors).toEqual([new Error('no memory')]);
    expect(after).toBe(true);
  });

  it('goes on when the report of a failure fails too', async () => {
    const lane = backgroundLane(1, () => {
      throw new Error('the logger is gone');
    });
    lane.offer(async () => {
      throw new Error('no memory');
    });
    await lane.idle();
    let ran = false;
    expect(
      lane.offer(async () => {
        ran = true;
      }),
    ).toBe(true);
    await lane.idle();
    expect(ran).toBe(true);
  });
});
