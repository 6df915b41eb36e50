/**
 * Marks a text for translation where it is written but shown later (a link's label in a
 * list, a schema's refusal): it stays the English text, and whatever displays it passes it
 * through `t`. The catalog check (i18n/catalog.test.ts) reads these marks and `t` calls.
 * Free of side effects, so an unused constant that calls it still leaves the bundle.
 */
export /* @__NO_SIDE_EFFECTS__ */ function msg<const T extends string>(id: T): T {
  return id;
}
