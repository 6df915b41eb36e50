/** The demo shop: what the seed promises, and that seeding is idempotent. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, queryRows, SqlNumber } from '../../db/client.ts';

const Count = z.object({ n: SqlNumber });

import { listSliders } from '../../app/modules/content/queries.server.ts';
import { verifyPassword } from '../../app/modules/identity/passwords.server.ts';
import * as schema from '../../db/schema.ts';
import { seedDemoShop } from '../../db/seed/seed.ts';
import { PASSWORD } from '../setup/browser.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const ROOT = path.resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function counts() {
  const db = database.db;
  const tables = {
    categories: schema.categories,
    products: schema.products,
    variants: schema.productVariants,
    images: schema.productImages,
    memberships: schema.productCategories,
    warranties: schema.productWarranties,
    sliders: schema.sliders,
    videos: schema.videos,
    stores: schema.stores,
    pincodes: schema.serviceablePincodes,
    reviews: schema.productReviews,
    orders: schema.orders,
    users: schema.users,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe('demo shop', () => {
  it('has the catalog the shop promises', async () => {
    const db = database.db;
    const n = await counts();
    expect(n.categories).toBe(14);
    expect(n.products).toBeGreaterThanOrEqual(120);
    expect(n.stores).toBe(56);
    expect(n.videos).toBeGreaterThanOrEqual(6);
    expect(n.images).toBeGreaterThanOrEqual(n.products! * 3);

    const sliderTypes = await db.selectDistinct({ type: schema.sliders.type }).from(schema.sliders);
    expect(sliderTypes.map((s) => s.type).sort()).toEqual(['collection', 'product', 'promotion']);

    const [outOfStock] = await queryRows(
      db,
      sql`
      select count(*)::int as n from products p
       where (select stock from product_variants v where v.product_id = p.id order by position limit 1) = 0`,
      Count,
    );
    expect(outOfStock!.n).toBeGreaterThan(0);

    const [above40] = await queryRows(
      db,
      sql`
      select count(distinct product_id)::int as n from product_variants
       where (base_price_paise - discounted_price_paise) * 100 > 40 * base_price_paise`,
      Count,
    );
    expect(above40!.n).toBeGreaterThan(3);

    const [washers] = await queryRows(
      db,
      sql`
      select count(*)::int as n from product_categories pc join categories c on c.id = pc.category_id
       where c.name = 'High Pressure Washers'`,
      Count,
    );
    expect(washers!.n).toBeGreaterThanOrEqual(6);

    const featured = await db
      .select({ n: count() })
      .from(schema.products)
      .where(eq(schema.products.featured, true));
    expect(featured[0]!.n).toBeGreaterThan(0);

    const [families] = await queryRows(
      db,
      sql`
      select count(*)::int as n from (select colour_family_id from products
        where colour_family_id is not null group by colour_family_id having count(*) > 1) f`,
      Count,
    );
    expect(families!.n).toBeGreaterThan(0);
  });

  it('leads each hero slide where its picture says (a promotion too, not to every product)', async () => {
    const slides = await listSliders(database.db);
    const hrefs = Object.fromEntries(slides.map((slide) => [slide.title, slide.href]));
    expect(hrefs).toMatchObject({
      'Monsoon Geyser Sale – up to 45% off': '/collections/Instant-Geysers',
      'Pressure washers – up to 50% off': '/collections/High-Pressure-Washers',
      '56 stores across Karnataka': '/stores',
      'Instant Geyser 3 Litre': '/product/Instant-Geyser-3-Litre',
      'Korai Mats': '/collections/Korai-Mat',
    });
    // A promotion whose link is another site's is never followed off the shop.
    await database.db
      .update(schema.sliders)
      .set({ categoryId: null, link: '//evil.example/x' })
      .where(eq(schema.sliders.title, '56 stores across Karnataka'));
    const after = await listSliders(database.db);
    expect(after.find((slide) => slide.title === '56 stores across Karnataka')?.href).toBe(
      '/products',
    );
    await database.db
      .update(schema.sliders)
      .set({ link: '/stores' })
      .where(eq(schema.sliders.title, '56 stores across Karnataka'));
  });

  it('knows where it delivers and where cash on delivery is offered', async () => {
    const db = database.db;
    const rows = await db.select().from(schema.serviceablePincodes);
    const byPin = new Map(rows.map((r) => [r.pincode, r]));
    expect(byPin.get('560001')).toMatchObject({ deliverable: true, codAvailable: true });
    expect(byPin.get('572101')).toMatchObject({ deliverable: true, codAvailable: true });
    expect(byPin.get('110001')).toMatchObject({ deliverable: true, codAvailable: false });
    for (const row of rows) expect(row.pincode).toMatch(/^[1-9]\d{5}$/);
  });

  it('is idempotent: seeding again changes nothing, and keeps public ids', async () => {
    const before = await counts();
    const idsBefore = await database.db
      .select({ slug: schema.products.slug, publicId: schema.products.publicId })
      .from(schema.products)
      .orderBy(schema.products.slug);
    await seedDemoShop(database.db);
    expect(await counts()).toEqual(before);
    const idsAfter = await database.db
      .select({ slug: schema.products.slug, publicId: schema.products.publicId })
      .from(schema.products)
      .orderBy(schema.products.slug);
    expect(idsAfter).toEqual(idsBefore);
  });

  it('--reset rebuilds the demo from scratch', async () => {
    const before = await counts();
    await database.db.insert(schema.contactMessages).values({
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      subject: 'Hi',
      message: 'Hello',
    });
    await seedDemoShop(database.db, { reset: true });
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(schema.contactMessages)).toHaveLength(0);
  });
});

describe('the demo reviews (issue 31)', () => {
  const number = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows(database.db, query, Count);
    return row?.n ?? -1;
  };

  it('has reviews on most products, each by a buyer whose order of it was delivered', async () => {
    const reviewed = await number(
      sql`select count(*) as n from products where active and review_count > 0`,
    );
    const active = await number(sql`select count(*) as n from products where active`);
    expect(reviewed / active).toBeGreaterThan(0.7);
    expect(
      await number(sql`select count(*) as n from product_reviews r where not exists (
        select 1 from orders o join order_lines ol on ol.order_id = o.id
        where o.user_id = r.user_id and o.status = 'Delivered' and ol.product_id = r.product_id
          and ol.id = r.order_line_id)`),
    ).toBe(0);
    // Every demo order went through the whole history, dated as it went.
    expect(
      await number(sql`select count(*) as n from orders o where o.status = 'Delivered' and (
        select count(*) from order_status_history h where h.order_id = o.id) <> 5`),
    ).toBe(0);
  });

  it('varies them: stars, photos whose files exist, seller replies, votes, reports, a few hidden', async () => {
    const [spread] = await queryRows(
      database.db,
      sql`select count(distinct rating) as stars,
          count(*) filter (where cardinality(photos) > 0) as photos,
          count(*) filter (where seller_reply is not null) as replies,
          count(*) filter (where helpful_count > 0) as helpful,
          count(*) filter (where report_count > 0) as reported,
          count(*) filter (where status = 'hidden') as hidden
        from product_reviews`,
      z.object({
        stars: SqlNumber,
        photos: SqlNumber,
        replies: SqlNumber,
        helpful: SqlNumber,
        reported: SqlNumber,
        hidden: SqlNumber,
      }),
    );
    expect(spread).toMatchObject({ stars: 5 });
    for (const kind of ['photos', 'replies', 'helpful', 'reported', 'hidden'] as const) {
      expect(spread![kind], kind).toBeGreaterThan(0);
    }
    const photos = await database.db
      .select({ photos: schema.productReviews.photos })
      .from(schema.productReviews);
    for (const photo of photos.flatMap((row) => row.photos)) {
      for (const file of [photo, photo.replace('.webp', '-thumb.webp')]) {
        expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      }
    }
    // Votes and reports are rows, one per other buyer: the counts are theirs.
    expect(
      await number(sql`select count(*) as n from product_reviews r
        where helpful_count <> (select count(*) from review_votes v where v.review_id = r.id)
           or report_count <> (select count(*) from review_reports x where x.review_id = r.id)`),
    ).toBe(0);
  });

  it('keeps each product’s stored aggregate equal to its published reviews', async () => {
    expect(
      await number(sql`select count(*) as n from products p
        left join lateral (
          select count(*)::int as reviews, coalesce(sum(rating), 0)::int as stars
          from product_reviews r where r.product_id = p.id and r.status = 'published') t on true
        where p.review_count <> t.reviews or p.rating_total <> t.stars`),
    ).toBe(0);
  });

  it('gives the demo buyers no way to sign in', async () => {
    const buyers = await database.db
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(sql`${schema.users.email} like '%@buyers.gruha.example'`);
    expect(buyers.length).toBeGreaterThan(20);
    for (const { hash } of buyers) expect(await verifyPassword(hash, PASSWORD)).toBe(false);
  });

  it('has answered questions, each buyer’s answer by a buyer of the product', async () => {
    expect(
      await number(sql`select count(*) as n from product_questions
        where status = 'published' and answered_at is not null`),
    ).toBeGreaterThan(20);
    expect(
      await number(sql`select count(*) as n from question_answers where answered_by = 'buyer'`),
    ).toBeGreaterThan(5);
    expect(
      await number(sql`select count(*) as n from question_answers a
        join product_questions q on q.id = a.question_id
        where a.answered_by = 'buyer' and not exists (
          select 1 from orders o join order_lines ol on ol.order_id = o.id
          where o.user_id = a.user_id and o.status = 'Delivered' and ol.product_id = q.product_id)`),
    ).toBe(0);
  });
});
