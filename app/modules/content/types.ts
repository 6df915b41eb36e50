/** What the home page's content sections show (client-safe shapes). */
import { type FallbackLang, localized } from '../../i18n/content.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type CardView, cardView, type ProductCard } from '../catalog/card.ts';
import type { sliderType } from './schema.ts';

export type SlideType = (typeof sliderType.enumValues)[number];

export interface Slide {
  id: number;
  type: SlideType;
  title: string;
  /** Read by the storefront only: the Kannada title, null where there is none. */
  titleKn?: string | null;
  image: string;
  mobileImage: string;
  /** /product/{slug}, /collections/{slug}, or a promotion's own link (else /products). */
  href: string;
}

/** A slide as a page sends it: its title in the page's language (app/i18n/content.ts). */
export type SlideView = Omit<Slide, 'titleKn'> & { titleLang?: FallbackLang };

export function slideView(slide: Slide, locale: Locale): SlideView {
  return localized(locale, slide, 'title');
}

export interface Video {
  id: number;
  title: string;
  /** Read by the storefront only: the Kannada title, null where there is none. */
  titleKn?: string | null;
  videoUrl: string;
  posterImage: string;
  products: ProductCard[];
}

/** What the home page's strip and viewer show of a video: the product under it as a card. */
export interface VideoView extends Omit<Video, 'products' | 'titleKn'> {
  titleLang?: FallbackLang;
  product: CardView | null;
}

export function videoView({ products, ...video }: Video, locale: Locale): VideoView {
  const first = products[0];
  return { ...localized(locale, video, 'title'), product: first ? cardView(first, locale) : null };
}
