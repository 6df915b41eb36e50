/** A shopper for API tests: its own session cookie, JSON calls, same-origin headers. */
import { generateSignedCookie } from 'hono/cookie';
import { createSession } from '../../app/modules/identity/session.server.ts';
import type { TestServer } from './test-server.ts';

/**
 * The Cookie header of a session the server issued (a row and its signed token), as a
 * browser holds it after its first cart or wishlist change.
 */
export async function sessionCookie(server: TestServer): Promise<string> {
  const { token } = await createSession(server.services.database.db);
  const cookie = await generateSignedCookie('sid', token, server.services.config.sessionSecret);
  return cookie.split(';')[0]!;
}

export interface Shopper {
  /** The value of its session cookie, once its first call has been made. */
  readonly token: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint under test answers
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export function shopper(server: TestServer): Shopper {
  let cookie: Promise<string> | undefined;
  let token = '';
  return {
    get token() {
      return token;
    },
    async call(method, path, body) {
      cookie ??= sessionCookie(server).then((header) => {
        token = header.slice('sid='.length);
        return header;
      });
      const response = await server.fetch(path, {
        method,
        headers: {
          cookie: await cookie,
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
