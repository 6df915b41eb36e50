/**
 * Grievances (issue 35, the Consumer Protection (E-Commerce) Rules, 2020): the grievance
 * officer's name, designation, e-mail and phone on the contact page and in the Contact
 * Information policy; a contact message with the subject "Complaint" gets a ticket and an
 * acknowledgement to its writer at once; the back office lists complaints whose
 * acknowledgement has not gone out within 48 hours and those unresolved after a month.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../app/modules/engagement/schema.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { STORE } from '../../config/store.ts';
import { browser, mailsTo, newEmail } from '../setup/browser.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
const db = () => server.services.database.db;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await staffBrowser(server);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const MESSAGE = {
  name: 'Lakshmi Rao',
  phone: '9845012345',
  message: 'The geyser delivered last week leaks from the bottom valve.',
};

const DAY = 24 * 60 * 60 * 1000;

describe('the grievance officer', () => {
  it('is named with designation, e-mail and phone on the contact page and the policy, in both languages', async () => {
    const officer = STORE.grievanceOfficer;
    const contact = await browser(server).get('/contactus');
    expect(contact.html).toContain('Grievance officer');
    expect(contact.html).toContain(`${officer.name}, Customer Care Manager`);
    expect(contact.html).toContain(`href="mailto:${officer.email}"`);
    expect(contact.html).toContain(`href="${officer.phoneHref}"`);
    const kannada = await browser(server).get('/kn/contactus');
    expect(kannada.html).toContain(`${officer.name}, ಗ್ರಾಹಕ ಸೇವಾ ವ್ಯವಸ್ಥಾಪಕರು`);
    const policy = await browser(server).get('/contactinformation');
    expect(policy.html).toContain(
      `our grievance officer is ${officer.name}, Customer Care Manager, reachable at ${officer.email}, on ${officer.phone}`,
    );
  });
});

describe('a complaint', () => {
  it('gets a ticket and an acknowledgement at once; another message gets neither', async () => {
    const email = newEmail('complainant');
    const sent = await browser(server).api('POST', '/api/v1/contact', {
      ...MESSAGE,
      email,
      subject: 'Complaint: leaking geyser',
    });
    expect(sent.status).toBe(200);
    const { ticket } = JSON.parse(sent.body) as { ticket: string };
    expect(ticket).toMatch(/^GR-\d{4}-\d{6}$/);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row!.ticket).toBe(ticket);
    const [ack] = await mailsTo(server, email);
    expect(ack?.subject).toBe(`We have received your complaint ${ticket}`);
    expect(ack?.text).toContain(`Its ticket number is ${ticket}`);
    expect(ack?.text).toContain(STORE.grievanceOfficer.name);

    // A question is not a complaint.
    const other = newEmail('question');
    const asked = await browser(server).api('POST', '/api/v1/contact', {
      ...MESSAGE,
      email: other,
      subject: 'Which geyser for two bathrooms?',
    });
    expect(JSON.parse(asked.body).ticket).toBeNull();
    expect(await mailsTo(server, other)).toEqual([]);
  });

  it('in Kannada, from the contact page, is acknowledged in Kannada', async () => {
    const email = newEmail('kannada');
    const page = await browser(server).post('/kn/contactus', {
      ...MESSAGE,
      email,
      subject: 'ದೂರು: ಗೀಸರ್ ಸೋರುತ್ತಿದೆ',
    });
    expect(page.status).toBe(200);
    const [ack] = await mailsTo(server, email);
    expect(ack?.subject).toMatch(/^ನಿಮ್ಮ ದೂರು GR-\d{4}-\d{6} ನಮಗೆ ತಲುಪಿದೆ$/);
  });

  it('is listed for staff when its acknowledgement has not gone out in 48 hours, or it is unresolved after a month', async () => {
    const file = async (label: string) => {
      const email = newEmail(label);
      const answer = await browser(server).api('POST', '/api/v1/contact', {
        ...MESSAGE,
        email,
        subject: `Complaint ${label}`,
      });
      return JSON.parse(answer.body).ticket as string;
    };
    const late = await file('late-ack');
    const old = await file('old-open');
    const fresh = await file('fresh');
    // The first one's acknowledgement never went out (a mail server down for two days).
    await db()
      .update(outbox)
      .set({ status: 'failed', sentAt: null })
      .where(eq(outbox.dedupeKey, `complaint-ack:${late}`));
    await db()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(contactMessages.ticket, late));
    await db()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(contactMessages.ticket, old));
    // The old one's acknowledgement went out (the test server's worker sends it).
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(outbox)
              .where(eq(outbox.dedupeKey, `complaint-ack:${old}`))
          )[0]?.status,
      )
      .toBe('sent');

    const unacknowledged = await admin.get('/admin/messages?complaints=unacknowledged');
    expect(unacknowledged.html).toContain(`Complaint ${late}`);
    expect(unacknowledged.html).not.toContain(`Complaint ${old}`);
    expect(unacknowledged.html).not.toContain(`Complaint ${fresh}`);
    const unresolved = await admin.get('/admin/messages?complaints=unresolved');
    expect(unresolved.html).toContain(`Complaint ${old}`);
    expect(unresolved.html).not.toContain(`Complaint ${fresh}`);
    // Resolved (marked handled): off the list.
    const [row] = await db()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.ticket, old));
    await admin.post('/admin/messages', { id: String(row!.id), handled: 'yes' });
    expect((await admin.get('/admin/messages?complaints=unresolved')).html).not.toContain(
      `Complaint ${old}`,
    );
    const every = await admin.get('/admin/messages?complaints=all');
    expect(every.html).toContain(`Complaint ${fresh}`);
    // Nonsense in the filter is no filter, never an error.
    expect((await admin.get('/admin/messages?complaints=%00')).status).toBe(200);
    const tickets = await db()
      .select({ ticket: contactMessages.ticket })
      .from(contactMessages)
      .where(like(contactMessages.ticket, 'GR-%'));
    expect(new Set(tickets.map((one) => one.ticket)).size).toBe(tickets.length);
  });
});
