import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_UNREACHABLE } from '../modules/cart/messages.ts';
import { PERSONAL_STATE_KINDS } from './personal-state.ts';
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

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it('a write never answered holds up the next only for the longest wait', async () => {
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

  it('the longest wait counts from when the write before was sent, not from the click', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const stuck = pendingWrite<string>(log, 'stuck');
    const slow = pendingWrite<string>(log, 'slow');
    const last = pendingWrite<string>(log, 'last');
    void inTurn(stuck.send);
    void inTurn(slow.send);
    void inTurn(last.send);
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(log).toEqual(['sent stuck', 'sent slow']);
    // 'slow' is on its way: 'last' waits for it, though it was asked for ten seconds ago.
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS / 2);
    expect(log).toEqual(['sent stuck', 'sent slow']);
    slow.answer('two');
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['sent stuck', 'sent slow', 'sent last']);
    stuck.answer('late');
    last.answer('three');
  });
});

describe('sendShopperWrite', () => {
  it('answers a request that never reached the shop as a refusal that reloads nothing', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const answer = await sendShopperWrite(() => Promise.reject(new TypeError('Failed to fetch')));
    // A failing status: React Router then does not reload the page's data (offline, that
    // would fail too and bring the error page).
    expect(answer).toMatchObject({
      data: { ok: false, message: SHOP_UNREACHABLE },
      init: { status: 503 },
    });
    const safari = await sendShopperWrite(() => Promise.reject(new TypeError('Load failed')));
    expect(safari).toMatchObject({ data: { message: SHOP_UNREACHABLE } });
  });

  it("answers the rate limit's refusal with its own words", async () => {
    const tooMany = {
      status: 429,
      statusText: 'Too Many Requests',
      internal: false,
      data: 'Too many requests. Please wait a moment and try again.',
    };
    const answer = await sendShopperWrite(() => Promise.reject(tooMany));
    expect(answer).toMatchObject({
      data: { ok: false, message: 'Too many requests. Please wait a moment and try again.' },
      init: { status: 429 },
    });
  });

  it("leaves the shop's other answers, error pages and its own faults, to React Router", async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const page = new Response(null, { status: 500 });
    await expect(sendShopperWrite(() => Promise.reject(page))).rejects.toBe(page);
    const error = new Error('Unexpected Server Error');
    await expect(sendShopperWrite(() => Promise.reject(error))).rejects.toBe(error);
    // The shop's code failing (re-created in the browser in development) is not the network.
    const fault = new TypeError("Cannot read properties of undefined (reading 'id')");
    await expect(sendShopperWrite(() => Promise.reject(fault))).rejects.toBe(fault);
    expect(
      await sendShopperWrite(() => Promise.resolve({ ok: true, message: 'added to cart!' })),
    ).toEqual({ ok: true, message: 'added to cart!' });
  });
});

/** The route module of a top-level page, by its path (app/routes.ts). */
async function pageModule(page: string) {
  const routes = (await import('../routes.ts')).default;
  const found = routes.find((entry) => `/${entry.path}` === page);
  if (!found) throw new Error(`no route for ${page}`);
  return import(`../${found.file}`) as Promise<{
    clientAction(args: { serverAction: () => Promise<unknown> }): Promise<unknown>;
  }>;
}

describe('the pages that write personal state', () => {
  const pages = PERSONAL_STATE_KINDS.flatMap((kind) => kind.writtenAt ?? []);
  let modules: Awaited<ReturnType<typeof pageModule>>[];
  // Route modules bring their whole page with them: slow to load on a busy machine.
  beforeAll(async () => {
    modules = await Promise.all(pages.map(pageModule));
  }, 60_000);

  it('send their writes in one turn together', async () => {
    const log: string[] = [];
    const writes = pages.map((page) => pendingWrite<string>(log, page));
    const answers = modules.map((module, i) =>
      module.clientAction({ serverAction: writes[i]!.send }),
    );
    await tick();
    expect(log).toEqual([`sent ${pages[0]}`]);
    for (const [i, write] of writes.entries()) {
      write.answer(pages[i]!);
      await tick();
    }
    expect(log).toEqual(pages.map((page) => `sent ${page}`));
    expect(await Promise.all(answers)).toEqual(pages);
  });
});
