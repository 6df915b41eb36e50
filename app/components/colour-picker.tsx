/**
 * The product's colours: a swatch per product of its colour family, each a link to that
 * product (the current one marked). Its own chunk, hydrated once loaded: the links work
 * as plain links before.
 */
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { productHref } from '../lib/hrefs.ts';

export interface Swatch {
  slug: string;
  name: string;
  nameLang?: 'en' | undefined;
  hex: string;
  current: boolean;
}

export function ColourPicker({
  colour,
  swatches,
}: {
  colour: { name: string; nameLang?: 'en' | undefined } | null;
  swatches: Swatch[];
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls.
    <div className="colour-picker" role="group" aria-labelledby="colour-picker-label">
      <p className="variant-picker__label" id="colour-picker-label">
        {t('Colour:')} <strong lang={colour?.nameLang}>{colour?.name ?? t('Choose')}</strong>
      </p>
      <ul className="colour-picker__list">
        {swatches.map((swatch) => (
          <li key={swatch.slug}>
            <Link
              to={productHref(swatch.slug)}
              className="colour-swatch"
              aria-current={swatch.current ? 'true' : undefined}
              prefetch="intent"
            >
              <span
                className="colour-swatch__dot"
                style={{ backgroundColor: swatch.hex }}
                aria-hidden="true"
              />
              <span className="colour-swatch__name" lang={swatch.nameLang}>
                {swatch.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
