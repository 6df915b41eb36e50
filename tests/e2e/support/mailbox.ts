/**
 * The e2e server's inbox (serve.ts writes every message its SMTP server receives to
 * E2E_MAILDIR): wait for the newest message to an address and read its subject, plain
 * text and links, as a shopper reading the e-mail would.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_SUFFIX } from './maildir.ts';

export interface ReceivedEmail {
  /** Arrival order in this run (1, 2, ...): a later message has a higher number. */
  seq: number;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAILDIR;
  if (!dir) throw new Error('E2E_MAILDIR is not set: run the tests through playwright.config.ts.');
  return dir;
}

/** Every message received so far, oldest first. */
export function allEmails(): ReceivedEmail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(MAIL_SUFFIX) && !name.startsWith('.'))
    .sort()
    .map((name) =>
      parseEmail(Number.parseInt(name, 10), readFileSync(path.join(dir, name), 'latin1')),
    );
}

/** Messages to `address` so far, oldest first. */
export function emailsTo(address: string): ReceivedEmail[] {
  const wanted = address.toLowerCase();
  return allEmails().filter((email) => email.to.toLowerCase() === wanted);
}

/**
 * Waits for a message to `address` (newer than `after`, when given) and returns the
 * newest one. The server's outbox sends every 200 ms.
 */
export async function waitForEmail(
  address: string,
  options: { after?: ReceivedEmail; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const after = options.after?.seq ?? 0;
  for (;;) {
    const found = emailsTo(address).filter((email) => email.seq > after);
    const newest = found.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      const seen = allEmails().map((email) => `#${email.seq} to ${email.to}: ${email.subject}`);
      throw new Error(
        `No e-mail to ${address}${after ? ` after #${after}` : ''} arrived in time. Received:\n${seen.join('\n') || '(none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one link in the message whose path starts with `pathPrefix` (e.g. '/verify/'). */
export function linkTo(email: ReceivedEmail, pathPrefix: string): string {
  const matches = email.links.filter((link) => new URL(link).pathname.startsWith(pathPrefix));
  if (matches.length !== 1) {
    throw new Error(
      `Expected one ${pathPrefix} link in "${email.subject}", found ${matches.length}:\n${email.text}`,
    );
  }
  return matches[0]!;
}

// --- Reading a raw message (RFC 5322 / MIME), just enough for the shop's own e-mail. ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (unfolded, names lower-cased, the first of each) and the body of an entity. */
function splitEntity(raw: string): Part {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter, e.g. boundary of `multipart/alternative; boundary="--x"`. */
function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Quoted-printable: soft line breaks ('=' at a line end) go, '=XX' is the byte XX. */
function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The part's body as text, after its Content-Transfer-Encoding (the raw text is latin1). */
function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words in a header (=?utf-8?Q?...?= and =?utf-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

/** The first text/plain part, looking inside multipart entities. */
function findTextPart(entity: Part): Part | undefined {
  const type = (entity.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('text/plain')) return entity;
  if (!type.startsWith('multipart/')) return undefined;
  const boundary = parameter(entity.headers.get('content-type'), 'boundary');
  if (!boundary) return undefined;
  const sections = entity.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith('--')) break;
    const found = findTextPart(splitEntity(section.replace(/^\r?\n/, '')));
    if (found) return found;
  }
  return undefined;
}

export function parseEmail(seq: number, raw: string): ReceivedEmail {
  const message = splitEntity(raw);
  const textPart = findTextPart(message);
  const text = textPart ? decodeBody(textPart) : '';
  const links = [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) =>
    match[0].replace(/[.,;:)]+$/, ''),
  );
  return {
    seq,
    to: message.headers.get('delivered-to') ?? message.headers.get('to') ?? '',
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text,
    links,
  };
}
