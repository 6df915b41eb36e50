/**
 * Fills a separate database with N synthetic products (default 100 000) for scale tests:
 * realistic names built from per-category word banks, 1-3 variants each, one image
 * reusing the demo media, descriptions adapted from the demo catalog, colour families,
 * featured and discounted products, spread creation dates. Batched multi-row inserts.
 *
 *   DATABASE_URL=postgres://.../storefront_bench_100k node scripts/synthetic-catalog.ts --count=100000
 *   node scripts/synthetic-catalog.ts --data-dir=/tmp/scale-pglite --count=10000
 *
 * It replaces the whole catalog of the target database, so it refuses ./data (the shop's
 * own PGlite) and PostgreSQL databases whose name does not contain bench, synthetic,
 * scale or test (pass --force to override the name check).
 */
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newPublicId } from '../app/lib/ids.server.ts';
import { type Database, type Db, openDatabase, queryRows, SqlNumber } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { CATEGORIES, COLLECTION_GROUPS } from '../db/seed/data/categories.ts';
import { PRODUCTS } from '../db/seed/data/products.ts';
import { CATEGORY_ATTRIBUTES, specValuesFor } from '../db/seed/data/specifications.ts';

const BATCH = 1000;

interface Bank {
  code: string;
  nouns: string[];
  features: string[];
  sizes: [string, string][];
  /** Rupees for the smallest size. */
  price: [number, number];
}

