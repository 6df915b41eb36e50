/**
 * What a listing page gets of its filters: the facets with their counts and the content's
 * labels in the page's language, the chosen filters as chips (each with the URL without
 * it), the notes on ignored parameters, and whether the page may be indexed.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { LabelledFacet, LabelledValue } from './facet-labels.ts';
import {
  type Facet,
  type FilterNote,
  filterCount,
  filterEntries,
  isIndexable,
  type ListingFilters,
} from './filters.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

export interface FacetValueView extends LabelledValue {
  count: number;
  selected?: true;
  /**
   * Preset ranges (links) and chosen values (chips): the listing's URL with this value
   * chosen, or without it if chosen. Checkboxes need none: the form writes their URL.
   */
  search?: string;
}

export interface FacetView extends LabelledFacet {
  /** Attributes' names; the others are named by FACET_NAMES. */
  name?: string;
  /** 'en' where a Kannada page shows the English name. */
  nameLang?: 'en';
  values: FacetValueView[];
  min?: number;
  max?: number;
  /** Range facets: the typed bounds in force. */
  from?: string;
  to?: string;
}

export interface FilterChip {
  facet: LabelledFacet;
  name?: string;
  value: LabelledValue;
  /** The listing's URL without this filter. */
  search: string;
}

export interface FilterView {
  facets: FacetView[];
  /** The filters as query parameters, in their one written order. */
  entries: [string, string][];
  chips: FilterChip[];
  notes: FilterNote[];
  applied: number;
  indexable: boolean;
}

type Entries = [string, string][];

function toSearch(entries: Entries): string {
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
}

/** The entries with `remove` taken out and `add` put in, in the one written order. */
function edited(entries: Entries, remove: (name: string, value: string) => boolean, add: Entries) {
  const kept = entries.filter(([name, value]) => !remove(name, value));
  return toSearch([...kept, ...add].sort(([a], [b]) => order(a) - order(b)));
}

const FIXED = ['category', 'minPrice', 'maxPrice', 'discount', 'rating', 'inStock'];
/** Parameter order: the fixed ones, then attributes as they came. */
function order(name: string): number {
  const i = FIXED.indexOf(name);
  return i === -1 ? FIXED.length : i;
}

/** The URL names of a range facet's bounds: minPrice/maxPrice, or a.{key}.min/.max. */
export function rangeBounds(facetKey: string): [string, string] {
  return facetKey === 'price' ? ['minPrice', 'maxPrice'] : [`${facetKey}.min`, `${facetKey}.max`];
}

export function filterView(
  facets: Facet[],
  resolved: { filters: ListingFilters; notes: FilterNote[]; attributes: CategoryAttribute[] },
  locale: Locale,
): FilterView {
  const { filters } = resolved;
  const entries = filterEntries(filters);
  const kannada = locale === 'kn';
  const views: FacetView[] = facets.map((facet) => {
    const [minName, maxName] = rangeBounds(facet.key);
    const bounds = entries.filter(([name]) => name === minName || name === maxName);
    const from = bounds.find(([name]) => name === minName)?.[1] ?? '';
    const to = bounds.find(([name]) => name === maxName)?.[1] ?? '';
    return {
      key: facet.key,
      type: facet.type,
      ...(facet.unit ? { unit: facet.unit } : {}),
      ...(facet.label !== undefined
        ? kannada && facet.labelKn
          ? { name: facet.labelKn }
          : { name: facet.label, ...(kannada ? { nameLang: 'en' as const } : {}) }
        : {}),
      ...(facet.min !== undefined ? { min: facet.min } : {}),
      ...(facet.max !== undefined ? { max: facet.max } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      values: facet.values.map((value) => {
        const ranged = value.min !== undefined || value.max !== undefined;
        const single =
          facet.key === 'discount' || facet.key === 'rating' || facet.key === 'inStock';
        const search = ranged
          ? edited(
              entries,
              (name) => name === minName || name === maxName,
              value.selected
                ? []
                : [
                    ...(value.min !== undefined ? ([[minName, String(value.min)]] as Entries) : []),
                    ...(value.max !== undefined ? ([[maxName, String(value.max)]] as Entries) : []),
                  ],
            )
          : single
            ? edited(
                entries,
                (name) => name === facet.key,
                value.selected ? [] : [[facet.key, value.value]],
              )
            : edited(
                entries,
                (name, v) => name === facet.key && v === value.value,
                value.selected ? [] : [[facet.key, value.value]],
              );
        return {
          value: value.value,
          // Categories are named by the page's own list (root data): only their slugs here.
          ...(value.label !== undefined && facet.key !== 'category'
            ? { label: (kannada && value.labelKn) || value.label }
            : {}),
          ...(value.min !== undefined ? { min: value.min } : {}),
          ...(value.max !== undefined ? { max: value.max } : {}),
          count: value.count,
          ...(value.selected ? { selected: true as const } : {}),
          ...(ranged || value.selected ? { search } : {}),
        };
      }),
    };
  });

  const chips: FilterChip[] = [];
  for (const view of views) {
    const facet: LabelledFacet = {
      key: view.key,
      type: view.type,
      ...(view.unit ? { unit: view.unit } : {}),
    };
    const name = view.name;
    for (const value of view.values) {
      if (!value.selected) continue;
      chips.push({ facet, ...(name ? { name } : {}), value, search: value.search ?? '' });
    }
    // Exact numbers asked for where the facet offers ranges ('?a.capacity=25'): a chip each.
    const exact = filters.attributes.find((f) => `a.${f.attribute.key}` === view.key)?.values ?? [];
    for (const number of exact) {
      if (view.values.some((v) => v.selected && v.value === number)) continue;
      chips.push({
        facet,
        ...(name ? { name } : {}),
        value: { value: number },
        search: edited(entries, (n, v) => n === view.key && v === number, []),
      });
    }
    // Bounds typed in rather than a preset: one chip for the range.
    if (
      view.type === 'range' &&
      (view.from || view.to) &&
      !view.values.some((v) => v.selected && (v.min !== undefined || v.max !== undefined))
    ) {
      const [minName, maxName] = rangeBounds(view.key);
      chips.push({
        facet,
        ...(name ? { name } : {}),
        value: {
          value: `${view.from}-${view.to}`,
          ...(view.from ? { min: Number(view.from) } : {}),
          ...(view.to ? { max: Number(view.to) } : {}),
        },
        search: edited(entries, (n) => n === minName || n === maxName, []),
      });
    }
  }
  return {
    facets: views,
    entries,
    chips,
    notes: resolved.notes,
    applied: filterCount(filters),
    indexable: isIndexable(filters),
  };
}
