import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true after: for behaviour only
 * JavaScript can back (a submit button disabled until the form is valid must stay usable
 * when JavaScript is off).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
