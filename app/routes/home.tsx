import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { categoryHref } from '../components/shell-types.ts';
import { STORE_INFO } from '../components/store-info.ts';
import type { Route } from './+types/home';

/** Category images above the fold load at once; the rest of the strip lazily. */
const EAGER_IMAGES = 5;

export function meta() {
  return [
    { title: `${STORE_INFO.name} | Home appliances and furniture in Karnataka` },
    { name: 'description', content: STORE_INFO.description },
  ];
}

export default function Home({ matches }: Route.ComponentProps) {
  const { categories } = matches[0].loaderData;
  return (
    <div className="container home">
      <h1 className="visually-hidden">{STORE_INFO.name} – home appliances and furniture</h1>

      <SearchForm className="home-search" />

      {categories.length > 0 ? (
        <section className="category-strip" aria-labelledby="category-strip-title">
          <h2 id="category-strip-title" className="visually-hidden">
            Shop by category
          </h2>
          <ul className="category-strip__list">
            {categories.map((category, index) => (
              <li key={category.id} className="category-strip__item">
                <Link to={categoryHref(category)} className="category-strip__link">
                  <img
                    className="category-strip__image"
                    src={category.image}
                    alt={category.name}
                    width={96}
                    height={96}
                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  {/* The image's alt already names the link. */}
                  <span aria-hidden="true">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
