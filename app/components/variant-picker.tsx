/**
 * Weight/size variants as links: each variant has its own URL
 * (/product/{slug}?variant={productCode}), so it can be shared, and works without
 * JavaScript. The selected one is marked aria-current.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { formatRupees } from '../lib/format.ts';
import { productHref } from '../lib/hrefs.ts';
import type { CardVariant } from '../modules/catalog/card.ts';

/** What the options measure, from their unit (a message id: shown through `t`). */
export function variantKind(unit: string): string {
  if (/^kg$/i.test(unit)) return msg('Weight');
  if (/^litre$/i.test(unit)) return msg('Capacity');
  if (/^(watt|hp|volt|ah)$/i.test(unit)) return msg('Power');
  return unit ? msg('Size') : msg('Option');
}

export function VariantPicker({
  slug,
  variants,
  selected,
}: {
  slug: string;
  variants: CardVariant[];
  selected: CardVariant;
}) {
  const t = useT();
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls.
    <div className="variant-picker" role="group" aria-labelledby={labelId}>
      <p className="variant-picker__label" id={labelId}>
        {t(variantKind(selected.unit))}: <strong>{selected.label || t('Standard')}</strong>
      </p>
      <ul className="variant-picker__list">
        {variants.map((variant) => {
          const current = variant.id === selected.id;
          return (
            <li key={variant.id}>
              <Link
                to={productHref(slug, variant.productCode)}
                className="variant-chip"
                aria-current={current ? 'true' : undefined}
                data-out-of-stock={variant.inStock ? undefined : ''}
                replace
                preventScrollReset
              >
                <span className="variant-chip__label">{variant.label || t('Standard')}</span>
                <span className="variant-chip__price">
                  {formatRupees(variant.discountedPricePaise)}
                </span>
                {variant.inStock ? null : (
                  <span className="variant-chip__stock">{t('Out of stock')}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
