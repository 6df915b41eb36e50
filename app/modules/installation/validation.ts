/**
 * What a shopper sends to book or move an order's installation visit (issue 35): a day
 * and a slot. One schema for the order pages and the JSON API. Client-safe.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { INSTALLATION_MESSAGES } from './messages.ts';
import { INSTALLATION_SLOTS, isCalendarDay } from './slots.ts';

export const VisitChoiceSchema = z.object({
  date: z
    .string({ error: INSTALLATION_MESSAGES.badDay })
    .trim()
    .refine(isCalendarDay, INSTALLATION_MESSAGES.badDay),
  slot: z.enum(INSTALLATION_SLOTS, { error: INSTALLATION_MESSAGES.badSlot }),
});

export type VisitChoice = z.output<typeof VisitChoiceSchema>;
