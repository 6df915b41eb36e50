import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodySizeLimit } from './request-body.ts';

/** A request that counts how often its body is asked for. */
function watchedRequest(init: RequestInit & { headers?: Record<string, string> } = {}) {
  let reads = 0;
  class Watched extends Request {
    override get body() {
      reads++;
      return super.body;
    }
  }
  return {
    request: new Watched('http://shop.test/', init),
    reads: () => reads,
  };
}

describe('bodySizeLimit', () => {
  const app = new Hono().use(bodySizeLimit(16)).all('/', (c) => c.text('ok'));

  // @hono/node-server builds the whole fetch Request (about 8 KB) when `body` is read: every
  // page view paid it, though a request without Content-Length or Transfer-Encoding has none.
  it('never asks a request without a body for one', async () => {
    const watched = watchedRequest();
    expect((await app.request(watched.request)).status).toBe(200);
    expect(watched.reads()).toBe(0);
  });

  it('still counts a body announced by its length or sent in chunks', async () => {
    // As they come over the wire: a fetch Request made here would not carry its length.
    const post = (body: string) =>
      app.request('/', {
        method: 'POST',
        body,
        headers: { 'Content-Length': String(body.length) },
      });
    expect((await post('x'.repeat(17))).status).toBe(413);
    const chunked = await app.request('/', {
      method: 'POST',
      body: new Blob(['x'.repeat(17)]).stream(),
      headers: { 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await post('x'.repeat(16))).status).toBe(200);
  });
});
