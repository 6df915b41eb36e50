/** What a product card shows: the shape every product list returns (client-safe). */
import { localized } from '../../i18n/content.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface CardImage {
  src: string;
  alt: string;
}

export interface CardVariant {
  /** Variant public id (what the cart and wishlist take). */
  id: string;
  weight: string;
  unit: string;
  /** '3 Litre'; just the weight when there is no unit. */
  label: string;
  basePricePaise: number;
  discountedPricePaise: number;
  /** Math.round((base - discounted) / base * 100). */
  discountPercent: number;
  inStock: boolean;
  stock: number;
  productCode: string;
}

/** The published reviews' average (one decimal) and how many there are. */
export interface CardRating {
  average: number;
  count: number;
}

/** From the stored aggregate (products.review_count, rating_total): null with no reviews. */
export function cardRating(count: number, total: number): CardRating | null {
  return count > 0 ? { average: Math.round((total * 10) / count) / 10, count } : null;
}

export interface ProductCard {
  /** Product public id. */
  id: string;
  name: string;
  /** Read by the storefront only (never in the API's answers): the Kannada name, or null. */
  nameKn?: string | null;
  slug: string;
  /** First image; null only for a product without images. */
  image: CardImage | null;
  variant: CardVariant;
  rating: CardRating | null;
}

/**
 * What the card component draws, and so all a page's hydration data carries per card
 * (the JSON API keeps the whole ProductCard): on a page of 24 cards the fields no card
 * shows (codes, stock counts, weight and unit apart, image alt) came to about 3 KB.
 */
export interface CardView {
  id: string;
  /** In the page's language (app/i18n/content.ts). */
  name: string;
  /**
   * The name's language where it is not the page's: 'en' when a Kannada page shows the
   * English name (there is no Kannada one); a recently viewed product keeps the language
   * of the page it was viewed on.
   */
  nameLang?: Locale;
  slug: string;
  /** The first image's path; null for a product without images. */
  image: string | null;
  variant: Pick<
    CardVariant,
    'id' | 'label' | 'basePricePaise' | 'discountedPricePaise' | 'inStock'
  >;
  /** Absent with no reviews (and on a recently viewed entry). */
  rating?: CardRating;
}

/** The card as a page in `locale` sends it. */
export function cardView(card: ProductCard, locale: Locale): CardView {
  const { id, label, basePricePaise, discountedPricePaise, inStock } = card.variant;
  const { name, nameLang } = localized(locale, card, 'name');
  return {
    id: card.id,
    name,
    ...(nameLang ? { nameLang } : {}),
    slug: card.slug,
    image: card.image?.src ?? null,
    variant: { id, label, basePricePaise, discountedPricePaise, inStock },
    ...(card.rating ? { rating: card.rating } : {}),
  };
}

/** The 'recently added' and 'deals' rows under the cart and wishlist. */
export interface RecommendationData {
  recent: CardView[];
  deals: CardView[];
}

/**
 * As-you-type search suggestions. Read for Kannada, each name has its twin beside it
 * (`nameKn`); as sent to a page, the name in its language, `nameLang: 'en'` where it fell
 * back (app/i18n/content.ts).
 */
export interface Suggestions {
  products: {
    name: string;
    nameKn?: string | null;
    nameLang?: 'en';
    slug: string;
    image: ProductCard['image'];
  }[];
  categories: { name: string; nameKn?: string | null; nameLang?: 'en'; slug: string }[];
}

export function variantLabel(weight: string, unit: string): string {
  return [weight.trim(), unit.trim()].filter(Boolean).join(' ');
}
