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
  city?: string | null;
  state?: string | null;
}

export function usePlaceFromPincode(city: FieldControl, state: FieldControl) {
  // What each field held when the form last set it; the values it started with at first.
  const setByForm = useRef({ city: city.value, state: state.value });
  return function fill(place: Place) {
    const fields = { city, state };
    for (const name of ['city', 'state'] as const) {
      const next = place[name];
      const field = fields[name];
      if (!next || (field.value && field.value !== setByForm.current[name])) continue;
      setByForm.current[name] = next;
      if (field.value !== next) field.change(next);
    }
  };
}
