/**
 * The account page's address book and details through its route action, as a browser
 * without JavaScript posts them: add, make default, update, delete; the spec's messages
 * for bad input; another account's addresses out of reach; and hostile text stored as
 * typed and shown escaped, on the page and in the verification e-mail.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../app/modules/customer/schema.ts';
import { ADDRESS_MESSAGES } from '../../app/modules/customer/validation.ts';
import { ACCOUNT_INTENT } from '../../app/modules/identity/account-intents.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { HOME_ADDRESS } from '../setup/address-form.ts';
import {
  type Answer,
  type Browser,
  browser,
  escapeHtml,
  linkIn,
  mailsTo,
  newEmail,
  PASSWORD,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile({ seed: false });

const db = () => server.services.database.db;
const shows = (answer: Answer, message: string) => answer.html.includes(escapeHtml(message));

const HOME = HOME_ADDRESS;

const OFFICE = {
  ...HOME,
  newaddress1: '7 Residency Road',
  newaddress2: 'Block B',
  newlandmark: 'Near the park',
  newaddresstype: 'Office',
};

/** A signed-in browser and its account. */
async function member(label: string, names?: { firstName?: string; lastName?: string }) {
  const account = await verifiedAccount(server, label, names);
  const b = browser(server);
  await signIn(b, account.email);
  return { ...account, b };
}

function book(userId: number) {
  return db()
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
}

/** Saves an address the way the page's form does ('?address=new' or '?address={id}'). */
function save(b: Browser, fields: Record<string, string>, addressId?: string) {
  return b.post(`/account?address=${addressId ?? 'new'}`, {
    intent: ACCOUNT_INTENT.saveAddress,
    ...(addressId ? { addressId } : {}),
    ...fields,
  });
}

describe('address book', () => {
  it('adds (the first is the default), makes another default, updates and deletes', async () => {
    const { id, b } = await member('book');
    const first = await save(b, HOME);
    expect(first.status).toBe(200);
    expect(shows(first, 'Your address has been saved.')).toBe(true);
    const [home] = await book(id);
    expect(home).toMatchObject({ address1: HOME.newaddress1, type: 'Home', isDefault: true });
    expect(home!.publicId).not.toMatch(/^\d+$/);

    expect((await save(b, { ...OFFICE, makeDefault: 'true' })).status).toBe(200);
    let rows = await book(id);
    expect(rows.map((row) => [row.address1, row.isDefault])).toEqual([
      [HOME.newaddress1, false],
      [OFFICE.newaddress1, true],
    ]);
    const office = rows[1]!;

    const updated = await save(
      b,
      { ...HOME, newcity: 'Mysuru', newpincode: '570001' },
      home!.publicId,
    );
    expect(updated.status).toBe(200);
    rows = await book(id);
    expect(rows[0]).toMatchObject({ city: 'Mysuru', pincode: '570001', isDefault: false });
    expect(rows[1]).toMatchObject({ city: 'Bengaluru', isDefault: true });

    const made = await b.post('/account', {
      intent: ACCOUNT_INTENT.defaultAddress,
      addressId: home!.publicId,
    });
    expect(made.status).toBe(200);
    expect(shows(made, 'Your default address has been changed.')).toBe(true);
    rows = await book(id);
    expect(rows.map((row) => row.isDefault)).toEqual([true, false]);

    const page = await b.get('/account');
    expect(page.html).toContain('Mysuru');
    expect(page.html).toContain(escapeHtml(OFFICE.newaddress1));

    const deleted = await b.post('/account', {
      intent: ACCOUNT_INTENT.deleteAddress,
      addressId: office.publicId,
    });
    expect(deleted.status).toBe(200);
    expect(shows(deleted, 'The address has been deleted.')).toBe(true);
    rows = await book(id);
    expect(rows.map((row) => row.publicId)).toEqual([home!.publicId]);
    expect((await b.get('/account')).html).not.toContain(escapeHtml(OFFICE.newaddress1));
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const { id, b } = await member('book-default');
    for (const address1 of ['First', 'Second', 'Third'])
      await save(b, { ...HOME, newaddress1: address1 });
    const [first] = await book(id);
    expect(first!.isDefault).toBe(true);
    await b.post('/account', { intent: ACCOUNT_INTENT.deleteAddress, addressId: first!.publicId });
    expect((await book(id)).map((row) => [row.address1, row.isDefault])).toEqual([
      ['Second', false],
      ['Third', true],
    ]);
  });

  it('shows every message of the spec for an empty form, and stores nothing', async () => {
    const { id, b } = await member('book-empty');
    const refused = await save(b, {});
    expect(refused.status).toBe(400);
    for (const message of Object.values(ADDRESS_MESSAGES)) {
      expect(shows(refused, message), message).toBe(true);
    }
    expect(await book(id)).toEqual([]);
  });

  let tester: Awaited<ReturnType<typeof member>> | undefined;
  it.each([
    ['a phone number of 9 digits', { newphonenumber: '987654321' }, ADDRESS_MESSAGES.phone],
    ['a phone number with letters', { newphonenumber: '98765abcde' }, ADDRESS_MESSAGES.phone],
    ['a 5-digit pincode', { newpincode: '56000' }, ADDRESS_MESSAGES.pincode],
    ['a pincode with letters', { newpincode: '5600a1' }, ADDRESS_MESSAGES.pincode],
    ['blank address 1', { newaddress1: '   ' }, ADDRESS_MESSAGES.address1],
    ['blank address 2', { newaddress2: '   ' }, ADDRESS_MESSAGES.address2],
    ['blank landmark', { newlandmark: ' ' }, ADDRESS_MESSAGES.landmark],
    ['a city of 61 characters', { newcity: 'x'.repeat(61) }, ADDRESS_MESSAGES.city],
    ['a state of 61 characters', { newstate: 'x'.repeat(61) }, ADDRESS_MESSAGES.state],
    ['an unknown address type', { newaddresstype: 'Castle' }, ADDRESS_MESSAGES.type],
  ])('refuses %s with its message', async (_name, fields, message) => {
    tester ??= await member('book-bad');
    const { id, b } = tester;
    const refused = await save(b, { ...HOME, ...fields });
    expect(refused.status).toBe(400);
    expect(shows(refused, message)).toBe(true);
    expect(await book(id)).toEqual([]);
  });

  it("never reaches another account's address: 404 on update, delete and default, nothing changes", async () => {
    const asha = await member('asha');
    const ravi = await member('ravi');
    await save(asha.b, HOME);
    await save(ravi.b, OFFICE);
    await save(ravi.b, { ...HOME, newaddress1: 'Ravi home' });
    const before = { asha: await book(asha.id), ravi: await book(ravi.id) };
    expect(before.asha).toHaveLength(1);
    expect(before.ravi).toHaveLength(2);

    for (const [who, victim] of [
      [asha, before.ravi[1]!],
      [ravi, before.asha[0]!],
    ] as const) {
      const attempts = [
        save(who.b, { ...HOME, newaddress1: 'Taken over', makeDefault: 'true' }, victim.publicId),
        who.b.post('/account', {
          intent: ACCOUNT_INTENT.defaultAddress,
          addressId: victim.publicId,
        }),
        who.b.post('/account', {
          intent: ACCOUNT_INTENT.deleteAddress,
          addressId: victim.publicId,
        }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(404);
        expect(shows(answer, 'This address is not in your address book.')).toBe(true);
      }
    }
    // Neither the victim's address nor the caller's own default moved.
    expect(await book(asha.id)).toEqual(before.asha);
    expect(await book(ravi.id)).toEqual(before.ravi);
    expect((await asha.b.get('/account')).html).not.toContain('Ravi home');
  });

  it('refuses a signed-out post with a redirect to the login page', async () => {
    const { id, b } = await member('book-out');
    await save(b, HOME);
    const [home] = await book(id);
    const stranger = browser(server);
    const answer = await stranger.post('/account', {
      intent: ACCOUNT_INTENT.deleteAddress,
      addressId: home!.publicId,
    });
    expect([302, 303]).toContain(answer.status);
    expect(answer.location).toBe('/auth/login?redirectTo=%2Faccount');
    expect(await book(id)).toHaveLength(1);
  });
});

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text a template injection tries
  '${7*7}',
  "'; drop table users; --",
] as const;

