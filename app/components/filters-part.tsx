/**
 * The listings' filters, chips, 'Help me choose' and the empty filtered list as one lazy
 * part (ADR 0026): the server renders each in place, and their code (the form's behaviour,
 * the labels' formatting) comes right after the page's own instead of in it, keeping
 * listings within 125 KB of initial JavaScript. One part for the four (`part` says which):
 * each lazy part costs the page's own code a wrapper. Props are loader data, so they keep
 * their identity as lazyComponent asks.
 */
import { lazyComponent } from '../lib/lazy-component.tsx';

export const Filters = lazyComponent(
  () => import('./listing-filters.tsx').then((module) => module.ListingPart),
  { eager: true },
);
