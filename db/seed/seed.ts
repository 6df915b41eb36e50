/**
 * Loads the demo shop. Idempotent: rows are upserted by their natural keys (names,
 * slugs, product codes, store codes, pincodes), so running it twice changes nothing.
 * `reset` empties every table first and rebuilds the demo from scratch.
 */
import { count, getTableColumns, getTableName, inArray, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { newPublicId } from '../../app/lib/ids.server.ts';
import type { Db, Tx } from '../client.ts';
import * as schema from '../schema.ts';
import { CATEGORIES, COLLECTION_GROUPS } from './data/categories.ts';
import { PINCODES } from './data/pincodes.ts';
import { PRODUCTS } from './data/products.ts';
import { SLIDERS } from './data/sliders.ts';
import { CATEGORY_ATTRIBUTES, specValuesFor } from './data/specifications.ts';
import { STORES } from './data/stores.ts';
import { VIDEOS } from './data/videos.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedInstallation } from './installation.ts';

const {
  categories,
  categoryAttributes,
  collectionGroups,
  colourFamilies,
  productCategories,
  productImages,
  productSpecs,
  productVariants,
  productWarranties,
  products,
  serviceablePincodes,
  sliders,
  stores,
  videoProducts,
  videos,
} = schema;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** `set` clause for an upsert that takes the listed columns from the incoming row. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]),
  ) as Partial<Record<keyof T['$inferInsert'], SQL>>;
}

