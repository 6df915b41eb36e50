/** What the seeded demo shop holds that the specs lean on. */

/** A product with two capacities in stock (1 and 3 Litre) and three colours. */
export const GEYSER = {
  slug: 'Instant-Geyser-Compact-White',
  name: 'Instant Geyser Compact White',
  path: '/product/Instant-Geyser-Compact-White',
} as const;