/** Word banks per category, in the words shoppers use. */
const BANKS: Record<string, Bank> = {
  'Instant Geysers': {
    code: 'GEY',
    nouns: [
      'Instant Geyser',
      'Storage Geyser',
      'Water Heater',
      'Instant Water Heater',
      'Gas Geyser',
    ],
    features: [
      'Digital',
      'Compact',
      'Premium',
      'Slim',
      'Glassline',
      'Copper',
      'Smart',
      'Vertical',
      'Horizontal',
      'ISI Marked',
    ],
    sizes: [
      ['1', 'Litre'],
      ['3', 'Litre'],
      ['5', 'Litre'],
      ['10', 'Litre'],
      ['15', 'Litre'],
      ['25', 'Litre'],
    ],
    price: [2500, 14000],
  },
  'Portable Washing Machine': {
    code: 'PWM',
    nouns: [
      'Portable Washing Machine',
      'Mini Washing Machine',
      'Bucket Washer',
      'Spin Dryer',
      'Foldable Washer',
    ],
    features: [
      'Compact',
      'Foldable',
      'Baby Care',
      'Travel',
      'with Dryer',
      'Single Tub',
      'Transparent Lid',
    ],
    sizes: [
      ['1.5', 'Kg'],
      ['2', 'Kg'],
      ['3', 'Kg'],
      ['4', 'Kg'],
      ['5', 'Kg'],
    ],
    price: [2500, 9000],
  },
  'Semi Automatic washing Machine': {
    code: 'SAW',
    nouns: [
      'Semi Automatic Washing Machine',
      'Twin Tub Washing Machine',
      'Top Load Washing Machine',
    ],
    features: [
      'Toughened Glass Lid',
      'Jumbo',
      'Rust Proof',
      'Air Dry',
      'Heavy Duty',
      'Soak Function',
      'Collar Scrubber',
    ],
    sizes: [
      ['6.5', 'Kg'],
      ['7', 'Kg'],
      ['7.5', 'Kg'],
      ['8', 'Kg'],
      ['9', 'Kg'],
      ['10', 'Kg'],
      ['12', 'Kg'],
    ],
    price: [9000, 22000],
  },
  'High Pressure Washers': {
    code: 'HPW',
    nouns: ['High Pressure Washer', 'Pressure Washer', 'Car Washer', 'Jet Washer'],
    features: [
      'Induction Motor',
      'Heavy Duty',
      'Cordless',
      'with Foam Gun',
      'Commercial',
      'Compact',
      'Total Stop',
    ],
    sizes: [
      ['1400', 'Watt'],
      ['1600', 'Watt'],
      ['1800', 'Watt'],
      ['2000', 'Watt'],
      ['2200', 'Watt'],
      ['2400', 'Watt'],
    ],
    price: [5000, 25000],
  },
  'Vaccum Cleaners': {
    code: 'VAC',
    nouns: [
      'Vacuum Cleaner',
      'Wet Dry Vacuum Cleaner',
      'Handheld Vacuum',
      'Stick Vacuum Cleaner',
      'Car Vacuum Cleaner',
    ],
    features: [
      'Bagless',
      'Cyclonic',
      'HEPA Filter',
      'Cordless',
      'Stainless Steel',
      'Blower',
      'Drum',
    ],
    sizes: [
      ['600', 'Watt'],
      ['800', 'Watt'],
      ['1200', 'Watt'],
      ['1400', 'Watt'],
      ['1600', 'Watt'],
    ],
    price: [2000, 14000],
  },
  'Water Pumps': {
    code: 'PMP',
    nouns: [
      'Monoblock Pump',
      'Submersible Pump',
      'Booster Pump',
      'Jet Pump',
      'Borewell Pump',
      'Centrifugal Pump',
    ],
    features: [
      'Self Priming',
      'Openwell',
      'Shallow Well',
      'Pressure',
      'Copper Winding',
      'Stainless Steel',
    ],
    sizes: [
      ['0.25', 'HP'],
      ['0.5', 'HP'],
      ['1', 'HP'],
      ['1.5', 'HP'],
      ['2', 'HP'],
    ],
    price: [2500, 18000],
  },
  'Mixers and Wet Grinders': {
    code: 'MIX',
    nouns: [
      'Mixer Grinder',
      'Wet Grinder',
      'Juicer Mixer Grinder',
      'Table Top Wet Grinder',
      'Blender',
    ],
    features: [
      '3 Jar',
      '4 Jar',
      'Tilting',
      'Commercial',
      'Nutri',
      'Stainless Steel Jars',
      'Overload Protection',
    ],
    sizes: [
      ['500', 'Watt'],
      ['550', 'Watt'],
      ['750', 'Watt'],
      ['1000', 'Watt'],
      ['2', 'Litre'],
      ['3', 'Litre'],
    ],
    price: [1800, 12000],
  },
  'Gas Stoves': {
    code: 'GAS',
    nouns: ['Gas Stove', 'Glass Top Gas Stove', 'Gas Hob', 'Cooktop'],
    features: [
      'Auto Ignition',
      'Brass Burner',
      'Stainless Steel',
      'Toughened Glass',
      'Built-in',
      'Spill Proof',
    ],
    sizes: [
      ['1', 'Burner'],
      ['2', 'Burner'],
      ['3', 'Burner'],
      ['4', 'Burner'],
    ],
    price: [1500, 15000],
  },
  Chimneys: {
    code: 'CHM',
    nouns: ['Kitchen Chimney', 'Auto Clean Chimney', 'Island Chimney', 'Kitchen Hood'],
    features: [
      'Baffle Filter',
      'Filterless',
      'Curved Glass',
      'Straight Line',
      'Motion Sensor',
      'Slim',
    ],
    sizes: [
      ['60', 'cm'],
      ['75', 'cm'],
      ['90', 'cm'],
    ],
    price: [7000, 30000],
  },
  'Air coolers': {
    code: 'AIR',
    nouns: [
      'Air Cooler',
      'Desert Air Cooler',
      'Personal Air Cooler',
      'Tower Air Cooler',
      'Window Air Cooler',
    ],
    features: ['Honeycomb Pads', 'with Remote', 'Inverter Compatible', 'Ice Chamber', 'Auto Swing'],
    sizes: [
      ['12', 'Litre'],
      ['20', 'Litre'],
      ['35', 'Litre'],
      ['55', 'Litre'],
      ['70', 'Litre'],
      ['90', 'Litre'],
    ],
    price: [4000, 16000],
  },
  'Shoe Racks': {
    code: 'SHO',
    nouns: ['Shoe Rack', 'Shoe Cabinet', 'Shoe Stand', 'Shoe Organiser'],
    features: [
      'Wooden',
      'Metal',
      'Foldable',
      'Wall Mounted',
      'with Seat Bench',
      'with Doors',
      'Engineered Wood',
    ],
    sizes: [
      ['3', 'Tier'],
      ['4', 'Tier'],
      ['5', 'Tier'],
      ['6', 'Tier'],
      ['4', 'Feet'],
      ['5', 'Feet'],
    ],
    price: [1200, 9000],
  },
  'Korai Mat': {
    code: 'KOR',
    nouns: ['Korai Mat', 'Korai Dining Mat', 'Korai Yoga Mat', 'Korai Runner'],
    features: ['Classic', 'Floral Border', 'Pattamadai Silk', 'Striped', 'Natural', 'Hand Woven'],
    sizes: [
      ['3 x 6', 'Feet'],
      ['4 x 6', 'Feet'],
      ['5 x 6', 'Feet'],
      ['6 x 6', 'Feet'],
    ],
    price: [500, 4000],
  },
  'Sofa cum Beds': {
    code: 'SOF',
    nouns: ['Sofa cum Bed', 'Futon Sofa cum Bed', 'Pull Out Sofa cum Bed', 'L Shape Sofa cum Bed'],
    features: ['Fabric', 'Leatherette', 'Wooden', 'with Storage', 'Velvet', 'Jute'],
    sizes: [
      ['2', 'Seater'],
      ['3', 'Seater'],
      ['4', 'Seater'],
    ],
    price: [12000, 45000],
  },
};

