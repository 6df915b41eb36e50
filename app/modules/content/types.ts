/** What the home page's content sections show (client-safe shapes). */
import type { ProductCard } from '../catalog/card.ts';
import type { sliderType } from './schema.ts';

export type SlideType = (typeof sliderType.enumValues)[number];

export interface Slide {
  id: number;
  type: SlideType;
  title: string;
  image: string;
  mobileImage: string;
  /** /product/{slug}, /collections/{slug}, or /products for a promotion. */
  href: string;
}

export interface Video {
  id: number;
  title: string;
  videoUrl: string;
  posterImage: string;
  products: ProductCard[];
}
