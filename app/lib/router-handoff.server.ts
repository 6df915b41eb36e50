/**
 * React Router sends the loaders' data to the browser in scripts after the page (its
 * "handoff" stream). Its `<StreamTransfer>` reads that stream during the render, one chunk
 * per read, and suspends the render for each read. Read here whole before the render and
 * handed over through StreamTransfer's own cache (`renderMeta.streamCache`, part of
 * React Router's `EntryContext` type), it is written as one script and the render has
 * nothing left to wait for: it can be done in one synchronous pass (ADR 0020).
 *
 * The stream always ends: React Router rejects data promises still pending after the
 * entry's `streamTimeout`, and the shop's loaders return no promises anyway.
 *
 * ServerRouter takes a reader of the stream on every render, and a stream gives only one:
 * after the read, each render gets a context with a finished stream of its own
 * (`withHandoffRead`), the data being in the cache they share.
 */
import type { EntryContext } from 'react-router';

/** Reads the handoff stream whole into the render's cache. False when there is none. */
export async function readHandoffWhole(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return false;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      value += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  value += decoder.decode();
  const read = Object.assign(Promise.resolve(), { result: { done: true, value } });
  context.renderMeta.streamCache = { 0: read };
  return true;
}

/** The context for one render after `readHandoffWhole`: a finished handoff stream of its own. */
export function withHandoffRead(context: EntryContext): EntryContext {
  return {
    ...context,
    serverHandoffStream: new ReadableStream<Uint8Array>({ start: (done) => done.close() }),
  };
}
