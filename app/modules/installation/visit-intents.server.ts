/**
 * The forms that book, move or cancel an order's installation visit (issue 35), for the
 * pages that offer them: My Orders (the account's order) and the signed visit link (a
 * guest's). Each page says how it finds the order; the rules are visits.server.ts's.
 */
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { defineIntent } from '../../lib/intent-action.server.ts';
import type { OrderRow } from '../order/orders.server.ts';
import { VISIT_INTENT } from './intents.ts';
import { INSTALLATION_MESSAGES } from './messages.ts';
import { parseSlotChoice } from './slots.ts';
import { bookOrderVisit, cancelOrderVisit } from './visits.server.ts';

const VisitForm = z.object({ order: z.string().max(64) });

const BookForm = VisitForm.extend({
  installationSlot: z
    .string({ error: INSTALLATION_MESSAGES.badSlot })
    .refine((value) => parseSlotChoice(value) !== null, INSTALLATION_MESSAGES.badSlot),
});

/** `orderOf` finds the order the form names, among those the page may change (or null). */
export function visitIntents(db: DbOrTx, orderOf: (publicId: string) => Promise<OrderRow | null>) {
  const order = async (publicId: string) => {
    const found = await orderOf(publicId);
    if (!found) throw new DomainError('not_found', INSTALLATION_MESSAGES.noInstallation);
    return found;
  };
  return {
    [VISIT_INTENT.book]: defineIntent({
      schema: BookForm,
      coerce: false,
      run: async (input) => {
        const choice = parseSlotChoice(input.installationSlot);
        if (!choice) throw new DomainError('invalid', INSTALLATION_MESSAGES.badSlot);
        await bookOrderVisit(db, await order(input.order), choice);
        return INSTALLATION_MESSAGES.booked;
      },
    }),
    [VISIT_INTENT.cancel]: defineIntent({
      schema: VisitForm,
      coerce: false,
      run: async (input) => {
        await cancelOrderVisit(db, await order(input.order));
        return INSTALLATION_MESSAGES.cancelled;
      },
    }),
  };
}
