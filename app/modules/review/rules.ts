/**
 * What a review is and when it shows (issue 31), as pure rules: the form's schema (for the
 * page's action, the JSON API and the browser's own check), the messages, the words that
 * hold a review for staff, the author's shown name and the aggregate's figures.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { ruleSchema } from '../../lib/zod-rules.ts';
import { cardRating } from '../catalog/card.ts';
import { type RatingAggregate, REVIEW_SORTS } from './view.ts';

export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMin: 20,
  bodyMax: 2000,
  reasonMax: 500,
} as const;

/** A review's photos: how many, how large a file, how many pixels sharp may decode, display sizes. */
export const PHOTO_LIMITS = {
  maxCount: 3,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 50_000_000,
  displayPx: 1200,
  thumbPx: 240,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: msg('Please select a rating.'),
  bodyTooShort: msg('Please write at least 20 characters.'),
  bodyTooLong: msg('Please keep your review under 2,000 characters.'),
  titleTooLong: msg('Please keep the title under 100 characters.'),
  notAllowed: msg('Your review contains characters that are not allowed.'),
  reasonRequired: msg('Please tell us what is wrong with this review.'),
  reasonTooLong: msg('Please keep the reason under 500 characters.'),
  already: msg('You have already reviewed this product.'),
  notBuyer: msg('Only buyers who have received this product can review it.'),
  notFound: msg('This review does not exist.'),
  published: msg('Thank you! Your review is published.'),
  held: msg('Thank you! Your review will show once our team has checked it.'),
  updated: msg('Your review is updated.'),
  deleted: msg('Your review is deleted.'),
  voted: msg('Thank you for your feedback.'),
  reported: msg('Thank you. Our team will look at this review.'),
  linkInvalid: msg('This review link is not valid any more. Please sign in to write your review.'),
  photoCount: msg('Please add no more than 3 photos.'),
  photoTooLarge: msg('Each photo must be 5 MB or smaller.'),
  photoType: msg('Please add photos as JPEG, PNG or WebP images.'),
  photoUnreadable: msg('This photo could not be read. Please try another one.'),
} as const;

/** Length as the shopper typed it: a form post sends a line break as CR LF, a textarea counts one. */
const typedLength = (value: string) => value.replace(/\r\n/g, '\n').length;

/** A line break as one '\n' (what is stored and counted). */
const oneBreak = (value: string) => value.replace(/\r\n?/g, '\n');

/** 1 to 5 stars: a number or its digit as a form sends it; anything else asks for a rating. */
const Rating = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-5]$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
);

const Title = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const title = (value ?? '').trim();
    if (typedLength(title) > REVIEW_LIMITS.titleMax) {
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.titleTooLong });
      return z.NEVER;
    }
    if (hasControlCharacters(title)) {
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.notAllowed });
      return z.NEVER;
    }
    return title || null;
  });

/**
 * A shopper's plain text between `min` and `max` characters as typed (line breaks kept as
 * one '\n'): a review's, a question's or an answer's.
 */
export function writtenText(rule: {
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
  notAllowed: string;
}) {
  return ruleSchema((value) => {
    const length = typedLength(value);
    if (length < rule.min) return rule.tooShort;
    if (length > rule.max) return rule.tooLong;
    if (hasControlCharacters(value, { multiline: true })) return rule.notAllowed;
    return undefined;
  }, rule.tooShort).transform(oneBreak);
}

const Body = writtenText({
  min: REVIEW_LIMITS.bodyMin,
  max: REVIEW_LIMITS.bodyMax,
  tooShort: REVIEW_MESSAGES.bodyTooShort,
  tooLong: REVIEW_MESSAGES.bodyTooLong,
  notAllowed: REVIEW_MESSAGES.notAllowed,
});

/** A review as written: stars, an optional title, the text (plain text, shown as text). */
export const ReviewSchema = z.object({ rating: Rating, title: Title, text: Body });
export type ReviewInput = z.output<typeof ReviewSchema>;

/** A report's reason. */
export const ReportSchema = z.object({
  reason: ruleSchema((value) => {
    if (value.length === 0) return REVIEW_MESSAGES.reasonRequired;
    if (typedLength(value) > REVIEW_LIMITS.reasonMax) return REVIEW_MESSAGES.reasonTooLong;
    if (hasControlCharacters(value, { multiline: true })) return REVIEW_MESSAGES.notAllowed;
    return undefined;
  }, REVIEW_MESSAGES.reasonRequired),
});

/**
 * Why a review waits for staff before it shows, or null: a link, a phone number or an
 * e-mail address (spam, and buyers' own details put in public by mistake).
 */
export function holdReason(text: string): string | null {
  if (/[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(text)) return 'an e-mail address';
  if (
    /\b(?:https?:\/\/|www\.)|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|me|xyz|info|link|ly)\b/i.test(
      text,
    )
  ) {
    return 'a link';
  }
  // Ten digits or more, however spaced or dashed (+91 98450 12345, 080-2345-6789).
  if (/(?:\d[\s\-().]*){10,}/.test(text)) return 'a phone number';
  return null;
}

/** Where a new review, question or answer stands: held for staff for `holdReason`, or published. */
export function statusOfText(text: string): {
  status: 'published' | 'held';
  statusReason: string | null;
} {
  const reason = holdReason(text);
  return reason
    ? { status: 'held', statusReason: `Held: ${reason}` }
    : { status: 'published', statusReason: null };
}

/** The name a review shows: the first name and the last name's initial ('Priya S.'), never the e-mail. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = Array.from(lastName.trim())[0];
  const name = initial ? `${first} ${initial.toLocaleUpperCase('en-IN')}.` : first;
  return name.trim() || 'A buyer';
}

/** The aggregate from the stored figures (products.review_count, rating_total, rating_counts). */
export function aggregateOf(count: number, total: number, counts: number[]): RatingAggregate {
  const distribution = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  for (const stars of [1, 2, 3, 4, 5] as const) distribution[`${stars}`] = counts[stars - 1] ?? 0;
  return { average: averageOf(count, total), count, distribution };
}

/** The average to one decimal (half up), or null with no reviews. */
export function averageOf(count: number, total: number): number | null {
  return cardRating(count, total)?.average ?? null;
}

/** A review named by a form: its public id (anything else names none: 404). */
export const ReviewRefSchema = z.object({ reviewId: z.string().trim().max(64).default('') });

/** Reviews a page of the API's list holds. */
export const REVIEWS_PER_PAGE = 5;
/**
 * Reviews a page of the product page's list holds: the three most helpful first (the rest a
 * click away), so that the page stays light on a phone whatever the product's reviews.
 */
export const REVIEWS_ON_PRODUCT_PAGE = 3;

/** The list's query as any caller sends it: unknown values fall back to the defaults. */
export const ReviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).catch('helpful').default('helpful'),
  stars: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ReviewQuery = z.output<typeof ReviewQuerySchema>;
