/**
 * Every back-office route, read from the route table (so a route added later is covered
 * without editing this file): guests and signed-in shoppers get exactly what an unknown
 * address gets, for pages, their data requests and form posts; staff posts from another
 * origin, or with no Origin at all, are refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { type Browser, browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** '/admin' and each child's path, with a made-up id for every parameter. */
function adminPaths(): string[] {
  const admin = (routes as RouteEntry[]).find((route) => route.path === 'admin');
  if (!admin?.children) throw new Error('no admin routes');
  const paths = new Set(['/admin']);
  for (const child of admin.children) {
    if (child.index || !child.path) continue;
    paths.add(`/admin/${child.path.replace(/:[A-Za-z]+/g, 'abcdefgh23456789')}`);
  }
  return [...paths];
}

let server: TestServer;
let guest: Browser;
let shopper: Browser;
const paths = adminPaths();

beforeAll(async () => {
  server = await startTestServer();
  guest = browser(server);
  const account = await verifiedAccount(server, 'shopper');
  shopper = browser(server);
  await signIn(shopper, account.email);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

describe('every back-office route', () => {
  it('covers the routes the back office has', () => {
    expect(paths).toContain('/admin/orders');
    expect(paths.length).toBeGreaterThan(4);
  });

  it('answers guests and shoppers like an unknown address', async () => {
    for (const visitor of [guest, shopper]) {
      const unknownPost = (await visitor.post('/no-such-page-here', { intent: 'x' })).status;
      for (const path of paths) {
        expect((await visitor.get(path)).status, `GET ${path}`).toBe(404);
        if (!/\.\w+$/.test(path)) {
          expect((await visitor.get(`${path}.data`)).status, `GET ${path}.data`).toBe(404);
        }
        const posted = await visitor.post(path, { intent: 'status', status: 'Packed' });
        expect([404, unknownPost], `POST ${path}`).toContain(posted.status);
      }
    }
  });

  it('lets staff in without a server error, and refuses their cross-site posts', async () => {
    const admin = await staffBrowser(server, 'admin');
    for (const path of paths) {
      const page = await admin.get(path);
      expect([200, 404], `GET ${path} as admin`).toContain(page.status);
      for (const origin of ['https://evil.example', '']) {
        const forged = await admin.request('POST', path, {
          form: { intent: 'status', status: 'Packed' },
          headers: { origin },
        });
        expect(forged.status, `POST ${path} from '${origin}'`).toBe(403);
      }
    }
  });

  it('answers nonsense in any list query or id with a page, never a server error', async () => {
    const admin = await staffBrowser(server, 'admin');
    // What PostgreSQL refuses with an error: a NUL, an impossible date, an id past its
    // integers. Each of these answered 500 (helper review).
    const nonsense = [
      'q=%00abc',
      'q=a%00',
      'id=a%00b',
      'before=99999999999',
      'before=1e300',
      'from=2024-02-30',
      'to=2024-13-01',
      'from=0000-01-01',
      'page=99999999999',
    ];
    for (const path of paths) {
      for (const query of nonsense) {
        const page = await admin.get(`${path}?${query}`);
        expect([200, 404], `GET ${path}?${query}`).toContain(page.status);
      }
    }
    const post = await admin.request('POST', '/admin/messages', {
      form: { id: '99999999999', handled: 'yes' },
    });
    expect(post.status).toBe(400);
  });
});
