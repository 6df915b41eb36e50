/**
 * Content in the back office: the store network (add, edit, hide; names and addresses in
 * English and Kannada) and the home page's slides and videos (their order, whether they
 * show, their Kannada titles). Every change is one transaction
 * with its audit entry; the storefront follows on its next view (storefront version).
 */
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { categories, products } from '../catalog/schema.ts';
import { sliders, stores, videos } from '../content/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit, sentFields } from './audit.server.ts';
import { CONTENT_MESSAGES } from './content-limits.ts';
import type { PlacementInput, StoreInput } from './content-validation.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged, searchText } from './paging.ts';

export type StoreRow = typeof stores.$inferSelect;

const STORE_CODE = /^[A-Z0-9-]{2,20}$/;

export async function listStoresForStaff(
  db: DbOrTx,
  q: string,
  page: number,
): Promise<Paged<StoreRow>> {
  const term = searchText(q, 60).replace(/[%_\\]/g, '');
  const where = term
    ? or(
        ilike(stores.name, `%${term}%`),
        ilike(stores.nameKn, `%${term}%`),
        ilike(stores.town, `%${term}%`),
        ilike(stores.district, `%${term}%`),
        eq(stores.pincode, term),
        eq(stores.code, term.toUpperCase()),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(asc(stores.position), asc(stores.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ count: count() }).from(stores).where(where),
  ]);
  return paged(rows, page, total?.count ?? 0);
}

export async function findStore(db: DbOrTx, code: string, lock = false): Promise<StoreRow | null> {
  if (!STORE_CODE.test(code)) return null;
  const query = db.select().from(stores).where(eq(stores.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function codeTaken(db: DbOrTx, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.code, code))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** Adds a store, or updates the one with `existingCode`. Returns its (possibly new) code. */
export async function saveStore(
  db: DbOrTx,
  staff: Staff,
  input: StoreInput,
  existingCode?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (existingCode === undefined) {
      if (await codeTaken(tx, input.code)) {
        throw new DomainError('conflict', CONTENT_MESSAGES.codeTaken, { field: 'code' });
      }
      const values = { ...input, nameKn: input.nameKn ?? null, addressKn: input.addressKn ?? null };
      await tx.insert(stores).values(values);
      await recordAudit(tx, staff, {
        action: 'store.create',
        entityType: 'store',
        entityId: input.code,
        after: values,
      });
      return input.code;
    }
    const store = await findStore(tx, existingCode, true);
    if (!store) throw new DomainError('not_found', 'This store was not found.');
    if (input.code !== store.code && (await codeTaken(tx, input.code, store.id))) {
      throw new DomainError('conflict', CONTENT_MESSAGES.codeTaken, { field: 'code' });
    }
    // A post without the Kannada fields leaves them as stored.
    const sent = sentFields(input);
    const change = changedFields(store, sent);
    if (!change) return store.code;
    await tx.update(stores).set(sent).where(eq(stores.id, store.id));
    await recordAudit(tx, staff, {
      action: 'store.update',
      entityType: 'store',
      entityId: input.code,
      ...change,
    });
    return input.code;
  });
}

export interface HomeSlide {
  id: number;
  type: string;
  title: string;
  titleKn: string | null;
  image: string;
  target: string | null;
  position: number;
  active: boolean;
}

export interface HomeVideo {
  id: number;
  title: string;
  titleKn: string | null;
  posterImage: string;
  position: number;
  active: boolean;
}

/** Every slide and video, shown or not, in the order the home page uses. */
export async function listHomeContent(db: DbOrTx) {
  const [slides, videoRows] = await Promise.all([
    db
      .select({
        id: sliders.id,
        type: sliders.type,
        title: sliders.title,
        titleKn: sliders.titleKn,
        image: sliders.image,
        target: sql<string | null>`coalesce(${products.name}, ${categories.name}, ${sliders.link})`,
        position: sliders.position,
        active: sliders.active,
      })
      .from(sliders)
      .leftJoin(products, eq(products.id, sliders.productId))
      .leftJoin(categories, eq(categories.id, sliders.categoryId))
      .orderBy(
        sql`case ${sliders.type} when 'promotion' then 0 when 'product' then 1 else 2 end`,
        asc(sliders.position),
        asc(sliders.id),
      ),
    db
      .select({
        id: videos.id,
        title: videos.title,
        titleKn: videos.titleKn,
        posterImage: videos.posterImage,
        position: videos.position,
        active: videos.active,
      })
      .from(videos)
      .orderBy(asc(videos.position), asc(videos.id)),
  ]);
  return { slides: slides as HomeSlide[], videos: videoRows as HomeVideo[] };
}

/** Moves a slide or a video, shows or hides it, and sets its Kannada title. */
export async function placeHomeItem(
  db: DbOrTx,
  staff: Staff,
  kind: 'slide' | 'video',
  input: PlacementInput,
): Promise<void> {
  const table = kind === 'slide' ? sliders : videos;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        position: table.position,
        active: table.active,
        titleKn: table.titleKn,
        title: table.title,
      })
      .from(table)
      .where(eq(table.id, input.id))
      .for('update');
    if (!row) throw new DomainError('not_found', `This ${kind} was not found.`);
    const change = changedFields(
      row,
      sentFields({ position: input.position, active: input.active, titleKn: input.titleKn }),
    );
    if (!change) return;
    await tx
      .update(table)
      .set(change.after)
      .where(and(eq(table.id, input.id)));
    await recordAudit(tx, staff, {
      action: `${kind}.update`,
      entityType: kind,
      entityId: String(input.id),
      before: { title: row.title, ...change.before },
      after: change.after,
    });
  });
}
