/**
 * The account's address book: several addresses, at most one default (a partial unique
 * index keeps it so). Every query is scoped to the signed-in account: another account's
 * address id looks exactly like a missing one.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { addresses } from './schema.ts';
import type { Address, AddressInput } from './validation.ts';

const COLUMNS = {
  id: addresses.publicId,
  phone: addresses.phone,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  pincode: addresses.pincode,
  landmark: addresses.landmark,
  type: addresses.type,
  isDefault: addresses.isDefault,
};

export const ADDRESS_NOT_FOUND = msg('This address is not in your address book.');

function toRow(input: AddressInput) {
  return {
    phone: input.newphonenumber,
    address1: input.newaddress1,
    address2: input.newaddress2,
    city: input.newcity,
    state: input.newstate,
    pincode: input.newpincode,
    landmark: input.newlandmark,
    type: input.newaddresstype,
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<Address[]> {
  return db
    .select(COLUMNS)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** At most this many addresses per account. */
export const MAX_ADDRESSES = 20;

export async function addAddress(
  db: DbOrTx,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const existing = await listAddresses(tx, userId);
    if (existing.length >= MAX_ADDRESSES) {
      throw new DomainError('conflict', msg('You can keep at most {count} addresses.'), {
        values: { count: MAX_ADDRESSES },
      });
    }
    const isDefault = input.makeDefault || existing.length === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ publicId: newPublicId(), userId, ...toRow(input), isDefault })
      .returning(COLUMNS);
    return row!;
  });
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  addressId: string,
  input: AddressInput,
): Promise<Address> {
  return db.transaction(async (tx) => {
    if (input.makeDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({
        ...toRow(input),
        ...(input.makeDefault ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(addresses.publicId, addressId), eq(addresses.userId, userId)))
      .returning(COLUMNS);
    if (!row) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
    return row;
  });
}

export async function setDefaultAddress(
  db: DbOrTx,
  userId: number,
  addressId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(eq(addresses.publicId, addressId), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (!row) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: DbOrTx, userId: number, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.publicId, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

async function clearDefault(db: DbOrTx, userId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}
