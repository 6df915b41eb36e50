/** Category cards (image and name), each linking to its collection; /categories, /collections, empty search. */
import type { FallbackLang } from '../i18n/content.ts';
import { categoryHref } from '../lib/hrefs.ts';
import { ShopLink } from './ui/shop-link.tsx';

export interface CategoryCardData {
  id: number;
  /** In the page's language; `nameLang` 'en' where a Kannada page shows the English one. */
  name: string;
  nameLang?: FallbackLang;
  slug: string;
  image: string;
}

export function CategoryCards({
  categories,
  label,
  eagerCount = 0,
  headingLevel = 2,
}: {
  categories: CategoryCardData[];
  label?: string;
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="category-cards" aria-label={label}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <ShopLink to={categoryHref(category)} className="category-card" prefetch="intent">
            <img
              className="category-card__image"
              src={category.image}
              alt=""
              width={400}
              height={400}
              loading={index < eagerCount ? 'eager' : 'lazy'}
              decoding="async"
            />
            <Heading className="category-card__name" lang={category.nameLang}>
              {category.name}
            </Heading>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