const BRANDS = [
  'Gruha',
  'Gruha Pro',
  'Gruha Max',
  'HomeKraft',
  'Namma',
  'Kaveri',
  'Mysore',
  'Sahyadri',
  'Nandi',
  'Hampi',
];
const COLOURS: [string, string][] = [
  ['White', '#f3f4f6'],
  ['Black', '#22252a'],
  ['Grey', '#7b8590'],
  ['Blue', '#3b82c4'],
  ['Red', '#c9302c'],
  ['Maroon', '#7a2130'],
  ['Ivory', '#efe4c8'],
];

/** mulberry32: deterministic, so two runs of the same size build the same catalog. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], rand: () => number): T =>
  items[Math.floor(rand() * items.length)]!;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Demo media and descriptions per category, to reuse. */
function demoByCategory() {
  const byCategory = new Map<
    string,
    { images: string[]; descriptions: { name: string; html: string }[] }
  >();
  for (const product of PRODUCTS) {
    const category = product.categories[0]!;
    const entry = byCategory.get(category) ?? { images: [], descriptions: [] };
    entry.images.push(product.images[0]!);
    entry.descriptions.push({ name: product.name, html: product.descriptionHtml });
    byCategory.set(category, entry);
  }
  return byCategory;
}

export interface GenerateOptions {
  log?: (line: string) => void;
}

