/**
 * The product's delivery charges per zone and its warranty lines. Its own chunk, hydrated
 * once loaded (text the server has rendered already).
 */
import { useT } from '../i18n/i18n-context.tsx';
import type { Translate } from '../i18n/translate.ts';
import { formatRupees } from '../lib/format.ts';

/** A delivery charge per unit, or 'Free delivery'. */
function chargeText(paise: number, t: Translate): string {
  return paise === 0 ? t('Free delivery') : t('{amount} per unit', { amount: formatRupees(paise) });
}

export function ProductFacts({
  delivery,
  warranty,
}: {
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
  warranty: {
    option: string;
    optionLang?: 'en' | undefined;
    value: string;
    valueLang?: 'en' | undefined;
  }[];
}) {
  const t = useT();
  return (
    <dl className="product-facts">
      <div className="product-facts__group">
        <dt>{t('Delivery charges')}</dt>
        <dd>
          <ul>
            <li>
              {t('Karnataka: {charge}', {
                charge: chargeText(delivery.karnatakaPaise, t),
              })}
            </li>
            <li>
              {t('Non-Karnataka: {charge}', {
                charge: chargeText(delivery.nonKarnatakaPaise, t),
              })}
            </li>
          </ul>
        </dd>
      </div>
      {warranty.length > 0 ? (
        <div className="product-facts__group">
          <dt>{t('Warranty')}</dt>
          <dd>
            <ul>
              {warranty.map((w) => {
                const option = w.optionLang ? <span lang="en">{w.option}</span> : w.option;
                const value = w.valueLang ? <span lang="en">{w.value}</span> : w.value;
                return (
                  <li key={w.option}>
                    {option}: {value}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
