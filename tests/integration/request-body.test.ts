/** Request bodies: at most 64 KB, refused while streaming in; route actions take forms only. */
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/request-body.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** What the server (running in this process) holds for request data. */
const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * Streams `total` bytes of form data (chunked, no Content-Length, as a client that does
 * not say how much is coming) and answers the status once the server replies; the
 * client stops sending as soon as it has the answer.
 */
function streamBody(path: string, total: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(new URL(path, server.url), {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode!);
    });
    // The server may close the connection on a client still sending: only the answer matters.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const send = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', send);
      }
      request.end();
    };
    send();
  });
}

describe('request body size', () => {
  it('a 10 MB form post gets 413 and the server never holds it', async () => {
    collectGarbage();
    const before = heldBytes();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, heldBytes());
    }, 2);
    const status = await streamBody('/cart', 10 * 1024 * 1024);
    clearInterval(sampler);
    expect(status).toBe(413);
    // Without the limit the form parser holds the whole body: 40 MB and more here.
    expect(peak - before).toBeLessThan(5 * 1024 * 1024);
  });

  it('says so in the API error shape for API calls, announced or not', async () => {
    const body = JSON.stringify({ variantId: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await server.fetch('/api/v1/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'This request is too large: at most 64 KB can be sent.',
      },
    });
  });

  it('lets a body under the limit through', async () => {
    const response = await server.fetch('/cart', {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: `intent=explode&padding=${'a'.repeat(MAX_BODY_BYTES - 100)}`,
    });
    expect(response.status).toBe(400);
  });
});

describe('route actions', () => {
  it.each([
    ['JSON', 'application/json', '{"intent":"add"}'],
    ['plain text', 'text/plain', 'intent=add'],
    ['XML', 'application/xml', '<intent>add</intent>'],
  ])('refuse a %s body with 415 and a message', async (_name, type, body) => {
    const response = await server.fetch('/cart', {
      method: 'POST',
      headers: { origin: server.url, 'content-type': type },
      body,
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(
      'This form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data.',
    );
  });

  it('refuse a post without a body type', async () => {
    const response = await server.fetch('/wishlist', {
      method: 'POST',
      headers: { origin: server.url },
    });
    expect(response.status).toBe(415);
  });

  it('take multipart form data', async () => {
    const form = new FormData();
    form.set('intent', 'explode');
    const response = await server.fetch('/cart', {
      method: 'POST',
      headers: { origin: server.url },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  it('while the JSON API keeps taking JSON', async () => {
    const response = await server.fetch('/api/v1/wishlist/toggle', {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: 'zzzzzzzzzzzzzzzz' }),
    });
    expect(response.status).toBe(404);
  });
});
