import { useT } from '../../i18n/i18n-context.tsx';
import { StoreIcon } from './icons.tsx';
import { formatDistance, type Store, telHref } from './locator.ts';

export interface StoreCardProps {
  /** The card's id, a link target (/stores#ka-tum-01). */
  id?: string;
  store: Store;
  /** Kilometres from the shopper, once they have shared their location. */
  distanceKm: number | null;
  selected: boolean;
  /** Shows the store on the map. */
  onShow: (code: string) => void;
  /** The first few photos load at once, the rest as they scroll into view. */
  eager?: boolean;
}

/** One store in the locator's list: photo, name, address, phone, directions, map button. */
export function StoreCard({
  id,
  store,
  distanceKm,
  selected,
  onShow,
  eager = false,
}: StoreCardProps) {
  const t = useT();
  return (
    <li id={id} className="store-card" data-selected={selected || undefined}>
      <img
        className="store-card__photo"
        src={store.image}
        alt={t('Shopfront of {name}', { name: store.name })}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="store-card__text">
        <h3 className="store-card__name" lang={store.nameLang}>
          {store.name}
        </h3>
        {distanceKm === null ? null : (
          <p className="store-card__distance">
            {t('{distance} km', { distance: formatDistance(distanceKm) })}
            <span className="visually-hidden">{` ${t('from your location')}`}</span>
          </p>
        )}
        <address className="store-card__contact">
          <span className="store-card__row">
            <StoreIcon name="location" />
            <span lang={store.addressLang}>{store.address}</span>
          </span>
          <span className="store-card__row">
            <StoreIcon name="phone" />
            <a href={telHref(store.phone)}>{store.phone}</a>
          </span>
        </address>
      </div>
      <div className="store-card__actions">
        <a
          className="btn btn--secondary btn--sm"
          href={store.mapsLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          <StoreIcon name="directions" />
          <span>
            {t('Get directions')}
            <span className="visually-hidden">
              {` ${t('to {name} (opens in a new tab)', { name: store.name })}`}
            </span>
          </span>
        </a>
        <button
          type="button"
          className="btn btn--ghost btn--sm store-card__show"
          aria-current={selected || undefined}
          onClick={() => onShow(store.code)}
          data-needs-js=""
        >
          <StoreIcon name="map-pin" />
          <span>
            <span className="visually-hidden">
              {t('Show {name} on the map', { name: store.name })}
            </span>
            <span aria-hidden="true">{t('Show on the map')}</span>
          </span>
        </button>
      </div>
    </li>
  );
}
