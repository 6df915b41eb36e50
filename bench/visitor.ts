/**
 * Visitors as the benchmarks need them: a product in stock and the cookies of a session
 * with (or, having added and removed a line, without) something in its cart, made through
 * the shop's API as a browser would.
 */

/** A session cookie pair for a visitor: add (and, for an empty cart, remove) a line. */
export async function visitorCookies(
  base: string,
  variantId: string,
  keep: boolean,
): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        'content-type': 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response.json() as Promise<{ lines?: { id: string }[] }>;
  };
  await call('POST', '/api/v1/cart/lines', { variantId, quantity: 1 });
  await call('POST', '/api/v1/cart/lines', { variantId, quantity: 1 });
  if (!keep) {
    const cart = await call('GET', '/api/v1/cart');
    for (const line of cart.lines ?? []) await call('DELETE', `/api/v1/cart/lines/${line.id}`);
    jar.set('ps', 'e');
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A product in stock, as a shop lists it (each shop on PGlite has its own ids). */
export async function inStockProduct(base: string) {
  const listed = (await (await fetch(`${base}/api/v1/products?pageSize=5`)).json()) as {
    data: { products: { slug: string; variant: { id: string; inStock: boolean } }[] };
  };
  return listed.data.products.find((p) => p.variant.inStock)!;
}
