/**
 * The demo shop's installation (issue 35): installed categories, every store's capacity,
 * where each pincode is (its stores' position, for the towns with a store) and which store
 * serves it by default (the nearest within reach). Idempotent like the rest of the seed.
 */
import { inArray, sql } from 'drizzle-orm';
import { categories } from '../../app/modules/catalog/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { defaultServedPincodes } from '../../app/modules/installation/nearest.ts';
import {
  categoryInstallation,
  storeCapacity,
  storePincodes,
} from '../../app/modules/installation/schema.ts';
import { serviceablePincodes } from '../../app/modules/shipping/schema.ts';
import type { Tx } from '../client.ts';
import { DEMO_VISITS_PER_SLOT, INSTALLED_CATEGORIES } from './data/installation.ts';

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export async function seedInstallation(tx: Tx): Promise<void> {
  const installed = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.name,
        INSTALLED_CATEGORIES.map((c) => c.category),
      ),
    );
  const idOf = new Map(installed.map((c) => [c.name, c.id]));
  await tx
    .insert(categoryInstallation)
    .values(
      INSTALLED_CATEGORIES.flatMap(({ category, pricePaise, minutes }) => {
        const categoryId = idOf.get(category);
        return categoryId ? [{ categoryId, pricePaise, minutes }] : [];
      }),
    )
    .onConflictDoNothing();

  const all = await tx.select().from(stores);
  await tx
    .insert(storeCapacity)
    .values(
      all.map((store) => ({
        storeId: store.id,
        morning: DEMO_VISITS_PER_SLOT,
        afternoon: DEMO_VISITS_PER_SLOT,
      })),
    )
    .onConflictDoNothing();

  // A pincode with a store is where its stores are; another in a store town, the town's.
  const pincodes = await tx.select().from(serviceablePincodes);
  const located = pincodes.flatMap((row) => {
    const here = all.filter((s) => s.pincode === row.pincode);
    const town = here.length ? here : all.filter((s) => s.town === row.city);
    if (!town.length) return [];
    return [
      {
        pincode: row.pincode,
        latitude: mean(town.map((s) => s.latitude)),
        longitude: mean(town.map((s) => s.longitude)),
      },
    ];
  });
  for (const place of located) {
    await tx
      .update(serviceablePincodes)
      .set({ latitude: place.latitude, longitude: place.longitude })
      .where(sql`${serviceablePincodes.pincode} = ${place.pincode}`);
  }
  const served = defaultServedPincodes(all, located);
  if (served.length) await tx.insert(storePincodes).values(served).onConflictDoNothing();
}
