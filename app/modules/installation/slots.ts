/**
 * Installation visits' calendar rules (issue 35), pure and client-safe: which days a store's
 * technicians can come, the booking window after the promised delivery, and until when a
 * shopper may move or cancel a visit (6 PM, India's time, the day before).
 */
import { msg } from '../../i18n/msg.ts';

export const INSTALLATION_SLOTS = ['morning', 'afternoon'] as const;
export type InstallationSlot = (typeof INSTALLATION_SLOTS)[number];

/** How a slot is named to shoppers and staff. */
export const SLOT_LABELS: Record<InstallationSlot, string> = {
  morning: msg('Morning, 9 AM–1 PM'),
  afternoon: msg('Afternoon, 1–5 PM'),
};

/** 'to_book': after delivery, or cancelled by the shopper; staff end a visit done or missed. */
export const VISIT_STATES = ['to_book', 'booked', 'done', 'missed'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** How many days after the first bookable one a visit may be booked. */
export const BOOKING_WINDOW_DAYS = 14;

/** How long a slot is: a visit longer than that takes as many places as slots it fills. */
export const SLOT_MINUTES = 240;

/** The places of a slot a visit of this length takes (a place is a technician's slot). */
export function placesFor(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / SLOT_MINUTES));
}

/** The hour (IST) of the day before a visit after which the shopper can no longer change it. */
export const CHANGE_DEADLINE_HOUR = 18;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD, a calendar day. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real day of this century: a year such as 0000 or 9999 is no visit's, and days walked
 * on from 9999-12-31 are past what PostgreSQL stores.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value < '2000-01-01' || value > '2099-12-31') return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface StoreCalendar {
  workingDays: readonly number[];
  holidays: ReadonlySet<string>;
}

export function isWorkingDay(calendar: StoreCalendar, day: string): boolean {
  return calendar.workingDays.includes(weekday(day)) && !calendar.holidays.has(day);
}

/**
 * The days a visit may be booked on: from the first working day after `after` (the promised
 * delivery date, or today when the goods are already there) up to 14 days later, working
 * days only, never today or earlier, nor tomorrow once it is past 6 PM.
 */
export function bookableDays(calendar: StoreCalendar, after: string, now: Date): string[] {
  const today = todayInIndia(now);
  let first = addDays(after < today ? today : after, 1);
  for (let tries = 0; tries < 60 && !isWorkingDay(calendar, first); tries++) {
    first = addDays(first, 1);
  }
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const day = addDays(first, offset);
    // Tomorrow after 6 PM: a visit no one could move any more, at a night's notice.
    if (isWorkingDay(calendar, day) && canChangeVisit(day, now)) days.push(day);
  }
  return days;
}

/** The moment after which a visit on `day` can no longer be moved or cancelled online. */
export function changeDeadline(day: string): Date {
  const local = Date.parse(`${addDays(day, -1)}T00:00:00Z`) + CHANGE_DEADLINE_HOUR * 3_600_000;
  return new Date(local - IST_OFFSET_MS);
}

export function canChangeVisit(day: string, now: Date): boolean {
  return now.getTime() < changeDeadline(day).getTime();
}

/** '2026-12-04/morning' as the checkout and the API write a slot. */
export function parseSlotChoice(value: string): { day: string; slot: InstallationSlot } | null {
  const [day, slot, ...rest] = value.split('/');
  if (rest.length || !day || !isCalendarDay(day)) return null;
  if (!INSTALLATION_SLOTS.includes(slot as InstallationSlot)) return null;
  return { day, slot: slot as InstallationSlot };
}

/** What a checkout or a shopper books: a slot, or a visit booked once the goods are there. */
export type InstallationChoice = { day: string; slot: InstallationSlot } | 'after-delivery';

/** The technician as the shopper sees them: the first name only. */
export function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
