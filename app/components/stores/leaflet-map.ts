/**
 * The store map, drawn with Leaflet on OpenStreetMap tiles. Browser-only: this module (and
 * with it Leaflet's script and stylesheet) is loaded by StoreMap's effect with a dynamic
 * import, so it is its own chunk, fetched only on the store locator and never on the server.
 *
 * Markers are CSS-drawn divIcons (no marker images to fetch). When tiles cannot load (no
 * network, or a policy that blocks them) the map is a grey field with the markers on it.
 */
import 'leaflet/dist/leaflet.css';
import {
  control,
  divIcon,
  type Map as LeafletMap,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  type Marker,
  marker,
  tileLayer,
} from 'leaflet';
import type { LatLng } from './locator.ts';

export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Karnataka, before the stores are known. */
const KARNATAKA: [number, number] = [14.5, 76.2];
const STORE_ZOOM = 15;

export interface MapStore {
  code: string;
  name: string;
  /** 'en': shown in English on a Kannada page (app/i18n/content.ts). */
  nameLang?: string;
  address: string;
  addressLang?: string;
  latitude: number;
  longitude: number;
  mapsLink: string;
}

export interface StoreMapOptions {
  /** A marker was clicked. */
  onSelect: (code: string) => void;
  /** The popup of this store was closed (its close button, Escape, a click on the map). */
  onClose: (code: string) => void;
  reducedMotion: boolean;
  /** The map's own texts, in the page's language. */
  texts: MapTexts;
}

export interface MapTexts {
  directions: string;
  /** After `directions`, for screen readers: ' to {store} (opens in a new tab)'. */
  directionsTo: (name: string) => string;
  /** The shopper's marker. */
  you: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

export interface StoreMapController {
  /** One marker per store, the view fitted to them. */
  setStores(stores: MapStore[]): void;
  /** Centres the map on the store and opens its popup; null closes any popup. */
  select(code: string | null): void;
  /** Marks the shopper's position (null removes it) and shows it with the nearest store. */
  setUser(location: LatLng | null, nearest?: LatLng | null): void;
  destroy(): void;
}

const storeIcon = divIcon({
  className: 'store-marker',
  html: '<span class="store-marker__pin"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  popupAnchor: [0, -30],
});

function highlight(m: Marker, on: boolean) {
  m.getElement()?.classList.toggle('store-marker--selected', on);
  m.setZIndexOffset(on ? 1000 : 0);
}

const userIcon = divIcon({
  className: 'store-marker store-marker--you',
  html: '<span class="store-marker__dot"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/** The popup: name, address and a directions link, built as DOM nodes (no HTML strings). */
function popupContent(store: MapStore, texts: MapTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'store-popup';
  // Divs, not paragraphs: the site's `p { text-wrap: pretty }` would defeat the nowrap
  // Leaflet sets while it measures the popup, leaving it one word wide.
  const name = document.createElement('div');
  name.className = 'store-popup__name';
  name.textContent = store.name;
  if (store.nameLang) name.lang = store.nameLang;
  const address = document.createElement('div');
  address.className = 'store-popup__address';
  address.textContent = store.address;
  if (store.addressLang) address.lang = store.addressLang;
  const link = document.createElement('a');
  link.className = 'store-popup__link';
  link.href = store.mapsLink;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = texts.directions;
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` ${texts.directionsTo(store.name)}`;
  link.append(hidden);
  box.append(name, address, link);
  return box;
}

export function createStoreMap(element: HTMLElement, options: StoreMapOptions): StoreMapController {
  const { texts } = options;
  const animate = !options.reducedMotion;
  const map: LeafletMap = leafletMap(element, {
    center: KARNATAKA,
    zoom: 6,
    // Added below, with its buttons' titles in the page's language.
    zoomControl: false,
    scrollWheelZoom: false,
    fadeAnimation: animate,
    zoomAnimation: animate,
    markerZoomAnimation: animate,
  });
  control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  tileLayer(TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);

  const markersLayer = layerGroup().addTo(map);
  const markers = new Map<string, Marker>();
  let selected: string | null = null;
  let userMarker: Marker | null = null;

  // Leaflet names a popup's close button in English.
  map.on('popupopen', (event) => {
    event.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', texts.closePopup);
  });

  map.on('popupclose', (event) => {
    const source = (event.popup as unknown as { _source?: Marker })._source;
    for (const [code, m] of markers) {
      if (m === source) {
        highlight(m, false);
        if (code === selected) {
          selected = null;
          options.onClose(code);
        }
      }
    }
  });

  function fitTo(points: [number, number][]) {
    if (points.length === 0) return;
    if (points.length === 1) {
      map.setView(points[0]!, 13, { animate });
      return;
    }
    map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 13, animate });
  }

  return {
    setStores(stores) {
      const keep = selected;
      selected = null;
      markersLayer.clearLayers();
      markers.clear();
      for (const store of stores) {
        const m = marker([store.latitude, store.longitude], {
          icon: storeIcon,
          title: store.name,
          alt: store.name,
          // The list's 'Show … on the map' buttons are the keyboard way in; 56 markers in
          // the tab order would only be in the way.
          keyboard: false,
          riseOnHover: true,
        });
        m.bindPopup(() => popupContent(store, texts), {
          // Narrow enough to fit beside the zoom buttons on a 360 px phone.
          minWidth: 180,
          maxWidth: 210,
          // Clear of the zoom buttons in the top left corner.
          autoPanPaddingTopLeft: [56, 16],
          autoPanPaddingBottomRight: [16, 16],
        });
        m.on('click', () => options.onSelect(store.code));
        m.addTo(markersLayer);
        markers.set(store.code, m);
      }
      fitTo(stores.map((s) => [s.latitude, s.longitude]));
      if (keep && markers.has(keep)) this.select(keep);
    },

    select(code) {
      if (code === null) {
        selected = null;
        map.closePopup();
        return;
      }
      const m = markers.get(code);
      if (!m) return;
      selected = code;
      for (const other of markers.values()) if (other !== m) highlight(other, false);
      highlight(m, true);
      map.setView(m.getLatLng(), Math.max(map.getZoom(), STORE_ZOOM), { animate });
      if (!m.isPopupOpen()) m.openPopup();
    },

    setUser(location, nearest) {
      userMarker?.remove();
      userMarker = null;
      if (!location) return;
      userMarker = marker([location.latitude, location.longitude], {
        icon: userIcon,
        title: texts.you,
        keyboard: false,
        interactive: false,
        zIndexOffset: 500,
      }).addTo(map);
      if (selected) return; // The shopper is looking at a store: leave the view alone.
      const here: [number, number] = [location.latitude, location.longitude];
      fitTo(nearest ? [here, [nearest.latitude, nearest.longitude]] : [here]);
    },

    destroy() {
      map.off();
      map.remove();
    },
  };
}
