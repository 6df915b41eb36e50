/**
 * Behind a proxy that ends TLS (the usual way to serve the shop at an https PUBLIC_URL), a
 * request reaches the app as http://its-host/…, or at an internal name when the proxy
 * rewrites Host, while the browser's Origin header is PUBLIC_URL. The shell's same-origin
 * check accepts that Origin; React Router's own check for actions compares Origin with the
 * request's URL and would refuse every form with a bare 400. So a request that comes from
 * the shop's public origin is handed to React Router at that origin: the URL the shopper used.
 */
export function atPublicOrigin(request: Request, publicUrl: string): Request {
  if (request.headers.get('origin') !== publicUrl) return request;
  const url = new URL(request.url);
  if (url.origin === publicUrl) return request;
  return new Request(`${publicUrl}${url.pathname}${url.search}`, request);
}
