/**
 * The product listings' controls (/products, /collections/{name}): the sort dropdown
 * (a GET form: works without JavaScript, submits on change with it), 'Remove filters'
 * (the spec's: back to the default order, filters kept), the result count and the
 * pagination links. Sort, page and filters live in the URL.
 */
import { useId } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation, useSubmit } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import {
  listingSearch,
  PRODUCT_SORTS,
  type ProductSort,
  REMOVE_FILTERS,
} from '../modules/catalog/listing.ts';
import { Button } from './ui/button.tsx';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from './ui/icons.tsx';

/** `filters`: the listing's filter parameters, kept by every sort and page. */
type FilterEntries = readonly (readonly [string, string])[];

export function SortForm({
  sort,
  total,
  filters = [],
}: {
  sort: ProductSort;
  total: string;
  filters?: FilterEntries;
}) {
  const t = useT();
  const plain = listingSearch('default', 1, filters) || '.';
  const id = useId();
  const submit = useSubmit();
  const navigate = useNavigate();
  return (
    <div className="listing-bar">
      <p className="listing-bar__count" aria-live="polite">
        {total}
      </p>
      <Form method="get" className="sort-form" preventScrollReset>
        {filters.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="sort-form__label">
          {t('Sort by')}
        </label>
        <span className="select sort-form__select">
          <select
            id={id}
            name="sort"
            className="field__control select__control"
            key={sort}
            defaultValue={sort}
            onChange={(event) => {
              const value = event.currentTarget.value;
              // 'Remove filters' and 'Default' are the plain URL.
              if (value === 'default' || value === REMOVE_FILTERS) {
                navigate(plain, { preventScrollReset: true });
              } else {
                submit(event.currentTarget.form, { preventScrollReset: true });
              }
            }}
          >
            {PRODUCT_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
            <option value={REMOVE_FILTERS}>{t('Remove filters')}</option>
          </select>
          <ChevronDownIcon className="select__chevron" size={18} />
        </span>
        {/* Without JavaScript the choice is applied with this button; with it, on change. */}
        <noscript>
          <Button type="submit" size="sm" variant="secondary">
            {t('Apply')}
          </Button>
        </noscript>
      </Form>
      {sort !== 'default' ? (
        <Link to={plain} className="btn btn--ghost btn--sm listing-bar__reset" preventScrollReset>
          {t('Remove filters')}
        </Link>
      ) : null}
    </div>
  );
}

/** True while another sort or page of this same listing loads (the grid dims). */
export function useListingBusy() {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

export function Pagination({
  page,
  totalPages,
  hasMore,
  sort,
  filters = [],
}: {
  page: number;
  totalPages: number;
  hasMore: boolean;
  sort: ProductSort;
  filters?: FilterEntries;
}) {
  const t = useT();
  const last = Math.max(totalPages, hasMore ? page + 1 : page);
  if (last <= 1) return null;
  const pages = Array.from({ length: last }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === last || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label={t('Pages')}>
      {page > 1 ? (
        <Link
          className="pagination__step"
          to={listingSearch(sort, page - 1, filters) || '.'}
          rel="prev"
        >
          <ChevronLeftIcon size={18} />
          {t('Previous')}
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && n - (pages[i - 1] ?? n) > 1 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              className="pagination__page"
              to={listingSearch(sort, n, filters) || '.'}
              aria-current={n === page ? 'page' : undefined}
            >
              <span className="visually-hidden">{`${t('Page')} `}</span>
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < last ? (
        <Link className="pagination__step" to={listingSearch(sort, page + 1, filters)} rel="next">
          {t('Next')}
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
