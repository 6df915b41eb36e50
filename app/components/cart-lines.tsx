/**
 * The lines of a cart: one list for the cart page (with its +/−/remove controls) and the
 * checkout review (read-only), so both show a line the same way.
 */
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { FallbackLang } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { formatRupees } from '../lib/format.ts';
import { productHref } from '../lib/hrefs.ts';
import type { CartLine } from '../modules/cart/validation.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';

/** A line whose product name may have fallen back to English on a Kannada page. */
type Line = CartLine & { productNameLang?: FallbackLang };

export interface CartLinesProps {
  lines: Line[];
  label: string;
  /** The cart page's controls for a line; without them the list is a read-only review. */
  controls?: (line: Line) => { quantity: ReactNode; remove: ReactNode; busy: boolean };
  /** The list, focusable from script (the cart page moves focus here after a removal). */
  ref?: Ref<HTMLUListElement>;
}

export function CartLines({ lines, label, controls, ref }: CartLinesProps) {
  const t = useT();
  return (
    <ul className="cart-lines" aria-label={label} ref={ref} tabIndex={ref ? -1 : undefined}>
      {lines.map((line) => {
        const edit = controls?.(line);
        return (
          <li
            key={line.id}
            className={edit ? 'cart-line' : 'cart-line cart-line--review'}
            aria-busy={edit?.busy || undefined}
          >
            <ProductThumbnail
              className="cart-line__image"
              src={line.image.src}
              width={96}
              height={115}
            />
            <div className="cart-line__info">
              <Link
                to={productHref(line.productSlug)}
                className="cart-line__name"
                lang={line.productNameLang}
              >
                {line.productName}
              </Link>
              {line.variantLabel ? <p className="cart-line__variant">{line.variantLabel}</p> : null}
              <p className="cart-line__prices">
                {edit ? (
                  <>
                    {line.basePricePaise > line.discountedPricePaise ? (
                      <s>
                        <span className="visually-hidden">{t('Original price')} </span>
                        {formatRupees(line.basePricePaise)}
                      </s>
                    ) : null}{' '}
                    <span className="cart-line__price">
                      {formatRupees(line.discountedPricePaise)}
                    </span>
                  </>
                ) : (
                  <>
                    {t('Qty {count}', { count: line.quantity })} ×{' '}
                    {formatRupees(line.discountedPricePaise)}
                  </>
                )}
              </p>
            </div>
            {edit?.quantity}
            <p className="cart-line__total">
              {edit ? (
                <span className="visually-hidden">
                  {t('Total for {name}:', { name: line.productName })}{' '}
                </span>
              ) : null}
              {formatRupees(line.lineTotalPaise)}
            </p>
            {edit?.remove}
          </li>
        );
      })}
    </ul>
  );
}
