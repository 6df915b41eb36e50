/**
 * The comparison's rows as text (client-safe): each comparable attribute with every
 * product's values over its variants, in the page's language ('Yes'/'No' and choice labels
 * translated), and the delivery charges; the JSON API gives the same rows in English.
 */
import type { Translate } from '../../i18n/translate.ts';
import type { AttributeChoice } from '../catalog/schema.ts';
import type { AttributeType } from '../catalog/specs/attributes.ts';
import { type ProductSpecification, specSummary } from '../catalog/specs/format.ts';
import { type CompareRow, compareRows } from './compare-list.ts';

interface RowAttribute {
  key: string;
  name: string;
  nameLang?: 'en';
  type: AttributeType;
  unit: string | null;
  choices: AttributeChoice[];
}

/** The attributes' rows for these products (each with its specifications). */
export function comparisonRows(
  attributes: readonly RowAttribute[],
  products: readonly { specs: readonly ProductSpecification[] }[],
  t: Translate,
): CompareRow[] {
  return compareRows(attributes, products, (product, attribute) => {
    const spec = product.specs.find((s) => s.key === attribute.key);
    // The attribute's own choices name every value (the product's carry only its own).
    return spec ? specSummary({ ...spec, choices: attribute.choices }, t) || null : null;
  });
}

/** 'Karnataka: ₹99 per unit; Non-Karnataka: ₹299 per unit' (the product page's words). */
export function deliveryText(
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number },
  t: Translate,
  rupees: (paise: number) => string,
): string {
  const charge = (paise: number) =>
    paise === 0 ? t('Free delivery') : t('{amount} per unit', { amount: rupees(paise) });
  return `${t('Karnataka: {charge}', { charge: charge(delivery.karnatakaPaise) })}; ${t(
    'Non-Karnataka: {charge}',
    { charge: charge(delivery.nonKarnatakaPaise) },
  )}`;
}
