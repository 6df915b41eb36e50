/**
 * The back office's installation forms' limits and messages, without Zod: the page shows
 * them, and the schemas (staff-validation.ts) and the changes apply them. English only,
 * like every back-office text.
 */
export const TECHNICIAN_MAX = 60;
export const VISIT_NOTE_MAX = 500;

/** How staff end a booked visit. */
export const VISIT_OUTCOMES = ['done', 'missed'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export const STAFF_VISIT_MESSAGES = {
  visit: 'This visit was not found.',
  technician: `Please enter the technician’s name (up to ${TECHNICIAN_MAX} characters).`,
  outcome: 'Please choose whether the visit was done or missed.',
  note: `Please keep the note under ${VISIT_NOTE_MAX} characters, without special characters.`,
  noteForMissed: 'Please note why the visit was missed.',
} as const;
