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
  // What each field held when the form last set it (the values it started with at first),
  // whether a lookup put it there, and the pincode that was for.
  const setByForm = useRef({
    values: [city.value, state.value],
    looked: [false, false],
    pincode: '',
  });
  return (place: Place) => {
    const last = setByForm.current;
    if (last.pincode === place.pincode) return;
    last.pincode = place.pincode;
    [city, state].forEach((field, index) => {
      const found = index ? place.state : place.city;
      const formSetIt = !field.value || field.value === last.values[index];
      // A prefilled address's place stays when the lookup knows none: it was the shopper's.
      if (!formSetIt || (!found && !last.looked[index])) return;
      const next = found ?? '';
      last.values[index] = next;
      last.looked[index] = Boolean(found);
      if ((field.value ?? '') !== next) field.change(next);
    });
  };
}
