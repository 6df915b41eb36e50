/**
 * Password hashing with argon2id (Node's own crypto.argon2, OWASP's parameters: 19 MiB,
 * 2 passes, 1 lane), stored as a PHC string so that parameters can change later and old
 * hashes still verify. Also the check against common and breached passwords.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';

const argon2Async = promisify(argon2);

const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

async function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return argon2Async('argon2id', {
    message: Buffer.from(password, 'utf8'),
    nonce: salt,
    ...params,
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  const { memory: m, passes: t, parallelism: p } = PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody has, verified when the account does not exist, so that a
 * login for an unknown e-mail costs the same time as one for a real account.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

let common: Set<string> | undefined;

/**
 * Among the ~49,000 most common and breached passwords (case-insensitive), also once the
 * digits and symbols people tack on to meet a rule are taken off ('Password1!' is
 * 'password', 'P@ssw0rd1' is 'p@ssw0rd').
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d!@#$%^&*]+$/, '');
  return common.has(lower) || (base.length >= 4 && common.has(base));
}
