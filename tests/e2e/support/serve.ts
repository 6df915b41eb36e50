/**
 * The server the browser tests drive: the production build on a fresh, seeded PGlite.
 *
 * Its e-mail goes through a real SMTP server started here (smtp-server, in this process):
 * each message it receives is written to E2E_MAILDIR as one file per recipient, which the
 * tests read with mailbox.ts. A small control endpoint (control.ts) lets a test age an
 * account's links, the one thing a browser cannot do.
 */

import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createOrPromoteStaff } from '../../../app/modules/admin/staff-accounts.server.ts';
import { todayInIndia } from '../../../app/modules/installation/slots.ts';
import { loadConfig } from '../../../config/env.ts';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { type RunningServer, startServer } from '../../../server/start.ts';
import { STAND_IN_KEYS, startMessagingStandIn } from '../../setup/messaging-stand-in.ts';
import { CONTROL_FILE, e2eMailDir, MAIL_SUFFIX } from './maildir.ts';

buildIfStale();

const port = process.env.E2E_PORT ?? '4310';
// A fresh mail directory for every run: the tests only ever see this run's messages.
const mailDir = e2eMailDir(port);
mkdirSync(mailDir, { recursive: true });
for (const name of readdirSync(mailDir)) {
  if (name.endsWith(MAIL_SUFFIX) || name.endsWith('.tmp') || name === CONTROL_FILE)
    rmSync(path.join(mailDir, name), { force: true });
}

let received = 0;
/** Written whole under a temporary name, then renamed: a reader never sees half a message. */
function deliver(recipient: string, raw: Buffer) {
  received += 1;
  const name = `${String(received).padStart(6, '0')}${MAIL_SUFFIX}`;
  const temporary = path.join(mailDir, `.${name}.tmp`);
  writeFileSync(temporary, Buffer.concat([Buffer.from(`Delivered-To: ${recipient}\r\n`), raw]));
  renameSync(temporary, path.join(mailDir, name));
}

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 100,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      for (const recipient of session.envelope.rcptTo) deliver(recipient.address, raw);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// Order updates go to a local stand-in of WhatsApp's Cloud API (the real adapter sends them).
const messaging = await startMessagingStandIn();

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  // E-mail links open on the address the browser uses, so they share its cookies.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-e2e-')),
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Every test signs up and signs in from 127.0.0.1: the account limits (30 requests per
  // 15 minutes) would refuse the suite, as they would any one busy address.
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR || '100',
  // Review requests go out at once after delivery, so a test can follow the e-mailed link.
  REVIEW_REQUEST_AFTER_DAYS: '0',
  LOG_LEVEL: 'warn',
  WHATSAPP_TOKEN: STAND_IN_KEYS.whatsappToken,
  WHATSAPP_PHONE_NUMBER_ID: STAND_IN_KEYS.phoneNumberId,
  WHATSAPP_API_BASE: messaging.whatsappBase,
});

let running: RunningServer | undefined;

/**
 * Loopback only, and only in this server:
 * - POST /expire-links?email=… : the account's unused e-mail links (verification, reset)
 *   expire now, as if their lifetime had passed;
 * - POST /staff?email=…&password=…&role=staff|admin : a staff account, as
 *   `npm run admin:create` makes it;
 * - GET /whatsapp?phone=… : the template messages the WhatsApp stand-in took for that
 *   10-digit number, in order;
 * - POST /visit-day?order=GA-… : the order's installation visit is today, as if the days
 *   until it had passed (staff mark a visit done from its day on).
 */
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const email = url.searchParams.get('email');
  const db = running?.services.database.db;
  const done = (work: Promise<unknown>) =>
    work.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  if (request.method === 'POST' && url.pathname === '/staff' && email && db) {
    done(
      createOrPromoteStaff(db, {
        email,
        password: url.searchParams.get('password') ?? undefined,
        role: url.searchParams.get('role') === 'staff' ? 'staff' : 'admin',
        firstName: 'Savitha',
      }),
    );
    return;
  }
  const phone = url.searchParams.get('phone');
  if (request.method === 'GET' && url.pathname === '/whatsapp' && phone) {
    const sent = messaging.whatsapp.filter((message) => message.to === `91${phone}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sent));
    return;
  }
  const order = url.searchParams.get('order');
  if (request.method === 'POST' && url.pathname === '/visit-day' && order && db) {
    done(
      db.execute(
        sql`update installation_visits set day = ${todayInIndia(new Date())}
              where order_id = (select id from orders where order_number = ${order})`,
      ),
    );
    return;
  }
  if (request.method !== 'POST' || url.pathname !== '/expire-links' || !email || !db) {
    response.writeHead(404).end();
    return;
  }
  db.execute(
    sql`update user_tokens set expires_at = now() - interval '1 minute'
          where used_at is null
            and user_id in (select id from users where lower(email) = lower(${email}))`,
  ).then(
    () => response.writeHead(204).end(),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
writeFileSync(
  path.join(mailDir, CONTROL_FILE),
  `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
);

// Started after the control endpoint's address is written: once the server answers
// (Playwright waits for /readyz), everything the tests read is in place.
running = await startServer(config, { seedIfEmpty: true, outboxIntervalMs: 200 });

const stop = async () => {
  control.close();
  await running?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await messaging.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