async function truncateAll(tx: Tx) {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const names = tables.map((table) => `"${getTableName(table)}"`).join(', ');
  await tx.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

async function seedCategories(tx: Tx): Promise<Map<string, number>> {
  const groups = await tx
    .insert(collectionGroups)
    .values(
      COLLECTION_GROUPS.map((g) => ({
        name: g.name,
        nameKn: g.nameKn ?? null,
        position: g.position,
      })),
    )
    .onConflictDoUpdate({
      target: collectionGroups.name,
      set: fromExcluded(collectionGroups, ['nameKn', 'position']),
    })
    .returning({ id: collectionGroups.id, name: collectionGroups.name });
  const groupIds = new Map(groups.map((g) => [g.name, g.id]));
  const rows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, index) => ({
        name: c.name,
        nameKn: c.nameKn ?? null,
        slug: c.slug,
        image: c.image,
        position: index,
        groupId: c.group ? (groupIds.get(c.group) ?? null) : null,
        hsnCode: c.tax?.hsnCode ?? null,
        gstRatePercent: c.tax?.gstRatePercent ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: categories.name,
      set: fromExcluded(categories, [
        'nameKn',
        'slug',
        'image',
        'position',
        'groupId',
        'hsnCode',
        'gstRatePercent',
      ]),
    })
    .returning({ id: categories.id, name: categories.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function seedProducts(
  tx: Tx,
  categoryIds: Map<string, number>,
): Promise<Map<string, number>> {
  const barcodeCounts = new Map<string, number>();
  for (const p of PRODUCTS) barcodeCounts.set(p.barcode, (barcodeCounts.get(p.barcode) ?? 0) + 1);
  const familyBarcodes = [...barcodeCounts].filter(([, n]) => n > 1).map(([barcode]) => barcode);
  const families = familyBarcodes.length
    ? await tx
        .insert(colourFamilies)
        .values(familyBarcodes.map((barcode) => ({ barcode })))
        .onConflictDoUpdate({
          target: colourFamilies.barcode,
          set: fromExcluded(colourFamilies, ['barcode']),
        })
        .returning({ id: colourFamilies.id, barcode: colourFamilies.barcode })
    : [];
  const familyIds = new Map(families.map((f) => [f.barcode, f.id]));

  const rows = await tx
    .insert(products)
    .values(
      PRODUCTS.map((p) => ({
        publicId: newPublicId(),
        name: p.name,
        nameKn: p.nameKn ?? null,
        slug: p.slug,
        descriptionHtml: p.descriptionHtml,
        descriptionHtmlKn: p.descriptionHtmlKn ?? null,
        barcode: p.barcode,
        sku: p.sku,
        colourFamilyId: familyIds.get(p.barcode) ?? null,
        colourName: p.colour?.name ?? null,
        colourNameKn: p.colour?.nameKn ?? null,
        colourHex: p.colour?.hex ?? null,
        featured: p.featured,
        orderCount: p.orderCount,
        deliveryKarnatakaPaise: p.delivery.karnatakaPaise,
        deliveryOtherPaise: p.delivery.nonKarnatakaPaise,
      })),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: fromExcluded(products, [
        'name',
        'nameKn',
        'descriptionHtml',
        'descriptionHtmlKn',
        'barcode',
        'sku',
        'colourFamilyId',
        'colourName',
        'colourNameKn',
        'colourHex',
        'featured',
        'orderCount',
        'deliveryKarnatakaPaise',
        'deliveryOtherPaise',
      ]),
    })
    .returning({ id: products.id, slug: products.slug });
  const productIds = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = [...productIds.values()];

  // Children are replaced wholesale: nothing outside the seed points at them.
  await tx.delete(productImages).where(inArray(productImages.productId, ids));
  await tx.delete(productWarranties).where(inArray(productWarranties.productId, ids));
  await tx.delete(productCategories).where(inArray(productCategories.productId, ids));

  const images = PRODUCTS.flatMap((p) =>
    p.images.map((path, position) => ({
      productId: productIds.get(p.slug)!,
      position,
      path,
      alt: position === 0 ? p.name : `${p.name}, view ${position + 1}`,
      altKn: p.nameKn ? (position === 0 ? p.nameKn : `${p.nameKn}, ಚಿತ್ರ ${position + 1}`) : null,
    })),
  );
  await tx.insert(productImages).values(images);
  const warranties = PRODUCTS.flatMap((p) =>
    p.warranty.map((w, position) => ({
      productId: productIds.get(p.slug)!,
      position,
      option: w.option,
      optionKn: w.optionKn ?? null,
      value: w.value,
      valueKn: w.valueKn ?? null,
    })),
  );
  if (warranties.length) await tx.insert(productWarranties).values(warranties);

  const allProductsId = categoryIds.get('All Products');
  const memberships = PRODUCTS.flatMap((p, position) =>
    [...(allProductsId ? ['All Products'] : []), ...p.categories].map((name) => {
      const categoryId = categoryIds.get(name);
      if (!categoryId) throw new Error(`Seed product ${p.slug} names unknown category ${name}`);
      return { productId: productIds.get(p.slug)!, categoryId, position };
    }),
  );
  await tx.insert(productCategories).values(memberships);

  const variants = PRODUCTS.flatMap((p) =>
    p.variants.map((v, position) => ({
      publicId: newPublicId(),
      productId: productIds.get(p.slug)!,
      position,
      weight: v.weight,
      unit: v.unit,
      basePricePaise: v.basePricePaise,
      discountedPricePaise: v.discountedPricePaise,
      stock: v.stock,
      productCode: v.productCode,
    })),
  );
  await tx
    .insert(productVariants)
    .values(variants)
    .onConflictDoUpdate({
      target: productVariants.productCode,
      set: fromExcluded(productVariants, [
        'productId',
        'position',
        'weight',
        'unit',
        'basePricePaise',
        'discountedPricePaise',
        'stock',
      ]),
    });
  return productIds;
}

/**
 * Each category's attributes (upserted by category and key) and every product's values,
 * replaced wholesale like the other children of a product.
 */
async function seedSpecifications(
  tx: Tx,
  categoryIds: Map<string, number>,
  productIds: Map<string, number>,
) {
  const attributeRows = Object.entries(CATEGORY_ATTRIBUTES).flatMap(([category, attributes]) =>
    attributes.map((a, position) => {
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`Seed attributes name unknown category ${category}`);
      return {
        categoryId,
        key: a.key,
        name: a.name,
        nameKn: a.nameKn,
        type: a.type,
        unit: a.unit ?? null,
        choices: a.choices ?? [],
        ranges: a.ranges ?? [],
        filterable: a.filterable ?? true,
        comparable: a.comparable ?? true,
        position,
      };
    }),
  );
  const attributes = await tx
    .insert(categoryAttributes)
    .values(attributeRows)
    .onConflictDoUpdate({
      target: [categoryAttributes.categoryId, categoryAttributes.key],
      set: fromExcluded(categoryAttributes, [
        'name',
        'nameKn',
        'type',
        'unit',
        'choices',
        'ranges',
        'filterable',
        'comparable',
        'position',
      ]),
    })
    .returning({
      id: categoryAttributes.id,
      categoryId: categoryAttributes.categoryId,
      key: categoryAttributes.key,
      type: categoryAttributes.type,
    });
  const attributeOf = new Map(attributes.map((a) => [`${a.categoryId}:${a.key}`, a]));
  const ids = [...productIds.values()];
  await tx.delete(productSpecs).where(inArray(productSpecs.productId, ids));
  const variantRows = await tx
    .select({ id: productVariants.id, code: productVariants.productCode })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const variantIds = new Map(variantRows.map((v) => [v.code, v.id]));
  const specs = PRODUCTS.flatMap((p) => {
    const categoryId = categoryIds.get(p.categories[0] ?? '');
    return specValuesFor(p).map((spec) => {
      const attribute = attributeOf.get(`${categoryId}:${spec.key}`);
      if (!attribute) throw new Error(`Seed product ${p.slug}: no attribute ${spec.key}`);
      const typed = { number: 'number', choice: 'string', boolean: 'boolean' }[attribute.type];
      if (typeof spec.value !== typed) {
        throw new Error(`Seed product ${p.slug}: ${spec.key} is not a ${attribute.type}`);
      }
      return {
        productId: productIds.get(p.slug)!,
        attributeId: attribute.id,
        variantId:
          spec.variant === undefined
            ? null
            : (variantIds.get(p.variants[spec.variant]!.productCode) ?? null),
        valueNumber: typeof spec.value === 'number' ? spec.value : null,
        valueChoice: typeof spec.value === 'string' ? spec.value : null,
        valueBoolean: typeof spec.value === 'boolean' ? spec.value : null,
      };
    });
  });
  if (specs.length) await tx.insert(productSpecs).values(specs);
}

async function seedContent(tx: Tx, productIds: Map<string, number>) {
  const categoryBySlug = new Map(
    (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  await tx.delete(sliders);
  await tx.insert(sliders).values(
    SLIDERS.map((s) => ({
      type: s.type,
      position: s.position,
      title: s.title,
      titleKn: s.titleKn ?? null,
      image: s.image,
      mobileImage: s.mobileImage,
      productId: s.type === 'product' && s.target ? (productIds.get(s.target) ?? null) : null,
      categoryId:
        s.type !== 'product' && s.target && !s.target.startsWith('/')
          ? (categoryBySlug.get(s.target) ?? null)
          : null,
      link: s.type === 'promotion' && s.target?.startsWith('/') ? s.target : null,
    })),
  );

  await tx.delete(videos);
  const videoRows = await tx
    .insert(videos)
    .values(
      VIDEOS.map((v) => ({
        title: v.title,
        titleKn: v.titleKn ?? null,
        videoUrl: v.videoUrl,
        posterImage: v.posterImage,
        position: v.position,
      })),
    )
    .returning({ id: videos.id, videoUrl: videos.videoUrl });
  const videoIds = new Map(videoRows.map((v) => [v.videoUrl, v.id]));
  const links = VIDEOS.flatMap((v) =>
    v.productSlugs.map((slug, position) => {
      const productId = productIds.get(slug);
      if (!productId) throw new Error(`Seed video ${v.title} names unknown product ${slug}`);
      return { videoId: videoIds.get(v.videoUrl)!, productId, position };
    }),
  );
  if (links.length) await tx.insert(videoProducts).values(links);

  await tx
    .insert(stores)
    .values(
      STORES.map((s, position) => ({
        ...s,
        nameKn: s.nameKn ?? null,
        addressKn: s.addressKn ?? null,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: stores.code,
      set: fromExcluded(stores, [
        'name',
        'nameKn',
        'address',
        'addressKn',
        'town',
        'district',
        'pincode',
        'phone',
        'latitude',
        'longitude',
        'image',
        'mapsLink',
        'position',
      ]),
    });

  await tx
    .insert(serviceablePincodes)
    .values(PINCODES)
    .onConflictDoUpdate({
      target: serviceablePincodes.pincode,
      set: fromExcluded(serviceablePincodes, [
        'city',
        'district',
        'state',
        'deliverable',
        'codAvailable',
        'deliveryDays',
      ]),
    });
}

/**
 * `reviews` (default true): also the demo's buyers, their delivered orders, reviews and
 * questions (demo-reviews.ts, demo-questions.ts); the integration tests leave them out,
 * each writing its own.
 */
export async function seedDemoShop(
  db: Db,
  options: { reset?: boolean; reviews?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.reset) await truncateAll(tx);
    const categoryIds = await seedCategories(tx);
    const productIds = await seedProducts(tx, categoryIds);
    await seedSpecifications(tx, categoryIds, productIds);
    await seedContent(tx, productIds);
    await seedInstallation(tx);
    if (options.reviews ?? true) {
      await seedDemoReviews(tx);
      await seedDemoQuestions(tx);
    }
  });
}
