/**
 * Accounts: sign-up, e-mail verification, password check, reset and change, profile.
 * Answers never tell a stranger whether an e-mail has an account: sign-up, resend and
 * reset requests answer the same either way (the owner gets an e-mail instead), and a
 * login for an unknown e-mail spends the same argon2 time as a real one.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../i18n/locales.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';
import { recordSignupConsent, withdrawAccountConsent } from './offers-consent.server.ts';
import { PASSWORD_MESSAGES } from './password.ts';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.server.ts';
import { type OffersConsentSource, sessions, users } from './schema.ts';
import { consumeToken, issueToken, retireTokens, TOKEN_LIFETIME_MS } from './tokens.server.ts';

export type Account = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'publicId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'role'
  | 'businessName'
  | 'gstin'
  | 'whatsappUpdates'
>;

const ACCOUNT_COLUMNS = {
  id: users.id,
  publicId: users.publicId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  businessName: users.businessName,
  gstin: users.gstin,
  whatsappUpdates: users.whatsappUpdates,
};

/**
 * Where e-mail links point: PUBLIC_URL (without a language) and the page that reads them;
 * `locale`, the language of the page the request came from (a new account's language).
 */
export interface LinkBase {
  origin: string;
  locale?: Locale;
}

/** A page of the shop in the account's language ('/kn/verify/…' for a Kannada account). */
const link = ({ origin }: LinkBase, path: string, locale: Locale) =>
  new URL(localizedPath(locale, path), origin).href;

/** The account's language as stored (English for anything else). */
const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** Who an account e-mail goes to: the address, the name and the account's language. */
const recipient = (user: { email: string; firstName: string; locale: string }) => ({
  email: user.email,
  firstName: user.firstName,
  locale: localeOf(user.locale),
});

/**
 * A sign-in on a page of another language makes it the account's language: its e-mails
 * follow the pages the shopper uses.
 */
export async function rememberLocale(db: DbOrTx, userId: number, locale: Locale): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}

/** The business of the account's last GST invoice: the next checkout offers it. */
export async function rememberGstBuyer(
  db: DbOrTx,
  userId: number,
  buyer: { businessName: string; gstin: string },
): Promise<void> {
  await db.update(users).set(buyer).where(eq(users.id, userId));
}

export async function findAccount(db: DbOrTx, userId: number): Promise<Account | null> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** An account whose e-mail address has not been verified yet. */
export async function awaitsVerification(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row !== undefined && row.verifiedAt === null;
}

async function findByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      ...ACCOUNT_COLUMNS,
      passwordHash: users.passwordHash,
      verifiedAt: users.emailVerifiedAt,
      locale: users.locale,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** A new password that passes the rule may still be one every attacker tries first. */
export function commonPasswordError(password: string): string | null {
  return isCommonPassword(password) ? PASSWORD_MESSAGES.common : null;
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** 'Send me offers' ticked (issue 33). */
  offers?: boolean;
}

/**
 * Creates the account and sends its verification e-mail, in one transaction with the
 * outbox. An e-mail that already has an account changes nothing and its owner is told by
 * e-mail; the caller answers the same in both cases (the id of a new account is only for
 * linking what the same request creates with it, such as a checkout's order).
 */
export async function signUp(
  db: DbOrTx,
  input: SignupInput,
  links: LinkBase,
  /** Where the form was: the record of the shopper's consent to offers, if they gave it. */
  offersFrom: OffersConsentSource = 'signup',
): Promise<{ createdUserId: number | null }> {
  // Hashed before the lookup, so both paths take the same time.
  const passwordHash = await hashPassword(input.password);
  const locale = links.locale ?? DEFAULT_LOCALE;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        locale,
        ...(input.offers ? { offersConsentAt: new Date(), offersConsentSource: offersFrom } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: users.id, publicId: users.publicId });
    if (created) {
      if (input.offers)
        await recordSignupConsent(tx, { id: created.id, email: input.email }, offersFrom);
      const token = await issueToken(tx, created.id, 'verify_email');
      await enqueueEmail(
        tx,
        verificationEmail(
          { email: input.email, firstName: input.firstName, locale },
          link(links, `/verify/${created.publicId}/${token}`, locale),
          links.origin,
          Boolean(input.offers),
        ),
        { usefulForMs: TOKEN_LIFETIME_MS.verify_email },
      );
      return { createdUserId: created.id };
    }
    const owner = await findByEmail(tx, input.email);
    if (!owner) return { createdUserId: null };
    await enqueueEmail(
      tx,
      accountExistsEmail(
        recipient(owner),
        link(links, '/auth/login', localeOf(owner.locale)),
        link(links, '/auth/reset', localeOf(owner.locale)),
        links.origin,
      ),
    );
    return { createdUserId: null };
  });
}

export type LoginCheck =
  | { ok: true; account: Account }
  | { ok: false; reason: 'bad_credentials' | 'not_verified' };

const stampOf = (passwordHash: string) =>
  createHash('sha256').update(`password-stamp:${passwordHash}`).digest('base64url');

/**
 * What the account's password is now, as an opaque stamp (a hash of its hash), or null for
 * no account: a login device cookie is bound to it, so a new password voids every cookie.
 */
export async function passwordStampOf(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.passwordHash ? stampOf(row.passwordHash) : null;
}

/** Checks an e-mail and password; an unknown e-mail costs one argon2 verification too. */
export async function checkCredentials(
  db: DbOrTx,
  email: string,
  password: string,
): Promise<LoginCheck> {
  const user = await findByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !valid) return { ok: false, reason: 'bad_credentials' };
  if (!user.verifiedAt) return { ok: false, reason: 'not_verified' };
  const { passwordHash: _hash, verifiedAt: _at, locale: _locale, ...account } = user;
  return { ok: true, account };
}

