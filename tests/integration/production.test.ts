/** What changes when NODE_ENV=production: development tools are gone; risky settings are told at start. */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../app/modules/notification/schema.ts';
import { browser, verifiedAccount } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

describe('in production, on every interface, without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { NODE_ENV: 'production', HOST: '0.0.0.0' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has no development mailbox, however the path is written', async () => {
    // React Router matches routes whatever their case: '/Dev/mailbox' is the same route.
    for (const path of [
      '/dev/mailbox',
      '/dev/mailbox.data',
      '/Dev/mailbox',
      '/DEV/MAILBOX.data',
      '/dev/messages',
      '/dev/messages.data',
    ]) {
      expect((await server.fetch(path)).status).toBe(404);
    }
    expect(server.errors).toEqual([]);
  });

  it('warns at start that cookies are not Secure and links point to localhost', () => {
    expect(server.warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(
        /^PUBLIC_URL is not set on a production server listening on 0\.0\.0\.0/,
      ),
    );
  });

  it('warns at start that without SMTP_URL no e-mail leaves the shop', () => {
    expect(server.warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/^SMTP_URL is not set: no e-mail leaves the shop/),
    );
  });

  it('warns at start that order updates by WhatsApp or SMS wait without a provider', () => {
    expect(server.warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/^Neither WHATSAPP_TOKEN nor MSG91_AUTH_KEY is set/),
    );
  });

  it('sends no HSTS over plain http', async () => {
    expect((await server.fetch('/robots.txt')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('in production at an https address, behind a proxy that ends TLS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        PAYMENT_PROVIDER: 'sandbox',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends HSTS', async () => {
    expect((await server.fetch('/robots.txt')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  // A deployment review: the log mailer "sent" every message and, sent bodies being
  // forgotten in production, verification and reset links were lost for good.
  it('keeps every e-mail, link and all, in the outbox while no mail server is set', async () => {
    const account = await verifiedAccount(server, 'held');
    const answer = await browser(server).post('/auth/reset', { email: account.email });
    expect(answer.status).toBeLessThan(400);
    // Longer than the outbox worker's interval (100 ms on test servers).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await server.services.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${account.email}`);
    expect(rows.map((row) => row.status)).toEqual(['pending']);
    expect(JSON.stringify(rows[0]!.payload)).toContain('https://shop.example/auth/reset?token=');
  });

  /** A form post as the proxy passes it on: plain http, the Host it was given. */
  function proxiedPost(host: string, origin: string, path: string, form: Record<string, string>) {
    const body = new URLSearchParams(form).toString();
    return new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        new URL(path, server.url),
        {
          method: 'POST',
          headers: {
            host,
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  // Found in review: React Router compared the browser's https Origin with the http URL the
  // proxy forwards, and refused every form on the shop with a bare 400.
  it.each([
    ['keeps the Host', 'shop.example'],
    ['rewrites the Host', 'app-1.internal:3000'],
  ])("takes a form from the shop's own pages when the proxy %s", async (_how, host) => {
    const listed = (await (await server.fetch('/api/v1/products?pageSize=1')).json()) as {
      data: { products: { variant: { id: string } }[] };
    };
    const variantId = listed.data.products[0]!.variant.id;
    const form = { intent: 'add', variantId, quantity: '1' };
    expect(await proxiedPost(host, 'https://shop.example', '/cart', form)).toBe(200);
    // Another site's form is still refused, at the shop's door.
    expect(await proxiedPost(host, 'https://evil.example', '/cart', form)).toBe(403);
    expect(server.errors).toEqual([]);
  });
});

describe('in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists the outbox at /dev/mailbox and warns about nothing', async () => {
    const response = await server.fetch('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development mailbox');
    expect(server.warnings).toEqual([]);
    expect(server.errors).toEqual([]);
  });
});
