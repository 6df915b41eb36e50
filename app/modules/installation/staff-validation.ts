/**
 * The back office's installation forms (issue 35): a technician named for a booked visit,
 * and a visit closed as done or missed. Browser-safe: the page checks with the schemas its
 * action applies, and the changes (admin/installations.server.ts) read the name and the
 * note with the same field rules, so a caller other than the form meets the same limits.
 * Nothing from admin/ is imported (its form-rules would do): admin/ imports this module,
 * and modules import one way only.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import {
  STAFF_VISIT_MESSAGES,
  TECHNICIAN_MAX,
  VISIT_NOTE_MAX,
  VISIT_OUTCOMES,
} from './staff-limits.ts';

/** A visit's id as the forms post it; anything else names no visit. */
const visitId = z
  .string({ error: STAFF_VISIT_MESSAGES.visit })
  .regex(/^\d{1,9}$/, STAFF_VISIT_MESSAGES.visit)
  .transform(Number);

/** Trimmed, spaces collapsed, 1 to 60 printable characters. */
export const technicianName = z
  .string({ error: STAFF_VISIT_MESSAGES.technician })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .refine(
    (name) =>
      name.length >= 1 &&
      name.length <= TECHNICIAN_MAX &&
      !hasControlCharacters(name) &&
      name.isWellFormed(),
    STAFF_VISIT_MESSAGES.technician,
  );

/** Trimmed; several lines allowed (what happened at the door), nothing unprintable. */
export const visitNote = z
  .string({ error: STAFF_VISIT_MESSAGES.note })
  .trim()
  .max(VISIT_NOTE_MAX, STAFF_VISIT_MESSAGES.note)
  .refine(
    (note) => !hasControlCharacters(note, { multiline: true }) && note.isWellFormed(),
    STAFF_VISIT_MESSAGES.note,
  );

export const TechnicianSchema = z.object({ visit: visitId, technician: technicianName });

export const VisitOutcomeSchema = z
  .object({
    visit: visitId,
    outcome: z.enum(VISIT_OUTCOMES, { error: STAFF_VISIT_MESSAGES.outcome }),
    // Left empty, it may come as '' or not at all.
    note: visitNote.optional().transform((note) => note ?? ''),
  })
  .superRefine((form, ctx) => {
    if (form.outcome === 'missed' && !form.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: STAFF_VISIT_MESSAGES.noteForMissed });
    }
  });
