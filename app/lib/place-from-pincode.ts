/**
 * City and state follow the pincode (spec decisions: 'Entering a pincode at checkout fills
 * city and state'). A place the pincode lookup gives replaces what the field holds if that
 * is empty or still what the form last put there (the prefilled address, or the previous
 * pincode's place); a city or state the shopper typed since stays. Filling empty fields
 * only left 'New Delhi, Delhi' beside 560001 once a shopper corrected the pincode. A
 * pincode the lookup knows no place for (one we do not deliver to) empties what the form
 * had put there: the previous pincode's city is not this one's.
 */
import { useRef } from 'react';
import type { FieldControl } from './forms.ts';

export interface Place {
  pincode: string;
  city: string | null;
  state: string | null;
}

/** `fill(place)` for each place the lookup answers; a pincode already filled is skipped. */
export function usePlaceFromPincode(city: FieldControl, state: FieldControl) {
  // Per field, what the form last put there (what it started with, at first) and whether a
  // lookup did; and the pincode last filled for.
  const memory = useRef({ set: [city.value, state.value], looked: [false, false], pincode: '' });
  return (place: Place) => {
    const { set, looked } = memory.current;
    if (memory.current.pincode === place.pincode) return;
    memory.current.pincode = place.pincode;
    [place.city, place.state].forEach((found, index) => {
      const field = index ? state : city;
      // What the shopper typed stays, and a prefilled address's place when none is found.
      if ((field.value && field.value !== set[index]) || !(found || looked[index])) return;
      set[index] = found ?? '';
      looked[index] = Boolean(found);
      if (field.value !== set[index]) field.change(found ?? '');
    });
  };
}
