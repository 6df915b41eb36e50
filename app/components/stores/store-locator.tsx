import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useHref, useLocation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Button } from '../ui/button.tsx';
import { SearchIcon } from '../ui/icons.tsx';
import { StoreIcon, StoreIconSprite } from './icons.tsx';
import {
  byDistance,
  cleanQuery,
  filterStores,
  type LatLng,
  LOCATION_ERROR_MESSAGE,
  MAX_STORE_QUERY,
  NO_STORES_MESSAGE,
  SELECT_STORE_MESSAGE,
  type Store,
} from './locator.ts';
import { StoreCard } from './store-card.tsx';
import { StoreMap } from './store-map.tsx';
import { storeAnchor } from './stores-json-ld.ts';

/** Photos of the first stores load at once (above the fold on a desktop). */
const EAGER_PHOTOS = 2;

/**
 * The store locator: a search box, 'Use my location', the list of stores and the map.
 *
 * The search is a GET form (?q=): without JavaScript the server renders the matching
 * stores; with it, the list narrows as the shopper types and submitting only records the
 * search in the address bar. The map, the 'Show … on the map' buttons and 'Use my
 * location' need JavaScript and stay hidden until the page is hydrated (stores.css).
 */
export function StoreLocator({ stores }: { stores: Store[] }) {
  const t = useT();
  const { pathname } = useLocation();
  // Without JavaScript the search is a plain GET: to this page in its language (/kn/stores).
  const action = useHref(pathname);
  const [params, setParams] = useSearchParams();
  const urlQuery = cleanQuery(params.get('q'));
  const [query, setQuery] = useState(urlQuery);
  // A new ?q= (a link, back and forward) replaces what was typed.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const matches = useMemo(() => filterStores(stores, query), [stores, query]);

  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const listed = useMemo(() => byDistance(matches, origin), [matches, origin]);

  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const selected = selectedCode ? (matches.find((s) => s.code === selectedCode) ?? null) : null;
  // A store the search has hidden is no longer selected.
  useEffect(() => {
    if (selectedCode && !selected) setSelectedCode(null);
  }, [selectedCode, selected]);

  const mapPanel = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const hintId = `${searchId}-hint`;
  const listTitleId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = cleanQuery(query);
    setParams(q ? { q } : {}, { replace: true, preventScrollReset: true });
  }

  const show = useCallback((code: string) => {
    setSelectedCode(code);
    // In one column (phones, tablets) the map is above the list: bring it into view. Side
    // by side, the map is sticky and already in view.
    const panel = mapPanel.current;
    if (panel && getComputedStyle(panel).position !== 'sticky') {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
  }, []);

  const closed = useCallback((code: string) => {
    setSelectedCode((current) => (current === code ? null : current));
  }, []);

  function locate() {
    setLocationFailed(false);
    if (!('geolocation' in navigator)) {
      setLocationFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setOrigin({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        });
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      // A fresh position each time the shopper asks (they may have moved since).
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  }

  return (
    <div className="store-locator">
      <StoreIconSprite />
      <search className="store-search">
        <form method="get" action={action} onSubmit={submit}>
          <label className="field__label" htmlFor={searchId}>
            {t('Search stores by town or address')}
          </label>
          <div className="store-search__row">
            <input
              id={searchId}
              className="field__control"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              maxLength={MAX_STORE_QUERY}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={hintId}
            />
            <Button type="submit" variant="secondary">
              <SearchIcon size={18} />
              {t('Search')}
            </Button>
          </div>
          <p className="field__hint" id={hintId}>
            {t('A town, a street or a pincode, such as Mysuru or 572101.')}
          </p>
        </form>
      </search>

      <div className="store-locator__bar split-row">
        <div className="store-locator__summary">
          <p className="store-locator__count" role="status">
            {matches.length === 0
              ? t(NO_STORES_MESSAGE)
              : origin
                ? t('{count, plural, one {# store} other {# stores}}, nearest first', {
                    count: matches.length,
                  })
                : t('{count, plural, one {# store} other {# stores}}', { count: matches.length })}
          </p>
          <p className="store-locator__location-error" role="status">
            {locationFailed ? t(LOCATION_ERROR_MESSAGE) : ''}
          </p>
        </div>
        <Button
          variant="secondary"
          className="store-locator__near"
          onClick={locate}
          loading={locating}
          data-needs-js=""
        >
          <StoreIcon name="locate" large />
          {t('Use my location')}
        </Button>
      </div>

      <div className="store-locator__layout">
        <div className="store-locator__map" ref={mapPanel}>
          <StoreMap
            stores={matches}
            selectedCode={selected?.code ?? null}
            user={origin}
            nearest={listed[0]?.store ?? null}
            onSelect={setSelectedCode}
            onClose={closed}
          />
          <p className="store-map__status" role="status" data-needs-js="">
            {selected
              ? t('Showing {name} on the map.', { name: selected.name })
              : t(SELECT_STORE_MESSAGE)}
          </p>
          <noscript>
            <p className="store-map__noscript">
              {t(
                'The map needs JavaScript. Each store’s Get directions link opens it in Google Maps.',
              )}
            </p>
          </noscript>
        </div>

        <section className="store-locator__list" aria-labelledby={listTitleId}>
          <h2 className="visually-hidden" id={listTitleId}>
            {t('Stores')}
          </h2>
          {listed.length === 0 ? (
            <div className="store-locator__empty">
              <p>{t('Try another town, street or pincode.')}</p>
              <Link
                to={pathname}
                className="btn btn--secondary"
                preventScrollReset
                onClick={() => setQuery('')}
              >
                {t('Show all stores')}
              </Link>
            </div>
          ) : (
            <ul className="store-list">
              {listed.map(({ store, distanceKm }, index) => (
                <StoreCard
                  key={store.code}
                  id={storeAnchor(store)}
                  store={store}
                  distanceKm={distanceKm}
                  selected={store.code === selected?.code}
                  onShow={show}
                  eager={index < EAGER_PHOTOS}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