export type VerifyOutcome = { ok: boolean; message: string; canResend: boolean };

/** /verify/{user_id}/{token}: marks the e-mail verified, once. */
export async function verifyEmail(
  db: DbOrTx,
  userPublicId: string,
  token: string,
): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.publicId, userPublicId))
      .limit(1);
    if (!user) return { ok: false, message: ACCOUNT_MESSAGES.verifyInvalid, canResend: true };
    const used = await consumeToken(tx, token, 'verify_email', user.id);
    if (used.ok) {
      if (!user.verifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      }
      return { ok: true, message: ACCOUNT_MESSAGES.verified, canResend: false };
    }
    if (user.verifiedAt)
      return { ok: true, message: ACCOUNT_MESSAGES.alreadyVerified, canResend: false };
    return used.reason === 'expired'
      ? { ok: false, message: ACCOUNT_MESSAGES.verifyExpired, canResend: true }
      : { ok: false, message: ACCOUNT_MESSAGES.verifyInvalid, canResend: true };
  });
}

/**
 * How long an answer that must not tell whether an account exists takes at the least.
 * Issuing a token and queueing its e-mail take a few milliseconds that finding no one does
 * not: measured over a few dozen requests, that told which addresses have an account.
 */
const EVEN_ANSWER_MS = 100;

/** Runs `work`, and returns no sooner than EVEN_ANSWER_MS after it began. */
async function evenly(work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await work();
  } finally {
    const left = EVEN_ANSWER_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/**
 * A fresh verification link for an unverified account, found by e-mail (login page) or by
 * public id (verify page). The caller answers the same whatever happened, as soon.
 */
export async function resendVerification(
  db: DbOrTx,
  who: { email: string } | { userPublicId: string },
  links: LinkBase,
): Promise<void> {
  await evenly(() => resendVerificationNow(db, who, links));
}

async function resendVerificationNow(
  db: DbOrTx,
  who: { email: string } | { userPublicId: string },
  links: LinkBase,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        ...ACCOUNT_COLUMNS,
        verifiedAt: users.emailVerifiedAt,
        locale: users.locale,
        offersConsentAt: users.offersConsentAt,
      })
      .from(users)
      .where(
        'email' in who
          ? sql`lower(${users.email}) = ${who.email.toLowerCase()}`
          : eq(users.publicId, who.userPublicId),
      )
      .limit(1);
    if (!user || user.verifiedAt) return;
    const token = await issueToken(tx, user.id, 'verify_email');
    await enqueueEmail(
      tx,
      verificationEmail(
        recipient(user),
        link(links, `/verify/${user.publicId}/${token}`, localeOf(user.locale)),
        links.origin,
        user.offersConsentAt !== null,
      ),
      { usefulForMs: TOKEN_LIFETIME_MS.verify_email },
    );
  });
}

/**
 * 'Forgot password': a one-hour, single-use link to the account's e-mail, if there is one;
 * as soon either way.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  email: string,
  links: LinkBase,
): Promise<void> {
  await evenly(() =>
    db.transaction(async (tx) => {
      const user = await findByEmail(tx, email);
      if (!user) return;
      const token = await issueToken(tx, user.id, 'reset_password');
      await enqueueEmail(
        tx,
        passwordResetEmail(
          recipient(user),
          link(links, `/auth/reset?token=${token}`, localeOf(user.locale)),
          links.origin,
        ),
        { usefulForMs: TOKEN_LIFETIME_MS.reset_password },
      );
    }),
  );
}

/**
 * Sets a new password from a reset link. Every session of the account ends (whoever had
 * the old password is signed out); a reset also proves the e-mail, so it counts as verified.
 * Resolves to the account's e-mail (its owner has just proved the inbox: the caller clears
 * the failed logins counted against it and trusts this browser) and the new password's
 * stamp, or null for a link that does not work.
 */
export async function resetPassword(
  db: DbOrTx,
  token: string,
  password: string,
): Promise<{ email: string; passwordStamp: string } | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'reset_password', null);
    if (!used.ok) return null;
    // An account nobody verified may have been made by someone else, with 'Send me offers'
    // ticked for an address not theirs: the owner, proving the inbox by this reset, never
    // said yes to offers (the verification e-mail would have told them they had).
    const [before] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, used.userId));
    if (before && !before.verifiedAt) {
      await withdrawAccountConsent(tx, { userId: used.userId }, 'unverified-reset');
    }
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return user ? { email: user.email, passwordStamp: stampOf(passwordHash) } : null;
  });
}

/**
 * Change password (signed in): the current one must match; other sessions end, and so do
 * unused reset links. The caller throttles wrong current passwords (account-limits).
 */
export async function changePassword(
  db: DbOrTx,
  userId: number,
  currentSessionId: number,
  current: string,
  next: string,
  links: LinkBase,
): Promise<boolean> {
  const [user] = await db
    .select({ ...ACCOUNT_COLUMNS, passwordHash: users.passwordHash, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, current))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
    // A reset link asked for before the change must not undo it.
    await retireTokens(tx, userId, 'reset_password');
    await enqueueEmail(
      tx,
      passwordChangedEmail(
        recipient(user),
        link(links, '/auth/reset', localeOf(user.locale)),
        links.origin,
      ),
    );
  });
  return true;
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  profile: { firstName: string; lastName: string; phone: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
