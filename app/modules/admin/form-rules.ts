/**
 * Field rules the back office's forms share (Zod, browser-safe): a checkbox, a line of
 * text within bounds and without control characters, a whole number read strictly from
 * its text (no '1e3', no '0x10'), and the Kannada twin of an English field.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';

/** A checkbox: present (any value) is on, absent is off. */
export const checkbox = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value !== undefined && value !== '');

/** A trimmed line of text of `min` to `max` characters; `message` for anything else. */
export function line(
  message: string,
  { min = 1, max = 200, pattern }: { min?: number; max?: number; pattern?: RegExp } = {},
) {
  return z
    .string({ error: message })
    .max(10_000, message)
    .transform((value, ctx) => {
      const text = value.trim().replace(/\s+/g, ' ');
      const ok =
        text.length >= min &&
        text.length <= max &&
        !hasControlCharacters(value) &&
        text.isWellFormed() &&
        (!pattern || pattern.test(text));
      if (!ok) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });
}

/** A whole number from `min` to `max`, typed as plain digits. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.string({ error: message }).transform((value, ctx) => {
    const text = value.trim();
    const number = Number(text);
    if (!/^\d{1,9}$/.test(text) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/** A decimal number from `min` to `max` (coordinates), typed as plain digits. */
export function decimal(message: string, min: number, max: number) {
  return z.string({ error: message }).transform((value, ctx) => {
    const text = value.trim();
    const number = Number(text);
    if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(text) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/**
 * The optional Kannada twin of an English field (name_kn beside name...), checked by the
 * English field's own rule. Blank is null: the shop shows the English (the columns never
 * hold ''). A field the post does not carry is undefined: the stored text stays.
 */
export function kannadaTwin<T>(rule: z.ZodType<T, string>) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    rule.nullable().optional(),
  );
}