/** Replaces the catalog of `db` with `count` synthetic products. */
export async function generateSyntheticCatalog(
  db: Db,
  count: number,
  options: GenerateOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const rand = prng(count);
  await db.execute(
    sql.raw(
      'truncate products, product_variants, product_images, product_warranties, product_categories, product_specs, category_attributes, colour_families, categories, collection_groups, search_terms, sliders, videos, video_products restart identity cascade',
    ),
  );

  const groups = await db
    .insert(schema.collectionGroups)
    .values(COLLECTION_GROUPS.map((g) => ({ name: g.name, position: g.position })))
    .returning({ id: schema.collectionGroups.id, name: schema.collectionGroups.name });
  const groupIds = new Map(groups.map((g) => [g.name, g.id]));
  const categoryRows = await db
    .insert(schema.categories)
    .values(
      CATEGORIES.map((c, position) => ({
        name: c.name,
        slug: c.slug,
        image: c.image,
        position,
        groupId: c.group ? (groupIds.get(c.group) ?? null) : null,
      })),
    )
    .returning({ id: schema.categories.id, name: schema.categories.name });
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));
  const allProductsId = categoryIds.get('All Products')!;
  const attributes = await insertAttributes(db, categoryIds);
  const categoryNames = Object.keys(BANKS);
  const demo = demoByCategory();
  const now = Date.now();
  const twoYears = 2 * 365 * 86_400_000;
  let families = 0;
  let previous: { category: string; barcode: string } | null = null;

  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const specs = Array.from({ length: size }, (_, k) => {
      const n = start + k;
      // Runs of 7 products per category, so that colour families stay within one.
      const category = categoryNames[Math.floor(n / 7) % categoryNames.length]!;
      const bank = BANKS[category]!;
      const [weight, unit] = pick(bank.sizes, rand);
      const feature = rand() < 0.7 ? pick(bank.features, rand) : '';
      const colour = rand() < 0.3 ? pick(COLOURS, rand) : null;
      const name = [
        pick(BRANDS, rand),
        feature,
        pick(bank.nouns, rand),
        `${weight} ${unit}`,
        colour?.[0],
        String(10_000 + n),
      ]
        .filter(Boolean)
        .join(' ');
      const source = pick(
        demo.get(category)?.descriptions ?? [{ name: '', html: '<p></p>' }],
        rand,
      );
      const descriptionHtml = source.name
        ? source.html.replace(new RegExp(escapeRegExp(source.name), 'g'), name)
        : source.html;
      const variantCount = 1 + Math.floor(rand() * 3);
      const basePrice = bank.price[0] + rand() * (bank.price[1] - bank.price[0]);
      const off = Math.floor(rand() * 60);
      const variants = Array.from({ length: variantCount }, (_, v) => {
        const base = Math.round(basePrice * (1 + v * 0.25)) * 100;
        const discounted = Math.max(
          100,
          Math.round((base * (100 - (v === 0 ? off : Math.floor(off / 2)))) / 100),
        );
        const [w, u] =
          bank.sizes[(bank.sizes.indexOf(pick(bank.sizes, rand)) + v) % bank.sizes.length]!;
        return {
          weight: v === 0 ? weight : w,
          unit: v === 0 ? unit : u,
          basePricePaise: base,
          discountedPricePaise: discounted,
          stock: rand() < 0.1 ? 0 : Math.floor(rand() * 120),
          productCode: `SY-${bank.code}-${n}-${v}`,
        };
      });
      // About one product in ten joins its predecessor's colour family.
      const joinFamily = colour !== null && previous?.category === category && rand() < 0.33;
      const barcode =
        joinFamily && previous ? previous.barcode : `SYN${String(++families).padStart(10, '0')}`;
      previous = { category, barcode };
      return {
        n,
        category,
        name,
        descriptionHtml,
        colour,
        barcode,
        variants,
        image: pick(demo.get(category)?.images ?? ['/media/placeholder.webp'], rand),
        featured: rand() < 0.02,
        orderCount: Math.floor(rand() ** 3 * 2000),
        createdAt: new Date(now - Math.floor(rand() * twoYears)),
        delivery: rand() < 0.5 ? [0, 19900] : [9900, 29900],
      };
    });

    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.products)
        .values(
          specs.map((s) => ({
            publicId: newPublicId(),
            name: s.name,
            slug: s.name.replace(/ /g, '-'),
            descriptionHtml: s.descriptionHtml,
            barcode: s.barcode,
            sku: `SY-${s.n}`,
            colourName: s.colour?.[0] ?? null,
            colourHex: s.colour?.[1] ?? null,
            featured: s.featured,
            orderCount: s.orderCount,
            deliveryKarnatakaPaise: s.delivery[0]!,
            deliveryOtherPaise: s.delivery[1]!,
            createdAt: s.createdAt,
            updatedAt: s.createdAt,
          })),
        )
        .returning({ id: schema.products.id });
      const ids = inserted.map((r) => r.id);
      await tx.insert(schema.productVariants).values(
        specs.flatMap((s, k) =>
          s.variants.map((v, position) => ({
            publicId: newPublicId(),
            productId: ids[k]!,
            position,
            ...v,
          })),
        ),
      );
      await tx
        .insert(schema.productImages)
        .values(
          specs.map((s, k) => ({ productId: ids[k]!, position: 0, path: s.image, alt: s.name })),
        );
      await tx.insert(schema.productWarranties).values(
        specs.map((_s, k) => ({
          productId: ids[k]!,
          position: 0,
          option: 'Warranty',
          value: `${1 + (k % 3)} Years`,
        })),
      );
      await tx.insert(schema.productCategories).values(
        specs.flatMap((s, k) => [
          { productId: ids[k]!, categoryId: allProductsId, position: s.n },
          { productId: ids[k]!, categoryId: categoryIds.get(s.category)!, position: s.n },
        ]),
      );
      const variantIds = await tx
        .select({ id: schema.productVariants.id, productId: schema.productVariants.productId })
        .from(schema.productVariants)
        .where(inArray(schema.productVariants.productId, ids))
        .orderBy(schema.productVariants.productId, schema.productVariants.position);
      const variantsOf = Map.groupBy(variantIds, (v) => v.productId);
      const values = specs.flatMap((s, k) =>
        specRows(attributes.get(s.category) ?? [], ids[k]!, variantsOf.get(ids[k]!) ?? [], rand),
      );
      if (values.length) await tx.insert(schema.productSpecs).values(values);
    });
    if ((start / BATCH) % 10 === 9 || start + size >= count) {
      log(`  ${start + size} products (${Math.round((performance.now() - started) / 1000)} s)`);
    }
  }
  await db.execute(sql.raw('vacuum analyze products'));
  await db.execute(sql.raw('analyze'));
  log(`  done in ${Math.round((performance.now() - started) / 1000)} s`);
}

