/**
 * City and state follow the pincode (spec decisions: 'Entering a pincode at checkout fills
 * city and state'). A place the pincode lookup gives replaces what the field holds if that
 * is empty or still what the form last put there (the prefilled address, or the previous
 * pincode's place); a city or state the shopper typed since stays. Filling empty fields
 * only left 'New Delhi, Delhi' beside 560001 once a shopper corrected the pincode.
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
  // What each field held when the form last set it (the values it started with at first),
  // and the pincode that was for.
  const setByForm = useRef([city.value, state.value, '']);
  return (place: Place) => {
    const last = setByForm.current;
    if (last[2] === place.pincode) return;
    last[2] = place.pincode;
    [city, state].forEach((field, index) => {
      const next = index ? place.state : place.city;
      if (!next || (field.value && field.value !== last[index])) return;
      last[index] = next;
      if (field.value !== next) field.change(next);
    });
  };
}
