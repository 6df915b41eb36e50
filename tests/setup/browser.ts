/**
 * A browser without JavaScript, for the account pages: keeps the cookies the server sets
 * (the session `sid`, the signed `flash`), posts forms with our own Origin, and can speak
 * from any local address (127.0.0.x) so that rate limits see different clients. Also the
 * accounts' fixtures: verified accounts made in the database, and the e-mails in the outbox.
 */
import http from 'node:http';
import { asc } from 'drizzle-orm';
import { newPublicId } from '../../app/lib/ids.server.ts';
import { hashPassword } from '../../app/modules/identity/passwords.server.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import type { TestServer } from './test-server.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent. */
  body: string;
  /** The body with React's `<!-- -->` text separators taken out, for matching messages. */
  html: string;
  location: string | undefined;
  /** The Set-Cookie headers of this response. */
  setCookies: string[];
}

export interface RequestOptions {
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface Browser {
  /** The cookies it holds, by name. */
  readonly jar: Map<string, string>;
  /** The value of one cookie, as sent back in the Cookie header. */
  cookie(name: string): string | undefined;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  get(path: string): Promise<Answer>;
  /** A form post as a page without JavaScript makes it. */
  post(path: string, form?: Record<string, string>): Promise<Answer>;
  /** A JSON call to the API. */
  api(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Another browser holding a copy of these cookies (an old cookie, kept by an attacker). */
  copy(from?: string): Browser;
}

export function browser(
  server: TestServer,
  { from = '127.0.0.1', cookies }: { from?: string; cookies?: Map<string, string> } = {},
): Browser {
  const jar = new Map(cookies);
  const keep = (setCookies: string[]) => {
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /;\s*max-age=0(;|$)/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const self: Browser = {
    jar,
    cookie: (name) => jar.get(name),
    request(method, path, { form, json, headers = {} } = {}) {
      const body =
        form !== undefined
          ? new URLSearchParams(form).toString()
          : json !== undefined
            ? JSON.stringify(json)
            : undefined;
      const all: Record<string, string> = {
        ...(jar.size
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(method === 'GET' ? {} : { origin: server.url }),
        ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      };
      return new Promise((resolve, reject) => {
        const request = http.request(
          new URL(path, server.url),
          { method, headers: all, localAddress: from },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => {
              const setCookies = response.headers['set-cookie'] ?? [];
              keep(setCookies);
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: text,
                html: text.replaceAll('<!-- -->', ''),
                location: response.headers.location,
                setCookies,
              });
            });
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    get: (path) => self.request('GET', path),
    post: (path, form = {}) => self.request('POST', path, { form }),
    api: (method, path, body) =>
      self.request(method, path, body === undefined ? {} : { json: body }),
    copy: (address = from) => browser(server, { from: address, cookies: jar }),
  };
  return self;
}

/** Text as React writes it into HTML (text nodes and attribute values alike). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail enqueued for `to`, oldest first (sent or not: the payload stays). */
export async function mailsTo(server: TestServer, to: string): Promise<Mail[]> {
  const rows = await server.services.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.payload as Mail).filter((mail) => mail.to === to);
}

/** The first absolute link in an e-mail's text whose path matches. */
export function linkIn(text: string, path: RegExp): URL {
  for (const match of text.matchAll(/https?:\/\/[^\s)]+/g)) {
    const url = new URL(match[0]);
    if (path.test(url.pathname)) return url;
  }
  throw new Error(`no link matching ${path} in:\n${text}`);
}

export const PASSWORD = 'Tiger!lily42';

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A unique e-mail address for one test. */
export function newEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${newPublicId(6)}@example.com`;
}

/**
 * An account made straight in the database, verified unless told otherwise, whose password
 * is PASSWORD (hashed once for the whole file: sign-up's own hashing is tested where
 * sign-up is).
 */
export async function verifiedAccount(
  server: TestServer,
  label: string,
  options: { firstName?: string; lastName?: string; verified?: boolean } = {},
): Promise<{ id: number; publicId: string; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = newEmail(label);
  const [row] = await server.services.database.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      email,
      passwordHash: await passwordHash,
      firstName: options.firstName ?? 'Asha',
      lastName: options.lastName ?? 'Rao',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id, publicId: users.publicId });
  return { ...row!, email };
}

/** Signs the browser in with the login form; the answer must be the redirect. */
export async function signIn(
  b: Browser,
  email: string,
  password = PASSWORD,
  search = '',
): Promise<Answer> {
  const answer = await b.post(`/auth/login${search}`, { email, password });
  if (answer.status !== 302 && answer.status !== 303) {
    throw new Error(`login of ${email} answered ${answer.status}: ${answer.html.slice(0, 300)}`);
  }
  return answer;
}
