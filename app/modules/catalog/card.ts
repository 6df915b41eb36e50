/** What a product card shows: the shape every product list returns (client-safe). */

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

export interface ProductCard {
  /** Product public id. */
  id: string;
  name: string;
  slug: string;
  /** First image; null only for a product without images. */
  image: CardImage | null;
  variant: CardVariant;
}

/**
 * What the card component draws, and so all a page's hydration data carries per card
 * (the JSON API keeps the whole ProductCard): on a page of 24 cards the fields no card
 * shows (codes, stock counts, weight and unit apart, image alt) came to about 3 KB.
 */
export interface CardView {
  id: string;
  name: string;
  slug: string;
  /** The first image's path; null for a product without images. */
  image: string | null;
  variant: Pick<
    CardVariant,
    'id' | 'label' | 'basePricePaise' | 'discountedPricePaise' | 'inStock'
  >;
}

export function cardView(card: ProductCard): CardView {
  const { id, label, basePricePaise, discountedPricePaise, inStock } = card.variant;
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    image: card.image?.src ?? null,
    variant: { id, label, basePricePaise, discountedPricePaise, inStock },
  };
}

/** The 'recently added' and 'deals' rows under the cart and wishlist. */
export interface RecommendationData {
  recent: CardView[];
  deals: CardView[];
}

/** As-you-type search suggestions. */
export interface Suggestions {
  products: { name: string; slug: string; image: ProductCard['image'] }[];
  categories: { name: string; slug: string }[];
}

export function variantLabel(weight: string, unit: string): string {
  return [weight.trim(), unit.trim()].filter(Boolean).join(' ');
}
