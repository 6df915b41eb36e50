/** Home-page content (hero slides, Watch-and-Shop videos) and the store network. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { collectionHref, productHref } from '../../lib/hrefs.ts';
import type { ProductCard } from '../catalog/card.ts';
import {
  CARD_COLUMNS,
  CARD_JOINS,
  CardRowSchema,
  cardKannada,
  cardProduct,
  toCard,
} from '../catalog/cards.server.ts';
import type { ReadOptions } from '../catalog/queries.server.ts';
import { categories, products } from '../catalog/schema.ts';
import { sliders, stores, videoProducts, videos } from './schema.ts';
import type { Slide, Video } from './types.ts';

/** A path in this shop (never another site's address, nor `//host`). */
function isShopPath(link: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(link);
}

/** Slides: promotions first, then products, then collections, each by position. */
export async function listSliders(db: DbOrTx, { kannada }: ReadOptions = {}): Promise<Slide[]> {
  const rows = await db
    .select({
      id: sliders.id,
      type: sliders.type,
      title: sliders.title,
      ...(kannada ? { titleKn: sliders.titleKn } : {}),
      image: sliders.image,
      mobileImage: sliders.mobileImage,
      productSlug: products.slug,
      categorySlug: categories.slug,
      link: sliders.link,
    })
    .from(sliders)
    .leftJoin(products, and(eq(products.id, sliders.productId), eq(products.active, true)))
    .leftJoin(categories, eq(categories.id, sliders.categoryId))
    .where(eq(sliders.active, true))
    .orderBy(
      sql`case ${sliders.type} when 'promotion' then 0 when 'product' then 1 else 2 end`,
      asc(sliders.position),
      asc(sliders.id),
    );
  const slides: Slide[] = [];
  for (const row of rows) {
    let href = '/products';
    if (row.type === 'product') {
      // A slide for a product that is gone or hidden is left out rather than link nowhere.
      if (!row.productSlug) continue;
      href = productHref(row.productSlug);
    } else if (row.type === 'collection') {
      if (!row.categorySlug) continue;
      href = collectionHref(row.categorySlug);
    } else if (row.categorySlug) {
      // A promotion leads where its picture says: a sale to its collection, the store
      // network to /stores (they all led to /products; found by review).
      href = collectionHref(row.categorySlug);
    } else if (row.link && isShopPath(row.link)) {
      href = row.link;
    }
    const { productSlug: _p, categorySlug: _c, link: _l, ...slide } = row;
    slides.push({ ...slide, href });
  }
  return slides;
}

export const VIDEO_LIMIT = 6;

/** Watch-and-Shop videos (6 shown) with the products under each: two queries in all. */
export async function listVideos(
  db: DbOrTx,
  limit = VIDEO_LIMIT,
  read: ReadOptions = {},
): Promise<Video[]> {
  const n = Math.max(1, Math.min(24, Math.trunc(limit)));
  const list = await db
    .select({
      id: videos.id,
      title: videos.title,
      ...(read.kannada ? { titleKn: videos.titleKn } : {}),
      videoUrl: videos.videoUrl,
      posterImage: videos.posterImage,
    })
    .from(videos)
    .where(eq(videos.active, true))
    .orderBy(asc(videos.position), asc(videos.id))
    .limit(n);
  if (list.length === 0) return [];
  const p = cardProduct.as;
  const cards = await queryRows(
    db,
    sql`select ${videoProducts.videoId} as video_id, ${CARD_COLUMNS}${cardKannada(read)}
      from ${videoProducts}
      join ${cardProduct.from} on ${p.id} = ${videoProducts.productId} and ${p.active}
      ${CARD_JOINS}
      where ${inArray(
        videoProducts.videoId,
        list.map((v) => v.id),
      )}
      order by ${videoProducts.videoId}, ${videoProducts.position}, ${videoProducts.productId}`,
    CardRowSchema.extend({ video_id: SqlNumber }),
  );
  const byVideo = new Map<number, ProductCard[]>();
  for (const row of cards) {
    const products = byVideo.get(row.video_id) ?? [];
    products.push(toCard(row));
    byVideo.set(row.video_id, products);
  }
  return list.map((video) => ({ ...video, products: byVideo.get(video.id) ?? [] }));
}

export interface Store {
  id: number;
  code: string;
  name: string;
  /** Read with `kannada`: the Kannada name and address, null where there is none. */
  nameKn?: string | null;
  address: string;
  addressKn?: string | null;
  town: string;
  district: string;
  pincode: string;
  phone: string;
  latitude: number;
  longitude: number;
  image: string;
  mapsLink: string;
}

/** Every store shown to shoppers (56 in the demo; hidden ones stay in the back office), in order. */
export async function listStores(db: DbOrTx, { kannada }: ReadOptions = {}): Promise<Store[]> {
  const rows = await db
    .select({
      id: stores.id,
      code: stores.code,
      name: stores.name,
      ...(kannada ? { nameKn: stores.nameKn } : {}),
      address: stores.address,
      ...(kannada ? { addressKn: stores.addressKn } : {}),
      town: stores.town,
      district: stores.district,
      pincode: stores.pincode,
      phone: stores.phone,
      latitude: stores.latitude,
      longitude: stores.longitude,
      image: stores.image,
      mapsLink: stores.mapsLink,
    })
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(asc(stores.position), asc(stores.id));
  return rows;
}
