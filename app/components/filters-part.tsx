/**
 * The listings' filters and chips as lazy parts (ADR 0026): the server renders them in
 * place, and their code (the form's behaviour, the labels' formatting) comes right after
 * the page's own instead of in it, keeping listings within 125 KB of initial JavaScript.
 * Their props are loader data, so they keep their identity as lazyComponent asks.
 */
import { lazyComponent } from '../lib/lazy-component.tsx';

const load = () => import('./listing-filters.tsx');

export const FilterPanel = lazyComponent(() => load().then((module) => module.FilterPanel), {
  eager: true,
});

export const FilterChips = lazyComponent(() => load().then((module) => module.FilterChips), {
  eager: true,
});
