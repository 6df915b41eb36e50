import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MapStore, StoreMapController } from './leaflet-map.ts';
import type { LatLng } from './locator.ts';

export interface StoreMapProps {
  /** The stores to mark (the list's current matches). Keep the array stable between renders. */
  stores: MapStore[];
  selectedCode: string | null;
  user: LatLng | null;
  /** The store nearest the shopper: the map shows both when the location arrives. */
  nearest: LatLng | null;
  onSelect: (code: string) => void;
  onClose: (code: string) => void;
}

/**
 * The map beside the store list. The server renders its empty frame; in the browser an
 * effect imports Leaflet (and its stylesheet) on demand, so no other page pays for it.
 */
export function StoreMap({
  stores,
  selectedCode,
  user,
  nearest,
  onSelect,
  onClose,
}: StoreMapProps) {
  const t = useT();
  const frame = useRef<HTMLElement>(null);
  const [controller, setController] = useState<StoreMapController | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, read by Leaflet's handlers (created once), the page's texts, and
  // the nearest store.
  const handlers = useRef({ onSelect, onClose, t });
  const nearestStore = useRef(nearest);
  useEffect(() => {
    handlers.current = { onSelect, onClose, t };
    nearestStore.current = nearest;
  });

  useEffect(() => {
    let cancelled = false;
    let created: StoreMapController | null = null;
    import('./leaflet-map.ts')
      .then(({ createStoreMap }) => {
        if (cancelled || !frame.current) return;
        const { t } = handlers.current;
        created = createStoreMap(frame.current, {
          onSelect: (code) => handlers.current.onSelect(code),
          onClose: (code) => handlers.current.onClose(code),
          reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
          texts: {
            directions: t('Get directions'),
            directionsTo: (name) => t('to {name} (opens in a new tab)', { name }),
            you: t('Your location'),
            zoomIn: t('Zoom in'),
            zoomOut: t('Zoom out'),
            closePopup: t('Close popup'),
          },
        });
        setController(created);
      })
      .catch(() => {
        // Offline after the page loaded, or a new deployment replaced the chunk: the list
        // still works; say so instead of leaving an empty frame.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setController(null);
    };
  }, []);

  useEffect(() => {
    controller?.setStores(stores);
  }, [controller, stores]);

  useEffect(() => {
    controller?.select(selectedCode);
  }, [controller, selectedCode]);

  // Only a new position moves the map (not a search that changes the nearest match).
  useEffect(() => {
    controller?.setUser(user, nearestStore.current);
  }, [controller, user]);

  return (
    <div className="store-map" data-ready={controller ? '' : undefined}>
      <section ref={frame} className="store-map__canvas" aria-label={t('Map of our stores')} />
      {failed ? (
        <p className="store-map__failed">
          {t('The map could not be loaded. Each store’s Get directions link still works.')}
        </p>
      ) : null}
    </div>
  );
}
