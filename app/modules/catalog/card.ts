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

/** The 'recently added' and 'deals' rows under the cart and wishlist. */
export interface RecommendationData {
  recent: ProductCard[];
  deals: ProductCard[];
}

/** As-you-type search suggestions. */
export interface Suggestions {
  products: { name: string; slug: string; image: ProductCard['image'] }[];
  categories: { name: string; slug: string }[];
}

export function variantLabel(weight: string, unit: string): string {
  return [weight.trim(), unit.trim()].filter(Boolean).join(' ');
}
