/**
 * Staff accounts, made or promoted from the command line (`npm run admin:create`), never
 * from a page: there is no way to become staff through the shop itself. Importable by
 * plain Node (no .tsx): the script runs outside the bundle.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { hashPassword, isCommonPassword } from '../identity/passwords.server.ts';
import { sessions, users } from '../identity/schema.ts';
import { EmailSchema, NewPasswordSchema } from '../identity/validation.ts';
import type { StaffRole } from './roles.ts';
import { auditLog } from './schema.ts';

export const StaffAccountSchema = z.object({
  email: EmailSchema,
  /** Required for a new account; for an existing one, replaces its password. */
  password: NewPasswordSchema.refine((password) => !isCommonPassword(password), {
    message: 'This password is too common. Please choose another.',
  }).optional(),
  role: z.enum(['staff', 'admin']).default('admin'),
  firstName: z.string().trim().min(1).max(60).default('Shop'),
  lastName: z.string().trim().min(1).max(60).default('Staff'),
});

export type StaffAccountInput = z.input<typeof StaffAccountSchema>;

export type StaffAccountOutcome = { created: boolean; email: string; role: StaffRole };

export class StaffAccountError extends Error {}

/**
 * Creates a verified staff account, or gives an existing account the role (and the new
 * password, if one is given). The account's sessions end either way: the next sign-in
 * starts a staff session with the back office's short idle timeout. Audited.
 */
export async function createOrPromoteStaff(
  db: DbOrTx,
  input: StaffAccountInput,
): Promise<StaffAccountOutcome> {
  const parsed = StaffAccountSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StaffAccountError(`${issue?.path.join('.') || 'input'}: ${issue?.message}`);
  }
  const { email, password, role, firstName, lastName } = parsed.data;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({ role, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    } else {
      if (!passwordHash) {
        throw new StaffAccountError('password: a new account needs --password');
      }
      await tx.insert(users).values({
        publicId: newPublicId(),
        email,
        passwordHash,
        firstName,
        lastName,
        role,
        emailVerifiedAt: new Date(),
      });
    }
    await tx.insert(auditLog).values({
      actorId: null,
      actorEmail: 'npm run admin:create',
      action: existing ? 'staff.promote' : 'staff.create',
      entityType: 'user',
      entityId: email,
      before: existing ? { role: existing.role } : null,
      after: { role, passwordChanged: Boolean(passwordHash) },
    });
    return { created: !existing, email, role };
  });
}
