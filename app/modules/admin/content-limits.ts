/**
 * The content forms' messages and the pincode file's limits, without Zod: the pages show
 * them, and the schemas (content-validation.ts) apply them.
 */

export const CONTENT_MESSAGES = {
  code: 'Please enter a store code of 2 to 20 capital letters, digits and hyphens, e.g. TUM-01.',
  codeTaken: 'Another store already has this code.',
  name: 'Please enter the store name (2 to 80 characters).',
  address: 'Please enter the address (5 to 200 characters).',
  town: 'Please enter the town (2 to 60 characters).',
  district: 'Please enter the district (2 to 60 characters).',
  pincode: 'Please enter a 6-digit pincode.',
  phone: 'Please enter a 10-digit phone number, e.g. +91 98450 72101.',
  latitude: 'Please enter a latitude in India, between 6 and 37, e.g. 13.3379.',
  longitude: 'Please enter a longitude in India, between 68 and 98, e.g. 77.1173.',
  image: 'Please enter the path of an image under /media/, e.g. /media/stores/tum-01.webp.',
  mapsLink: 'Please enter an https:// link to the store on a map.',
  position: 'Please enter the position as a whole number from 0 to 9999.',
  city: 'Please enter the city (2 to 60 characters).',
  state: 'Please enter the state (2 to 60 characters).',
  days: 'Please enter the delivery time in days, from 1 to 30.',
  file: 'Please choose a CSV file of at most 1 MB.',
  title: 'Please enter the title (2 to 120 characters).',
} as const;

/** The largest pincode file accepted, and its most rows. */
export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_CSV_ROWS = 5000;
export const PINCODE_CSV_COLUMNS = [
  'pincode',
  'city',
  'district',
  'state',
  'deliverable',
  'cod_available',
  'delivery_days',
] as const;

/** The AWB import's columns (issue 34; shipped_on may be left out: today). */
export const AWB_CSV_COLUMNS = ['order_number', 'courier', 'awb'] as const;
export const MAX_AWB_ROWS = 500;
