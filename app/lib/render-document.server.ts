/**
 * The two ways the shop renders a document whole (ADR 0019, ADR 0020): at once, in one
 * synchronous pass, when nothing in the page waits; or waiting for every part, with
 * React's streaming renderer collected into one string, when something did.
 */
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

export interface Rendered {
  html: string;
  /** A part of the page failed (the browser renders it afresh): the page is a 500. */
  failed: boolean;
}

/**
 * React's markers of a Suspense boundary it did not finish (`<!--$!-->`, left to the
 * browser; `<!--$?-->`, still pending). Text never contains `<!--`: React escapes `<`.
 */
const UNFINISHED = /<!--\$[!?]/;

/** The page in one synchronous pass, or null when a part of it waited or failed. */
export function renderAtOnce(app: ReactElement): Rendered | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    // The page itself waited or failed: the waiting render does it again, and reports it.
    return null;
  }
  if (UNFINISHED.test(html)) return null;
  // renderToString leaves out the doctype that a streaming render writes before <html>.
  return { html: `<!DOCTYPE html>${html}`, failed: false };
}

/**
 * The page rendered by React's streaming renderer, collected whole: it waits for every
 * part. A render still waiting after `timeoutMs` is cut short: what is missing is
 * rendered in the browser, and the page goes as a 200, as a streamed page's shell went
 * at once.
 */
export function renderWaiting(
  app: ReactElement,
  { nonce, logger, timeoutMs }: { nonce: string; logger: Logger; timeoutMs: number },
): Promise<Rendered> {
  return new Promise<Rendered>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Errors in a part of the page (a Suspense boundary, the page's content among them): the
    // browser renders that part afresh. Not seen by React Router, so logged here.
    const partErrors: unknown[] = [];
    let failed = false;
    const timedOut = new Error(`the render waited more than ${timeoutMs} ms`);
    const timeoutId = setTimeout(() => abort(timedOut), timeoutMs);
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve({ html: Buffer.concat(chunks).toString(), failed });
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // React moves a finished Suspense boundary out of place once 12.8 KB of the page
      // has been written (a hidden <div> that an inline script moves in). Without
      // JavaScript such a boundary never shows (the footer's newsletter form, an error
      // page), so finished boundaries stay where they are.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // Not called after a failed shell, which React Router reports (onShellError).
        for (const error of partErrors) {
          if (error === timedOut) logger.warn(`${timedOut.message}: the browser renders the rest`);
          else logger.error({ err: error }, 'render failed in a part of the page');
        }
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        if (error !== timedOut) failed = true;
        partErrors.push(error);
      },
    });
  });
}