interface SyntheticAttribute {
  id: number;
  type: 'number' | 'choice' | 'boolean';
  /** The values the demo catalog has (numbers) or offers (choices). */
  pool: (number | string)[];
  /** Values differ by variant (the category's first number, as capacity does). */
  perVariant: boolean;
}

/** The demo's attributes for each category, with the values its products have. */
async function insertAttributes(
  db: Db,
  categoryIds: Map<string, number>,
): Promise<Map<string, SyntheticAttribute[]>> {
  const byCategory = new Map<string, SyntheticAttribute[]>();
  for (const [category, list] of Object.entries(CATEGORY_ATTRIBUTES)) {
    const categoryId = categoryIds.get(category);
    if (!categoryId) continue;
    const rows = await db
      .insert(schema.categoryAttributes)
      .values(
        list.map((a, position) => ({
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
        })),
      )
      .returning({ id: schema.categoryAttributes.id, key: schema.categoryAttributes.key });
    const demoValues = PRODUCTS.filter((p) => p.categories[0] === category).flatMap(specValuesFor);
    const firstNumber = list.find((a) => a.type === 'number')?.key;
    byCategory.set(
      category,
      list.map((a, i) => ({
        id: rows[i]!.id,
        type: a.type,
        pool:
          a.type === 'choice'
            ? (a.choices ?? []).map((c) => c.value)
            : [...new Set(demoValues.filter((v) => v.key === a.key).map((v) => v.value as number))],
        perVariant: a.key === firstNumber,
      })),
    );
  }
  return byCategory;
}

/** A synthetic product's specification rows: every attribute set, from the demo's values. */
function specRows(
  attributes: SyntheticAttribute[],
  productId: number,
  variants: { id: number }[],
  rand: () => number,
) {
  const value = (a: SyntheticAttribute) => {
    if (a.type === 'boolean') return { valueBoolean: rand() < 0.5 };
    const picked = a.pool.length ? pick(a.pool, rand) : 1;
    return a.type === 'choice' ? { valueChoice: String(picked) } : { valueNumber: Number(picked) };
  };
  return attributes.flatMap((a) => {
    if (a.type === 'number' && a.pool.length === 0) return [];
    if (a.perVariant && variants.length > 1) {
      return variants.map((v) => ({ productId, attributeId: a.id, variantId: v.id, ...value(a) }));
    }
    return [{ productId, attributeId: a.id, ...value(a) }];
  });
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from products`,
    z.object({ n: SqlNumber }),
  );
  return row?.n ?? 0;
}

/** Opens the target database, refusing the shop's own data. */
export async function openTarget(args: {
  databaseUrl?: string;
  dataDir?: string;
  force?: boolean;
}): Promise<Database> {
  if (args.databaseUrl) {
    const name = new URL(args.databaseUrl).pathname.slice(1);
    if (!args.force && !/bench|synthetic|scale|test/i.test(name)) {
      throw new Error(
        `Refusing to replace the catalog of database "${name}": use a database whose name contains bench, synthetic, scale or test (or pass --force).`,
      );
    }
    return openDatabase({ databaseUrl: args.databaseUrl });
  }
  if (!args.dataDir)
    throw new Error('Set DATABASE_URL or pass --data-dir=<dir> (a PGlite directory).');
  const resolved = path.resolve(args.dataDir);
  const shopData = path.resolve(process.env.DATA_DIR ?? './data');
  if (
    resolved === path.resolve('./data') ||
    resolved === shopData ||
    resolved.startsWith(`${path.resolve('./data')}${path.sep}`)
  ) {
    throw new Error(`Refusing to touch ${resolved}: it holds the shop's own database.`);
  }
  return openDatabase({ dataDir: resolved });
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const count = Number(argument('count') ?? 100_000);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('--count must be a positive whole number');
    const dataDir = argument('data-dir');
    const database = await openTarget({
      databaseUrl: dataDir ? undefined : process.env.DATABASE_URL,
      ...(dataDir ? { dataDir } : {}),
      force: process.argv.includes('--force'),
    });
    await database.migrate();
    console.log(`Generating ${count} synthetic products (${database.kind})...`);
    await generateSyntheticCatalog(database.db, count, { log: console.log });
    console.log(`${await countProducts(database.db)} products.`);
    await database.close();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
