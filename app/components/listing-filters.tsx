/**
 * The listings' filters (/products, collections, search): a GET form, so that filtering
 * works without JavaScript (an "Apply filters" button) and every filtered list has a URL to
 * share; with JavaScript each change submits the form and the grid updates in place, the
 * count above it being announced (aria-live). On a phone the form is a sheet: "Filters"
 * links to #filters, whose :target shows it without JavaScript; with it, the link toggles
 * the sheet, which stays open while choosing and closes with "Show N products". Chosen
 * filters are chips above the grid, each a link without it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { useCategories } from '../lib/root-data.ts';
import {
  FACET_NAMES,
  type LabelledFacet,
  type LabelledValue,
  numberWriter,
  valueLabel,
} from '../modules/catalog/facet-labels.ts';
import {
  type FacetView,
  type FilterChip,
  type FilterView,
  rangeBounds,
} from '../modules/catalog/filter-view.ts';
import { NOTE_TEXTS } from '../modules/catalog/filters.ts';

import { AdvisorLink } from './advisor-link.tsx';
import { CompareButton, type CompareButtonProps } from './compare-button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Button } from './ui/button.tsx';
import { CloseIcon } from './ui/icons.tsx';

/** A value's label: a category's name from the page's own list, else facet-labels.ts. */
function useValueLabel() {
  const t = useT();
  const kannada = useLocale() === 'kn';
  const categories = useCategories();
  return (facet: LabelledFacet, value: LabelledValue) =>
    facet.key === 'category'
      ? (categories.find((c) => c.slug === value.value)?.name ?? value.value)
      : valueLabel(facet, value, t, kannada);
}

function facetName(facet: FacetView | FilterChip, t: (id: string) => string): string {
  const name = 'name' in facet ? facet.name : undefined;
  const key = 'facet' in facet ? facet.facet.key : facet.key;
  return name ?? t(FACET_NAMES[key] ?? key);
}

/** Parameters the form keeps as they are (the sort) besides the filters it edits. */
export function FilterPanel({
  view,
  sort,
  total,
}: {
  view: FilterView;
  /** The sort in force ('default' is left out of the URL). */
  sort: string;
  /** The list's count, as written above the grid. */
  total: number;
}) {
  const t = useT();
  const headingId = useId();
  const facets = view.facets.filter(
    (facet) =>
      facet.values.some((value) => value.count > 0 || value.selected) || facet.from || facet.to,
  );
  const navigate = useNavigate();
  // The phone's sheet: open while choosing (a change navigates, the panel stays), closed by
  // "Show N products", the close button or Escape. Without JavaScript, :target opens it.
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const sheet = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) sheet.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  /** The form's filled fields (empty bounds stay out of the URL). */
  const send = (form: HTMLFormElement) => {
    const data = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') data.append(name, value.trim());
    }
    navigate({ search: data.size ? `?${data}` : '' }, { preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Typed bounds wait for "Go" (or Enter); choices apply at once.
    if ((event.target as HTMLInputElement).type === 'number') return;
    send(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.classList.contains('filters__show')) close();
  };
  return (
    <div className="filters" data-open={open || undefined}>
      {/* biome-ignore lint/a11y/useValidAnchor: a link to the sheet without JavaScript (:target), a toggle with it */}
      <a
        href="#filters"
        ref={opener}
        className="btn btn--secondary btn--sm filters__open"
        aria-expanded={open}
        aria-controls="filters"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {view.applied ? t('Filters ({count})', { count: view.applied }) : t('Filters')}
      </a>
      <section
        id="filters"
        ref={sheet}
        className="filters__sheet"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        <div className="filters__head">
          <h2 id={headingId} className="filters__title">
            {t('Filters')}
          </h2>
          {/* biome-ignore lint/a11y/useValidAnchor: leaves the sheet without JavaScript, closes it with it */}
          <a
            href="#listing"
            className="filters__close"
            aria-label={t('Close filters')}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <CloseIcon size={20} />
          </a>
        </div>
        <Form
          method="get"
          discover="none"
          className="filters__form"
          preventScrollReset
          onChange={onChange}
          onSubmit={onSubmit}
        >
          {sort !== 'default' ? <input type="hidden" name="sort" value={sort} /> : null}
          {facets.map((facet) => (
            <FacetFieldset key={facet.key} facet={facet} />
          ))}
          <div className="filters__actions">
            <Button type="submit" variant="primary" block className="filters__show">
              {t('{count, plural, one {Show # product} other {Show # products}}', {
                count: total,
              })}
            </Button>
            <noscript>
              <Button type="submit" variant="secondary" block>
                {t('Apply filters')}
              </Button>
            </noscript>
          </div>
        </Form>
      </section>
    </div>
  );
}

