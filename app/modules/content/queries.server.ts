/** Home-page content (hero slides, Watch-and-Shop videos) and the store network. */
import { asc, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import type { ProductCard } from '../catalog/card.ts';
import { CARD_COLUMNS, CARD_JOINS, type CardRow, toCard } from '../catalog/cards.server.ts';
import { stores } from './schema.ts';

export type SlideType = 'promotion' | 'product' | 'collection';

export interface Slide {
  id: number;
  type: SlideType;
  title: string;
  image: string;
  mobileImage: string;
  /** /product/{slug}, /collections/{slug}, or /products for a promotion. */
  href: string;
}

/** Slides: promotions first, then products, then collections, each by position. */
export async function listSliders(db: DbOrTx): Promise<Slide[]> {
  const rows = await queryRows<{
    id: number;
    type: SlideType;
    title: string;
    image: string;
    mobile_image: string;
    product_slug: string | null;
    category_slug: string | null;
  }>(
    db,
    sql`select s.id, s.type, s.title, s.image, s.mobile_image,
        p.slug as product_slug, c.slug as category_slug
      from sliders s
      left join products p on p.id = s.product_id and p.active
      left join categories c on c.id = s.category_id
      order by case s.type when 'promotion' then 0 when 'product' then 1 else 2 end,
        s.position, s.id`,
  );
  const slides: Slide[] = [];
  for (const row of rows) {
    let href = '/products';
    if (row.type === 'product') {
      // A slide for a product that is gone or hidden is left out rather than link nowhere.
      if (!row.product_slug) continue;
      href = `/product/${encodeURIComponent(row.product_slug)}`;
    } else if (row.type === 'collection') {
      if (!row.category_slug) continue;
      href = `/collections/${encodeURIComponent(row.category_slug)}`;
    }
    slides.push({
      id: Number(row.id),
      type: row.type,
      title: row.title,
      image: row.image,
      mobileImage: row.mobile_image,
      href,
    });
  }
  return slides;
}

export const VIDEO_LIMIT = 6;

export interface Video {
  id: number;
  title: string;
  videoUrl: string;
  posterImage: string;
  products: ProductCard[];
}

/** Watch-and-Shop videos (6 shown) with the products under each: two queries in all. */
export async function listVideos(db: DbOrTx, limit = VIDEO_LIMIT): Promise<Video[]> {
  const n = Math.max(1, Math.min(24, Math.trunc(limit)));
  const videos = await queryRows<{
    id: number;
    title: string;
    video_url: string;
    poster_image: string;
  }>(
    db,
    sql`select id, title, video_url, poster_image from videos order by position, id limit ${n}`,
  );
  if (videos.length === 0) return [];
  const ids = videos.map((v) => Number(v.id));
  const cards = await queryRows<CardRow & { video_id: number }>(
    db,
    sql`select vp.video_id, ${CARD_COLUMNS}
      from video_products vp
      join products p on p.id = vp.product_id and p.active
      ${CARD_JOINS}
      where vp.video_id = any(string_to_array(${ids.join(',')}, ',')::int[])
      order by vp.video_id, vp.position, vp.product_id`,
  );
  const byVideo = new Map<number, ProductCard[]>();
  for (const row of cards) {
    const list = byVideo.get(Number(row.video_id)) ?? [];
    list.push(toCard(row));
    byVideo.set(Number(row.video_id), list);
  }
  return videos.map((v) => ({
    id: Number(v.id),
    title: v.title,
    videoUrl: v.video_url,
    posterImage: v.poster_image,
    products: byVideo.get(Number(v.id)) ?? [],
  }));
}

export interface Store {
  id: number;
  code: string;
  name: string;
  address: string;
  town: string;
  district: string;
  pincode: string;
  phone: string;
  latitude: number;
  longitude: number;
  image: string;
  mapsLink: string;
}

/** Every store (56 in the demo), in display order. */
export async function listStores(db: DbOrTx): Promise<Store[]> {
  const rows = await db
    .select({
      id: stores.id,
      code: stores.code,
      name: stores.name,
      address: stores.address,
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
    .orderBy(asc(stores.position), asc(stores.id));
  return rows;
}
