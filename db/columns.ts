/** Column shapes the tables share, spelled once so that none drifts (a timestamp without its zone). */
import { serial, timestamp } from 'drizzle-orm/pg-core';

/** The row's own number. */
export const serialId = () => serial('id').primaryKey();

/** A moment in time, stored with its zone (PostgreSQL `timestamptz`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
