/**
 * Stores nearest first to a place (issue 35): which store's technicians serve a pincode by
 * default, and the order pickup stores are listed in. Distance along the earth's surface.
 */
export interface Located {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Located, b: Located): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `places` nearest first to `from`, each with its distance, ties by their order given. */
export function nearestFirst<T extends Located>(
  from: Located,
  places: readonly T[],
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: distanceKm(from, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** How far a store's technicians go by default. */
export const SERVICE_RADIUS_KM = 40;

/**
 * The default served pincodes: each located pincode goes to its nearest store within the
 * radius; one farther from every store is served by none (staff may add it).
 */
export function defaultServedPincodes<S extends Located & { id: number }>(
  stores: readonly S[],
  pincodes: readonly (Located & { pincode: string })[],
): { pincode: string; storeId: number }[] {
  return pincodes.flatMap((place) => {
    const [nearest] = nearestFirst(place, stores);
    return nearest && nearest.distanceKm <= SERVICE_RADIUS_KM
      ? [{ pincode: place.pincode, storeId: nearest.id }]
      : [];
  });
}
