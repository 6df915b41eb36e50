/**
 * The back office's service request form (issue 35): the new status, with the technician's
 * name for 'Technician assigned' and the day and slot for 'Visit scheduled', and a note to
 * the shopper. English only; checked in the browser with this schema too (form-validators.ts).
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { INSTALLATION_SLOTS, isCalendarDay } from '../installation/slots.ts';
import { SERVICE_LIMITS, SERVICE_STATUSES } from '../service/rules.ts';

export const SERVICE_STATUS_MESSAGES = {
  status: 'Please choose the new status.',
  technician: `Please enter the technician’s name (up to ${SERVICE_LIMITS.technicianMax} characters).`,
  visitDay: 'Please choose the day of the visit.',
  visitSlot: 'Please choose the slot of the visit.',
  note: `Please keep the note under ${SERVICE_LIMITS.noteMax} characters, without special characters.`,
} as const;

const optionalText = (max: number, message: string, multiline = false) =>
  z
    .string({ error: message })
    .optional()
    .transform((value) =>
      multiline ? (value ?? '').trim() : (value ?? '').trim().replace(/\s+/g, ' '),
    )
    .refine(
      (value) =>
        value.length <= max && !hasControlCharacters(value, { multiline }) && value.isWellFormed(),
      message,
    );

export const ServiceStatusSchema = z
  .object({
    status: z.enum(SERVICE_STATUSES, { error: SERVICE_STATUS_MESSAGES.status }),
    technician: optionalText(SERVICE_LIMITS.technicianMax, SERVICE_STATUS_MESSAGES.technician),
    visitDay: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim()),
    visitSlot: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim()),
    note: optionalText(SERVICE_LIMITS.noteMax, SERVICE_STATUS_MESSAGES.note, true),
  })
  .superRefine((form, ctx) => {
    if (form.status === 'technician_assigned' && !form.technician) {
      ctx.addIssue({
        code: 'custom',
        path: ['technician'],
        message: SERVICE_STATUS_MESSAGES.technician,
      });
    }
    if (form.status !== 'visit_scheduled') return;
    if (!isCalendarDay(form.visitDay)) {
      ctx.addIssue({
        code: 'custom',
        path: ['visitDay'],
        message: SERVICE_STATUS_MESSAGES.visitDay,
      });
    }
    if (!(INSTALLATION_SLOTS as readonly string[]).includes(form.visitSlot)) {
      ctx.addIssue({
        code: 'custom',
        path: ['visitSlot'],
        message: SERVICE_STATUS_MESSAGES.visitSlot,
      });
    }
  });

export type ServiceStatusInput = z.output<typeof ServiceStatusSchema>;
