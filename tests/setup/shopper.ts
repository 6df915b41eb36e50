/** A shopper for API tests: its own session cookie, JSON calls, same-origin headers. */
import { newSessionToken } from '../../app/modules/identity/session.server.ts';
import type { TestServer } from './test-server.ts';

export interface Shopper {
  token: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint under test answers
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export function shopper(server: TestServer): Shopper {
  const token = newSessionToken();
  return {
    token,
    async call(method, path, body) {
      const response = await server.fetch(path, {
        method,
        headers: {
          cookie: `sid=${token}`,
          origin: server.url,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}
