import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { renderAtOnce, renderWaiting } from './lib/render-document.server.ts';
import { readHandoffWhole, withHandoffRead } from './lib/router-handoff.server.ts';
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
 * React renders, so the whole page is ready at once, and with React Router's data read
 * beforehand (`readHandoffWhole`) nothing in the render waits: it is one synchronous
 * `renderToString` (ADR 0020), which builds the page as one string. A streaming render
 * encodes each of its thousands of small pieces into a buffer on its own, which cost a
 * third of the shop's CPU for a page no cache holds.
 *
 * A part of the page that did wait (a lazily loaded part whose code is not loaded yet,
 * which `server/start.ts` does before it listens) or failed is left to the browser by
 * `renderToString`; such a page is rendered again by `renderWaiting`, which waits for
 * it, and reports an error.
 */
export default async function handleRequest(
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
  const read = await readHandoffWhole(routerContext);
  const app = () => (
    <ServerRouter
      context={read ? withHandoffRead(routerContext) : routerContext}
      url={request.url}
      nonce={nonce}
    />
  );
  const page =
    (read && renderAtOnce(app())) ||
    (await renderWaiting(app(), { nonce, logger, timeoutMs: streamTimeout + 1000 }));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(withoutModulePreloads(page.html), {
    headers: responseHeaders,
    status: page.failed ? 500 : responseStatusCode,
  });
}
