/**
 * The back office's content forms: a store, a home-page slide or video's place, visibility
 * and Kannada title, a serviceable pincode, and a pincode CSV import. Browser-safe: the
 * pages check with the same schemas their actions apply. Kannada fields are optional and
 * follow their English twin's rule (kannadaTwin): blank is null, the shop shows the English.
 */
import { z } from 'zod';
import { isSafeAwbFormat } from '../order/couriers.ts';
import { CONTENT_MESSAGES, MAX_CSV_BYTES } from './content-limits.ts';
import { checkbox, decimal, kannadaTwin, line, wholeNumber } from './form-rules.ts';

const PINCODE = /^[1-9]\d{5}$/;

const storeName = line(CONTENT_MESSAGES.name, { min: 2, max: 80 });
const storeAddress = line(CONTENT_MESSAGES.address, { min: 5, max: 200 });

export const StoreSchema = z.object({
  code: line(CONTENT_MESSAGES.code, { min: 2, max: 20, pattern: /^[A-Za-z0-9-]+$/ }).transform(
    (code) => code.toUpperCase(),
  ),
  name: storeName,
  nameKn: kannadaTwin(storeName),
  address: storeAddress,
  addressKn: kannadaTwin(storeAddress),
  town: line(CONTENT_MESSAGES.town, { min: 2, max: 60 }),
  district: line(CONTENT_MESSAGES.district, { min: 2, max: 60 }),
  pincode: line(CONTENT_MESSAGES.pincode, { min: 6, max: 6, pattern: PINCODE }),
  // Stored as the store locator shows it: '+91 98450 72101'.
  phone: line(CONTENT_MESSAGES.phone, { min: 10, max: 20, pattern: /^[+\d\s-]+$/ }).transform(
    (value, ctx) => {
      const digits = value.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
      if (!/^[6-9]\d{9}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.phone });
        return z.NEVER;
      }
      return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    },
  ),
  latitude: decimal(CONTENT_MESSAGES.latitude, 6, 37),
  longitude: decimal(CONTENT_MESSAGES.longitude, 68, 98),
  image: line(CONTENT_MESSAGES.image, { min: 8, max: 300, pattern: /^\/media\/[\w./-]+$/ }).refine(
    (path) => !path.includes('..'),
    CONTENT_MESSAGES.image,
  ),
  mapsLink: line(CONTENT_MESSAGES.mapsLink, { min: 12, max: 500, pattern: /^https:\/\/\S+$/ }),
  position: wholeNumber(CONTENT_MESSAGES.position, 0, 9999),
  active: checkbox,
});

export type StoreInput = z.output<typeof StoreSchema>;

/**
 * A slide's or a video's place on the home page, whether it shows, and its Kannada title
 * (the English one comes with the content and is not edited here).
 */
export const PlacementSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  position: wholeNumber(CONTENT_MESSAGES.position, 0, 9999),
  active: checkbox,
  titleKn: kannadaTwin(line(CONTENT_MESSAGES.title, { min: 2, max: 120 })),
});
export type PlacementInput = z.output<typeof PlacementSchema>;

export const ServiceablePincodeSchema = z.object({
  pincode: line(CONTENT_MESSAGES.pincode, { min: 6, max: 6, pattern: PINCODE }),
  city: line(CONTENT_MESSAGES.city, { min: 2, max: 60 }),
  district: line(CONTENT_MESSAGES.district, { min: 2, max: 60 }),
  state: line(CONTENT_MESSAGES.state, { min: 2, max: 60 }),
  deliverable: checkbox,
  codAvailable: checkbox,
  deliveryDays: wholeNumber(CONTENT_MESSAGES.days, 1, 30),
});

/** A CSV import (pincodes, AWBs): a file of at most 1 MB (its rows are checked by the import). */
export const CsvImportSchema = z.object({
  file: z
    .instanceof(File, { error: CONTENT_MESSAGES.file })
    .refine((file) => file.size > 0 && file.size <= MAX_CSV_BYTES, CONTENT_MESSAGES.file),
});

export type ServiceablePincodeInput = z.output<typeof ServiceablePincodeSchema>;

/** A day of the calendar as YYYY-MM-DD that exists (not 2026-02-30). */
const calendarDay = z
  .string({ error: 'Please choose a date.' })
  .trim()
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Please choose a date.');

/** A delivery holiday (issue 34): a day no delivery is made or promised, and its name. */
export const HolidaySchema = z.object({
  day: calendarDay,
  name: line('Please name the holiday.', { min: 2, max: 60 }),
});

export const HolidayRefSchema = z.object({ day: calendarDay });

/** A courier the seller ships with (issue 34): its tracking page and AWB format, where known. */
export const CourierSchema = z
  .object({
    code: line('Please enter a code of lower-case letters, digits and dashes.', {
      min: 2,
      max: 30,
      pattern: /^[a-z0-9-]+$/,
    }),
    // No braces: the name goes into formatted messages ('This is not a {name} AWB number.').
    name: line('Please enter the courier’s name.', { min: 2, max: 60, pattern: /^[^{}]+$/ }),
    trackingUrl: z
      .string()
      .trim()
      .max(300, 'Please keep the address under 300 characters.')
      .optional(),
    awbPattern: z
      .string()
      .trim()
      .max(100, 'Please keep the format under 100 characters.')
      .optional(),
    active: checkbox,
  })
  .superRefine((form, ctx) => {
    if (form.trackingUrl) {
      let url: URL | null = null;
      try {
        url = new URL(form.trackingUrl.replace('{awb}', 'AWB'));
      } catch {}
      if (url?.protocol !== 'https:' || !form.trackingUrl.includes('{awb}')) {
        ctx.addIssue({
          code: 'custom',
          path: ['trackingUrl'],
          message:
            'Please enter the https:// address of its tracking page, with {awb} where the AWB goes.',
        });
      }
    }
    if (form.awbPattern && !isSafeAwbFormat(form.awbPattern)) {
      ctx.addIssue({
        code: 'custom',
        path: ['awbPattern'],
        message:
          // No braces: messages are formatted, and '{8,10}' would read as a placeholder.
          'This is not a format the shop can read: classes such as [0-9] or [A-Z], letters and digits, each with a count in braces, alternatives joined by |.',
      });
    }
  });

export type CourierInput = z.output<typeof CourierSchema>;
