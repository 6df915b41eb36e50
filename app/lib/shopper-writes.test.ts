import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_UNREACHABLE } from '../modules/cart/messages.ts';
import { inTurn, LONGEST_WAIT_MS, sendShopperWrite } from './shopper-writes.ts';

/** A write the test answers when it likes. */
function pendingWrite<T>(log: string[], name: string) {
  const { promise, resolve, reject } = Promise.withResolvers<T>();
  return {
    send: () => {
      log.push(`sent ${name}`);
      return promise;
    },
    answer: (value: T) => resolve(value),
    fail: (error: unknown) => reject(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTurn', () => {
  it('sends a write only once every earlier one has been answered, in order', async () => {
    const log: string[] = [];
    const first = pendingWrite<string>(log, 'first');
    const second = pendingWrite<string>(log, 'second');
    const third = pendingWrite<string>(log, 'third');
    const answers = [inTurn(first.send), inTurn(second.send), inTurn(third.send)];
    await tick();
    expect(log).toEqual(['sent first']);
    first.answer('one');
    await tick();
    expect(log).toEqual(['sent first', 'sent second']);
    second.answer('two');
    third.answer('three');
    expect(await Promise.all(answers)).toEqual(['one', 'two', 'three']);
  });

  it('a write that failed holds up nothing after it', async () => {
    const log: string[] = [];
    const first = pendingWrite<string>(log, 'first');
    const second = pendingWrite<string>(log, 'second');
    const failed = inTurn(first.send);
    const next = inTurn(second.send);
    first.fail(new Error('refused'));
    await expect(failed).rejects.toThrow('refused');
    await tick();
    expect(log).toEqual(['sent first', 'sent second']);
    second.answer('two');
    expect(await next).toBe('two');
  });

  describe('a write that is never answered', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds up the next one only for the longest wait', async () => {
      vi.useFakeTimers();
      const log: string[] = [];
      const stuck = pendingWrite<string>(log, 'stuck');
      const next = pendingWrite<string>(log, 'next');
      void inTurn(stuck.send);
      const answer = inTurn(next.send);
      await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
      expect(log).toEqual(['sent stuck']);
      await vi.advanceTimersByTimeAsync(1);
      expect(log).toEqual(['sent stuck', 'sent next']);
      next.answer('two');
      expect(await answer).toBe('two');
      stuck.answer('late');
    });
  });
});

describe('sendShopperWrite', () => {
  it("answers a request the network failed as a refusal with the shop's words", async () => {
    const answer = await sendShopperWrite(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(answer).toEqual({ ok: false, message: SHOP_UNREACHABLE });
  });

  it("leaves the shop's own answers, error pages included, to React Router", async () => {
    const page = new Response(null, { status: 500 });
    await expect(sendShopperWrite(() => Promise.reject(page))).rejects.toBe(page);
    const error = new Error('Unexpected Server Error');
    await expect(sendShopperWrite(() => Promise.reject(error))).rejects.toBe(error);
    expect(
      await sendShopperWrite(() => Promise.resolve({ ok: true, message: 'added to cart!' })),
    ).toEqual({ ok: true, message: 'added to cart!' });
  });
});
