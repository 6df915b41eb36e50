import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readHandoffWhole } from './router-handoff.server.ts';

function contextWith(chunks: Uint8Array[] | null) {
  const serverHandoffStream = chunks
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      })
    : undefined;
  return { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
}

describe('readHandoffWhole', () => {
  it('reads every chunk into the render cache as one finished read', async () => {
    // '₹' is three bytes: the chunks split it, as a stream may.
    const bytes = new TextEncoder().encode('[{"price":"₹4,999"},"ಗೃಹ"]');
    const context = contextWith([
      bytes.subarray(0, 13),
      bytes.subarray(13, 14),
      bytes.subarray(14),
    ]);
    expect(await readHandoffWhole(context)).toBe(true);
    const read = context.renderMeta?.streamCache?.[0];
    expect(read?.result).toEqual({ done: true, value: '[{"price":"₹4,999"},"ಗೃಹ"]' });
    await expect(read).resolves.toBeUndefined();
    // The stream is left unlocked and finished, for React Router to take a reader of it.
    expect(await context.serverHandoffStream?.getReader().read()).toEqual({
      done: true,
      value: undefined,
    });
  });

  it('does nothing without a handoff stream', async () => {
    const context = contextWith(null);
    expect(await readHandoffWhole(context)).toBe(false);
    expect(context.renderMeta?.streamCache).toBeUndefined();
  });
});