function FacetFieldset({ facet }: { facet: FacetView }) {
  const t = useT();
  const labelOf = useValueLabel();
  const name = facetName(facet, t);
  const multiple = facet.key === 'category' || facet.key.startsWith('a.');
  const ranged =
    facet.type === 'range' && facet.values.some((v) => v.min !== undefined || v.max !== undefined);
  const [minName, maxName] = rangeBounds(facet.key);
  // The bounds' hints: the plain number for rupees (the legend says Price; '₹12,345' does
  // not fit the field), the number and unit otherwise.
  const write = numberWriter(facet);
  const hint = facet.key === 'price' ? String : write;
  return (
    <fieldset className="facet">
      <legend className="facet__name" lang={facet.nameLang}>
        {facet.unit && facet.key !== 'price' ? `${name} (${facet.unit})` : name}
      </legend>
      <ul>
        {!multiple && !ranged && facet.key !== 'inStock' ? (
          <li>
            <label>
              <input
                type="radio"
                name={facet.key}
                value=""
                defaultChecked={!facet.values.some((v) => v.selected)}
                key={`any:${facet.values.some((v) => v.selected)}`}
              />
              {t('Any')}
            </label>
          </li>
        ) : null}
        {facet.values.map((value) => {
          const label = labelOf(facet, value);
          const disabled = value.count === 0 && !value.selected;
          if (ranged) {
            // A preset range is a link: it sets both bounds (and again, takes them off).
            return (
              <li key={value.value}>
                {disabled ? (
                  <span aria-disabled="true">{`${label} (${value.count})`}</span>
                ) : (
                  <Link
                    to={value.search || '?'}
                    discover="none"
                    aria-current={value.selected ? 'true' : undefined}
                    preventScrollReset
                  >
                    {`${label} (${value.count})`}
                  </Link>
                )}
              </li>
            );
          }
          const inputName = facet.key === 'inStock' ? 'inStock' : facet.key;
          return (
            <li key={value.value}>
              <label data-disabled={disabled || undefined}>
                <input
                  type={multiple || facet.key === 'inStock' ? 'checkbox' : 'radio'}
                  name={inputName}
                  value={value.value}
                  defaultChecked={value.selected}
                  disabled={disabled}
                  key={`${value.value}:${value.selected}`}
                />
                {`${label} (${value.count})`}
              </label>
            </li>
          );
        })}
      </ul>
      {facet.type === 'range' ? (
        <div className="facet__range">
          <label className="facet__bound">
            <span className="visually-hidden">{t('Minimum {name}', { name })}</span>
            <input
              type="number"
              step="any"
              name={minName}
              defaultValue={facet.from}
              key={`min:${facet.from}`}
              placeholder={facet.min !== undefined ? hint(facet.min) : t('Min')}
              className="field__control"
            />
          </label>
          <span aria-hidden="true">–</span>
          <label className="facet__bound">
            <span className="visually-hidden">{t('Maximum {name}', { name })}</span>
            <input
              type="number"
              step="any"
              name={maxName}
              defaultValue={facet.to}
              key={`max:${facet.to}`}
              placeholder={facet.max !== undefined ? hint(facet.max) : t('Max')}
              className="field__control"
            />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            {t('Go')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The chosen filters, each removable, "Clear all", and the notes on ignored parameters. */
export function FilterChips({ view, sort }: { view: FilterView; sort: string }) {
  const t = useT();
  const labelOf = useValueLabel();
  const keepSort = (search: string) => {
    if (sort === 'default') return search || '?';
    const params = new URLSearchParams(search);
    params.set('sort', sort);
    return `?${params}`;
  };
  return (
    <>
      {view.notes.length ? (
        <ul className="filter-notes" role="status">
          {view.notes.map((note) => (
            <li key={`${note.param}:${note.value ?? ''}:${note.reason}`}>
              {t(NOTE_TEXTS[note.reason], { param: note.param, value: note.value ?? '' })}
            </li>
          ))}
        </ul>
      ) : null}
      {view.chips.length ? (
        <ul className="filter-chips" aria-label={t('Chosen filters')}>
          {view.chips.map((chip) => {
            const label = labelOf(chip.facet, chip.value);
            const name = facetName(chip, t);
            return (
              <li key={`${chip.facet.key}:${chip.value.value}`}>
                <Link
                  to={keepSort(chip.search)}
                  className="filter-chip"
                  preventScrollReset
                  aria-label={t('Remove filter: {name} {value}', { name, value: label })}
                >
                  {label}
                  <CloseIcon size={14} />
                </Link>
              </li>
            );
          })}
          <li>
            <Link to={keepSort('')} className="filter-chips__clear" preventScrollReset>
              {t('Clear all')}
            </Link>
          </li>
        </ul>
      ) : null}
    </>
  );
}

/**
 * An empty list: a filtered one says so and leads back to the whole list; a collection
 * with nothing in it leads to all products.
 */
export function NoMatches({ to }: { to: string | null }) {
  const t = useT();
  return to === null ? (
    <EmptyState
      title={t('No products in this collection yet.')}
      action={{ to: '/products', label: t('See all products') }}
    />
  ) : (
    <EmptyState
      title={t('No products match these filters.')}
      action={{ to, label: t('Clear all filters') }}
    />
  );
}

type ListingPartProps =
  | ({ part: 'panel' } & Parameters<typeof FilterPanel>[0])
  | ({ part: 'chips' } & Parameters<typeof FilterChips>[0])
  | ({ part: 'advisor' } & Parameters<typeof AdvisorLink>[0])
  | ({ part: 'none' } & Parameters<typeof NoMatches>[0])
  | ({ part: 'compare' } & CompareButtonProps);

/** The part named by `part` (filters-part.tsx loads this module once for all of them). */
export function ListingPart(props: ListingPartProps) {
  switch (props.part) {
    case 'panel':
      return <FilterPanel {...props} />;
    case 'chips':
      return <FilterChips {...props} />;
    case 'advisor':
      return <AdvisorLink {...props} />;
    case 'compare':
      return <CompareButton {...props} />;
    default:
      return <NoMatches {...props} />;
  }
}
