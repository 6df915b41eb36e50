/**
 * The one product card, used by every grid and row: image, name (the link to the
 * product), prices with the rounded discount, the wishlist heart and add to cart. A card
 * whose first variant is out of stock says so and greys its cart button. The card's
 * data is the same for every shopper; the heart reads the shopper's wishlist itself.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { productHref } from '../lib/hrefs.ts';
import { cardImage, PLACEHOLDER_IMAGE, PRODUCT_IMAGE } from '../lib/product-image.ts';
import type { CardView } from '../modules/catalog/card.ts';
import { AddToCartButton, WishlistToggle } from './cart-actions.tsx';
import { Price } from './ui/price.tsx';
import { ShopLink } from './ui/shop-link.tsx';
import { RatingLine } from './ui/stars.tsx';

export interface ProductCardProps {
  product: CardView;
  /** Load the image at once (cards above the fold); lazily otherwise. */
  eager?: boolean;
  /** The heading level of the name: 3 under a section heading, 2 straight under the h1. */
  headingLevel?: 2 | 3;
  /** Extra actions under the price (e.g. the wishlist page's buttons). */
  children?: ReactNode;
}

export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
  children,
}: ProductCardProps) {
  const t = useT();
  const { variant } = product;
  const image = cardImage(product.image ?? PLACEHOLDER_IMAGE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card" data-out-of-stock={variant.inStock ? undefined : ''}>
      <div className="product-card__media">
        <img
          className="product-card__image"
          src={image.src}
          srcSet={image.srcSet}
          alt=""
          width={PRODUCT_IMAGE.width}
          height={PRODUCT_IMAGE.height}
          loading={eager ? 'eager' : 'lazy'}
        />
        {variant.inStock ? null : (
          <span className="product-card__flag product-card__flag--out">{t('Out of stock')}</span>
        )}
        <WishlistToggle
          variantId={variant.id}
          productName={product.name}
          className="product-card__wish"
        />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name" lang={product.nameLang}>
          <ShopLink to={productHref(product.slug)} className="product-card__link" prefetch="intent">
            {product.name}
          </ShopLink>
        </Heading>
        {variant.label ? <p className="product-card__variant">{variant.label}</p> : null}
        {product.rating ? (
          <RatingLine rating={product.rating} as="p" className="product-card__rating" />
        ) : null}
        <div className="product-card__foot">
          <Price
            basePaise={variant.basePricePaise}
            discountedPaise={variant.discountedPricePaise}
            size="sm"
            className="product-card__price"
          />
          <AddToCartButton
            variantId={variant.id}
            productName={product.name}
            inStock={variant.inStock}
          />
        </div>
        {children}
      </div>
    </article>
  );
}
