import { Hono } from 'hono';
import { getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { signValue, verifiedValue } from './cookie-signature.ts';

const SECRET = 'a-session-secret-of-some-length-0123456789';
const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';

describe('cookie signatures', () => {
  it('reads a cookie Hono signed, and Hono reads one signed here (sessions survive the change)', async () => {
    const app = new Hono();
    app.get('/hono-signs', async (c) => {
      await setSignedCookie(c, 'sid', TOKEN, SECRET, { path: '/' });
      return c.text('ok');
    });
    app.get('/we-sign', (c) => {
      setCookie(c, 'sid', signValue(TOKEN, SECRET), { path: '/' });
      return c.text('ok');
    });
    app.get('/we-read', (c) => c.text(verifiedValue(getCookie(c, 'sid'), SECRET) ?? 'refused'));
    app.get('/hono-reads', async (c) =>
      c.text(String((await getSignedCookie(c, SECRET, 'sid')) || 'refused')),
    );
    const cookieFrom = async (path: string) =>
      (await app.request(path)).headers.get('set-cookie')!.split(';')[0]!;

    const byHono = await cookieFrom('/hono-signs');
    const byUs = await cookieFrom('/we-sign');
    expect(byUs).toBe(byHono);
    expect(await (await app.request('/we-read', { headers: { cookie: byHono } })).text()).toBe(
      TOKEN,
    );
    expect(await (await app.request('/hono-reads', { headers: { cookie: byUs } })).text()).toBe(
      TOKEN,
    );
  });

  it('refuses a value with a signature of another secret, another value, or none', () => {
    const signed = signValue(TOKEN, SECRET);
    expect(verifiedValue(signed, SECRET)).toBe(TOKEN);
    expect(verifiedValue(signValue(TOKEN, `${SECRET}x`), SECRET)).toBeUndefined();
    expect(verifiedValue(signed.replace(TOKEN, `${TOKEN.slice(0, -1)}B`), SECRET)).toBeUndefined();
    // The same signature with a character base64 decoding would skip.
    expect(verifiedValue(`${signed}!`, SECRET)).toBeUndefined();
    expect(verifiedValue(`${signed.slice(0, -1)}`, SECRET)).toBeUndefined();
    expect(verifiedValue(TOKEN, SECRET)).toBeUndefined();
    expect(verifiedValue(`${TOKEN}.`, SECRET)).toBeUndefined();
    expect(verifiedValue(`${TOKEN}.abc`, SECRET)).toBeUndefined();
    expect(verifiedValue('', SECRET)).toBeUndefined();
    expect(verifiedValue(undefined, SECRET)).toBeUndefined();
  });
});
