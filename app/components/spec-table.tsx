/**
 * The product page's 'Specifications': a table of the product's attributes and values,
 * the selected variant's where its variants differ ('15 L' for the 15 L one). The server
 * writes the texts (specRows in modules/catalog/specs/format.ts); this only picks them.
 */
import { useT } from '../i18n/i18n-context.tsx';
import type { SpecRow } from '../modules/catalog/specs/format.ts';

export function SpecTable({
  specs,
  variantId,
}: {
  specs: SpecRow[];
  /** The selected variant's public id. */
  variantId: string | undefined;
}) {
  const t = useT();
  const rows = specs.flatMap((spec) => {
    const text = (variantId && spec.variants?.[variantId]) || spec.text;
    return text ? [{ spec, text }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className="product-specs" aria-labelledby="product-specs-title">
      <h2 className="section-head__title" id="product-specs-title">
        {t('Specifications')}
      </h2>
      <table className="product-specs__table">
        <tbody>
          {rows.map(({ spec, text }) => (
            <tr key={spec.key}>
              <th scope="row" lang={spec.nameLang}>
                {spec.name}
              </th>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
