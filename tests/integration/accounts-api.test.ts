/**
 * The accounts JSON API: the session cookie is the only identity (rotated at login,
 * cleared at logout), answers do not tell whether an e-mail has an account, and no
 * address id reaches another account's address book.
 */
import { gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { newEmail, PASSWORD, verifiedAccount } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

/** A JSON client that keeps its session cookie as a browser would. */
function client() {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(
      method: string,
      path: string,
      /** A value sent as JSON, or raw text sent as it is. */
      body?: unknown,
      // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint under test answers
    ): Promise<{ status: number; body: any }> {
      const response = await server.fetch(`/api/v1${path}`, {
        method,
        headers: {
          origin: server.url,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const set = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
      if (set) {
        const pair = set.split(';')[0] ?? '';
        cookie = pair.endsWith('=') ? '' : pair;
      }
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

async function signedIn(label: string) {
  const account = await verifiedAccount(server, label);
  const c = client();
  const login = await c.call('POST', '/auth/login', { email: account.email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { c, account };
}

const ADDRESS = {
  newphonenumber: '9876543210',
  newaddress1: '12 MG Road',
  newaddress2: 'Near the bus stand',
  newcity: 'Tumakuru',
  newpincode: '572101',
  newstate: 'Karnataka',
  newlandmark: 'Opposite the temple',
  newaddresstype: 'Home',
};

describe('login and logout', () => {
  it('signs in with a fresh cookie, answers the account, and logs out', async () => {
    const account = await verifiedAccount(server, 'api-login');
    const c = client();
    // A guest with a cart first: login keeps its session row but must change its token.
    const [variant] = await server.services.database.db
      .select({ publicId: productVariants.publicId })
      .from(productVariants)
      .where(gt(productVariants.stock, 0))
      .limit(1);
    const added = await c.call('POST', '/cart/lines', {
      variantId: variant!.publicId,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const before = c.cookie;
    expect(before).not.toBe('');
    const login = await c.call('POST', '/auth/login', { email: account.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: account.publicId, email: account.email });
    expect(c.cookie).not.toBe(before);
    expect((await c.call('GET', '/account')).body.email).toBe(account.email);
    expect((await c.call('GET', '/cart/summary')).body.count).toBe(1);

    const logout = await c.call('POST', '/auth/logout');
    expect(logout.status).toBe(200);
    expect(c.cookie).toBe('');
    expect((await c.call('GET', '/account')).status).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const account = await verifiedAccount(server, 'api-wrong');
    const wrong = await client().call('POST', '/auth/login', {
      email: account.email,
      password: 'Wrong#guess1',
    });
    const unknown = await client().call('POST', '/auth/login', {
      email: newEmail('nobody'),
      password: 'Wrong#guess1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
  });

  it('refuses an unverified account with 403 after the right password only', async () => {
    const account = await verifiedAccount(server, 'api-unverified', { verified: false });
    const refused = await client().call('POST', '/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not_verified');
  });

  it('answers a taken e-mail at sign-up exactly like a new one', async () => {
    const account = await verifiedAccount(server, 'api-taken');
    const form = (email: string) => ({
      firstName: 'Ravi',
      lastName: 'K',
      email,
      password: 'Mango#grove77',
      confirmPassword: 'Mango#grove77',
    });
    const taken = await client().call('POST', '/auth/signup', form(account.email));
    const fresh = await client().call('POST', '/auth/signup', form(newEmail('api-fresh')));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body.message.replace(account.email, 'X')).toBe(
      fresh.body.message.replace(/\S+@example\.com/, 'X'),
    );
  });
});

describe('the address book is the signed-in account only', () => {
  it('refuses signed-out calls with 401', async () => {
    const c = client();
    expect((await c.call('GET', '/account/addresses')).status).toBe(401);
    expect((await c.call('POST', '/account/addresses', ADDRESS)).status).toBe(401);
  });

  it("answers 404 for another account's address id and changes nothing", async () => {
    const a = await signedIn('api-owner');
    const b = await signedIn('api-other');
    const added = await a.c.call('POST', '/account/addresses', ADDRESS);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ isDefault: true, city: 'Tumakuru' });
    const id = added.body.id as string;

    const changed = { ...ADDRESS, newaddress1: 'Hijacked' };
    expect((await b.c.call('PATCH', `/account/addresses/${id}`, changed)).status).toBe(404);
    expect((await b.c.call('POST', `/account/addresses/${id}/default`)).status).toBe(404);
    expect((await b.c.call('DELETE', `/account/addresses/${id}`)).status).toBe(404);
    expect((await b.c.call('GET', '/account/addresses')).body).toEqual([]);

    const mine = await a.c.call('GET', '/account/addresses');
    expect(mine.body).toEqual([added.body]);
  });

  it("puts the spec's messages under their fields", async () => {
    const { c } = await signedIn('api-messages');
    const refused = await c.call('POST', '/account/addresses', {
      ...ADDRESS,
      newphonenumber: '12345',
      newpincode: '012345',
      newlandmark: ' ',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      newphonenumber: 'Please provide a valid 10-digit phone number.',
      newpincode: 'Please provide a valid 6-digit pincode.',
      newlandmark: 'Please provide a landmark.',
    });
  });
});

describe('a control character in a field', () => {
  // A NUL reached PostgreSQL, which refused the query: the server answered 500.
  it("is refused with the field's message, never a 500, on every account call", async () => {
    const nul = 'a\u0000b@example.in';
    for (const [path, body] of [
      ['/auth/login', { email: nul, password: PASSWORD }],
      ['/auth/password-reset', { email: nul }],
      ['/auth/resend', { email: nul }],
      [
        '/auth/signup',
        {
          firstName: 'A\u0000',
          lastName: 'Rao',
          email: newEmail('nul'),
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      ],
    ] as const) {
      const answer = await client().call('POST', path, body);
      expect(answer.status, path).toBe(400);
    }
    const { c } = await signedIn('api-nul');
    const profile = await c.call('PATCH', '/account', { firstName: 'Al\u0000ice', lastName: 'R' });
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields.firstName).toBe('Please provide your first name.');
    const address = await c.call('POST', '/account/addresses', {
      ...ADDRESS,
      newaddress1: '1 Main\u0000',
    });
    expect(address.status).toBe(400);
    expect(address.body.error.fields).toEqual({ newaddress1: 'Please provide Address 1.' });
  });
});

describe('text that is not valid Unicode in a JSON body', () => {
  // A lone surrogate passed every check, then PostgreSQL refused the e-mail's jsonb: a 500.
  it('is refused with 400 before anything is stored', async () => {
    const lone = '\ud800';
    for (const [path, body] of [
      [
        '/auth/signup',
        {
          firstName: lone,
          lastName: 'L',
          email: newEmail('lone'),
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      ],
      [
        '/contact',
        { name: lone, email: 'a@b.co', phone: '9876543210', subject: 'S', message: 'Hello there' },
      ],
      ['/newsletter/subscribe', { email: `a${lone}b@example.in` }],
    ] as const) {
      const answer = await client().call('POST', path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.message, path).toBe('Text must be valid Unicode.');
    }
    // Any JSON media type the API takes, not only application/json (a 500 before).
    const typed = await server.fetch('/api/v1/contact', {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        name: lone,
        email: 'a@b.co',
        phone: '9876543210',
        subject: 'S',
        message: 'Hello there',
      }),
    });
    expect(typed.status).toBe(400);
  });

  // A security review: nodemailer read '0,victim@…' as a second recipient, so sign-ups
  // mailed an inbox past its limit of five links an hour.
  it('nor an e-mail that a mailer would read as several recipients', async () => {
    for (const email of ['0,flood-victim@example.com', 'x<flood-victim@example.com>']) {
      const answer = await client().call('POST', '/auth/signup', {
        firstName: 'F',
        lastName: 'L',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(answer.status, email).toBe(400);
      expect(Object.keys(answer.body.error.fields), email).toEqual(['email']);
    }
  });

  // 30,000 nested brackets parse, and overflowed the stack of the recursive check: a 500.
  it('nor may a body nest deeper than any request does', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    for (const path of ['/cart/lines', '/auth/login']) {
      const answer = await client().call('POST', path, deep);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.message, path).toBe('The JSON body is nested too deeply.');
    }
  });
});
