import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { withoutModulePreloads } from './lib/without-module-preloads.server.ts';

export const streamTimeout = 5_000;

/**
 * React Router's report of an error in a loader, an action or the render: through the
 * request's logger, whose serializers keep customers' values out (ADR 0017), instead of
 * React Router's console.error of the raw error (a failed query's parameters with it).
 * A request the client gave up on and a refusal (a 4xx: a method a route does not take,
 * a malformed path) are not the shop's errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.get(requestContext).logger.error({ err: error }, 'page request failed');
};

/**
 * The document, rendered whole before it is sent (ADR 0019). Loaders have finished before
 * React renders, so the whole page is ready at once: streaming it gained nothing and cost
 * a trip through four streams for each of React's 4 KB chunks (PassThrough, a web stream,
 * compression, the socket), and compressing the page whole costs a fraction of that.
 * A render still waiting after `streamTimeout` is cut short: what is missing is rendered
 * in the browser, and the page goes as a 200, as a streamed page's shell went at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Errors in a part of the page (a Suspense boundary, the page's content among them): the
    // browser renders that part afresh. Not seen by React Router, so logged here.
    const partErrors: unknown[] = [];
    const timedOut = new Error(`the render waited more than ${streamTimeout + 1000} ms`);
    const timeoutId = setTimeout(() => abort(timedOut), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const html = withoutModulePreloads(Buffer.concat(chunks));
        resolve(
          new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished Suspense boundary out of place once 12.8 KB of the page
        // has been written (a hidden <div> that an inline script moves in). Without
        // JavaScript such a boundary never shows (the footer's newsletter form, an error
        // page), so finished boundaries stay where they are.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Not called after a failed shell, which React Router reports (onShellError).
          for (const error of partErrors) {
            if (error === timedOut)
              logger.warn(`${timedOut.message}: the browser renders the rest`);
            else logger.error({ err: error }, 'render failed in a part of the page');
          }
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          if (error !== timedOut) responseStatusCode = 500;
          partErrors.push(error);
        },
      },
    );
  });
}
