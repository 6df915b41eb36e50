/** What the home page's content sections show (client-safe shapes). */
import { type CardView, cardView, type ProductCard } from '../catalog/card.ts';
import type { sliderType } from './schema.ts';

export type SlideType = (typeof sliderType.enumValues)[number];

export interface Slide {
  id: number;
  type: SlideType;
  title: string;
  image: string;
  mobileImage: string;
  /** /product/{slug}, /collections/{slug}, or a promotion's own link (else /products). */
  href: string;
}

export interface Video {
  id: number;
  title: string;
  videoUrl: string;
  posterImage: string;
  products: ProductCard[];
}

/** What the home page's strip and viewer show of a video: the product under it as a card. */
export interface VideoView extends Omit<Video, 'products'> {
  product: CardView | null;
}

export function videoView({ products, ...video }: Video): VideoView {
  const first = products[0];
  return { ...video, product: first ? cardView(first) : null };
}