/** Neither raw markup nor template evaluation: the text itself, escaped. */
function expectEscaped(html: string, text: string) {
  expect(html).toContain(escapeHtml(text));
}

describe('hostile text', () => {
  it('in names and address fields is stored as typed and shown escaped', async () => {
    const { id, b } = await member('hostile');
    for (const [index, text] of HOSTILE.entries()) {
      const saved = await save(b, {
        ...HOME,
        newaddress1: text,
        newaddress2: text,
        newcity: text,
        newstate: text,
        newlandmark: text,
        newaddresstype: index % 2 ? 'Other' : 'Office',
      });
      expect(saved.status, text).toBe(200);
    }
    const rows = await book(id);
    expect(
      rows.map((row) => [row.address1, row.address2, row.city, row.state, row.landmark]),
    ).toEqual(HOSTILE.map((text) => [text, text, text, text, text]));

    let page = (await b.get('/account')).html;
    for (const text of HOSTILE) expectEscaped(page, text);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x onerror=alert(1)>');

    for (const [firstName, lastName] of [
      [HOSTILE[0], HOSTILE[1]],
      [HOSTILE[2], HOSTILE[3]],
    ] as const) {
      const saved = await b.post('/account', {
        intent: ACCOUNT_INTENT.profile,
        firstName,
        lastName,
        phone: '',
      });
      expect(saved.status).toBe(200);
      const [user] = await db().select().from(users).where(eq(users.id, id));
      expect([user!.firstName, user!.lastName]).toEqual([firstName, lastName]);
      page = (await b.get('/account')).html;
      expectEscaped(page, `${firstName} ${lastName}`);
      expect(page).not.toContain('<script>alert(1)</script>');
      expect(page).not.toContain('<img src=x onerror=alert(1)>');
    }
  });

  it('in the first name at sign-up is escaped in the verification e-mail and on the page', async () => {
    const email = newEmail('hostile-signup');
    const b = browser(server);
    const firstName = HOSTILE[0];
    const lastName = HOSTILE[1];
    const created = await b.post('/auth/signup', {
      firstName,
      lastName,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect([302, 303]).toContain(created.status);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect([user!.firstName, user!.lastName]).toEqual([firstName, lastName]);

    const [mail] = await mailsTo(server, email);
    expect(mail!.html).toContain(`Hello ${escapeHtml(firstName)},`);
    expect(mail!.html).not.toContain('<script>alert(1)</script>');
    // The text part is plain text: the name as typed.
    expect(mail!.text).toContain(`Hello ${firstName},`);

    const link = linkIn(mail!.text, /^\/verify\//);
    expect((await b.post(link.pathname)).status).toBe(200);
    await signIn(b, email);
    const page = (await b.get('/account')).html;
    expectEscaped(page, `${firstName} ${lastName}`);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x onerror=alert(1)>');
  });
});
