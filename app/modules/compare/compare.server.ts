/**
 * The comparison (issue 32): the products a shopper compares, read for the tray, for
 * /compare and its API, and the rules of the list (at most four, one category).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { uploadHref } from '../../lib/uploaded-images.ts';
import type { CardRating, CardVariant } from '../catalog/card.ts';
import { getProductDetail, resolveProduct } from '../catalog/product.server.ts';
import type { ReadOptions } from '../catalog/queries.server.ts';
import { listCategoryAttributes } from '../catalog/specs/attributes.server.ts';
import type { CategoryAttribute } from '../catalog/specs/attributes.ts';
import type { ProductSpecification } from '../catalog/specs/format.ts';
import {
  type MainCategory,
  mainCategories,
  readProductSpecs,
} from '../catalog/specs/specs.server.ts';
import { NO_LONGER_AVAILABLE } from '../catalog/variants.server.ts';
import { COMPARE_LIMIT, COMPARE_MESSAGES } from './compare-list.ts';

/** A product in the tray: enough for its name, picture and link. */
export interface TrayItem {
  id: string;
  slug: string;
  name: string;
  nameKn?: string | null;
  image: string | null;
}

const TrayRow = z.object({
  id: z.string(),
  pk: SqlNumber,
  slug: z.string(),
  name: z.string(),
  name_kn: z.string().nullable(),
  image: z.string().nullable(),
});

/** The active products among these public ids, in the ids' order, with their internal id. */
async function listed(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select p.public_id as id, p.id as pk, p.slug, p.name, p.name_kn,
        (select i.path from product_images i where i.product_id = p.id
          order by i.position, i.id limit 1) as image
      from products p
      where p.active and p.public_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    TrayRow,
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The tray's products, in the order they were added (ids that name none left out). */
export async function compareTray(
  db: DbOrTx,
  ids: readonly string[],
  { kannada }: ReadOptions = {},
): Promise<TrayItem[]> {
  return (await listed(db, ids)).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...(kannada ? { nameKn: row.name_kn } : {}),
    image: row.image === null ? null : uploadHref(row.image),
  }));
}

/**
 * The list with the product added: refused when it holds four already, or products of
 * another category. Ids that name no product any more are dropped on the way.
 */
export async function addToCompare(
  db: DbOrTx,
  ids: readonly string[],
  productId: string,
): Promise<string[]> {
  const current = await listed(db, ids);
  // Already there (a second click, another tab): the list as it is.
  if (current.some((row) => row.id === productId)) return current.map((row) => row.id);
  const [product] = await listed(db, [productId]);
  if (!product) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
  if (current.length >= COMPARE_LIMIT) throw new DomainError('rejected', COMPARE_MESSAGES.full);
  const categories = await mainCategories(db, [product.pk, ...current.map((row) => row.pk)]);
  const category = categories.get(product.pk)?.id;
  if (current.some((row) => categories.get(row.pk)?.id !== category)) {
    throw new DomainError('rejected', COMPARE_MESSAGES.otherCategory);
  }
  return [...current.map((row) => row.id), productId];
}

/** One product's column on /compare. */
export interface ComparedProduct {
  id: string;
  name: string;
  nameKn?: string | null;
  slug: string;
  image: { src: string; alt: string; altKn?: string | null } | null;
  /** The first active variant: the card's price and the one 'Add to cart' adds. */
  variant: CardVariant | null;
  rating: CardRating | null;
  warranty: { option: string; optionKn?: string | null; value: string; valueKn?: string | null }[];
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
  specs: ProductSpecification[];
}

export interface Comparison {
  /** The compared products' category; null when none was found. */
  category: MainCategory | null;
  products: ComparedProduct[];
  /** The category's comparable attributes, in order: the rows. */
  attributes: CategoryAttribute[];
  /** What the link asked for that is not compared. */
  leftOut: {
    /** Slugs that name no product. */
    unknown: string[];
    /** Products of another category than the first one found. */
    otherCategory: string[];
    /** Slugs past the fourth. */
    overLimit: number;
  };
}

/**
 * The comparison of the products these slugs name (at most four, in order): products of
 * the first one's category; the others and the unknown slugs are told in `leftOut`.
 */
export async function loadComparison(
  db: DbOrTx,
  slugs: readonly string[],
  overLimit: number,
  read: ReadOptions = {},
): Promise<Comparison> {
  const wanted = slugs.slice(0, COMPARE_LIMIT);
  const refs = await Promise.all(wanted.map((slug) => resolveProduct(db, slug)));
  const unknown = wanted.filter((_, index) => !refs[index]);
  // Each product once (two forms of one slug name the same product).
  const unique = refs.filter(
    (ref, index): ref is NonNullable<typeof ref> =>
      ref !== null && refs.findIndex((other) => other?.pk === ref.pk) === index,
  );
  const categories = await mainCategories(
    db,
    unique.map((ref) => ref.pk),
    read,
  );
  const category = unique[0] ? (categories.get(unique[0].pk) ?? null) : null;
  const same = unique.filter((ref) => categories.get(ref.pk)?.id === category?.id);
  const otherCategory = unique.filter((ref) => !same.includes(ref)).map((ref) => ref.slug);
  const [details, specs, attributes] = await Promise.all([
    Promise.all(same.map((ref) => getProductDetail(db, ref.slug, read))),
    readProductSpecs(
      db,
      same.map((ref) => ref.pk),
      read,
    ),
    category ? listCategoryAttributes(db, [category.id], read) : Promise.resolve([]),
  ]);
  const products = same.flatMap((ref, index): ComparedProduct[] => {
    const detail = details[index];
    if (!detail) return [];
    return [
      {
        id: detail.id,
        name: detail.name,
        ...(read.kannada ? { nameKn: detail.nameKn ?? null } : {}),
        slug: detail.slug,
        image: detail.images[0] ?? null,
        variant: detail.variants[0] ?? null,
        rating: detail.rating,
        warranty: detail.warranty,
        delivery: detail.delivery,
        specs: specs.get(ref.pk) ?? [],
      },
    ];
  });
  return {
    category,
    products,
    attributes: attributes.filter((attribute) => attribute.comparable),
    leftOut: { unknown, otherCategory, overLimit },
  };
}
