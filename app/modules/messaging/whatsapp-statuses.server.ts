/**
 * WhatsApp's delivery statuses (its webhook): the Cloud API accepts a template for a
 * number that is not on WhatsApp and only says later, in a `failed` status, that it could
 * not deliver it. Such an update goes again by SMS (an outbox copy for SMS only, once);
 * any other failure is recorded on the update for staff. Meta signs each call with the
 * app's secret (`X-Hub-Signature-256`, HMAC-SHA256 of the raw body).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { enqueueOutbox } from '../notification/outbox.server.ts';
import { outbox } from '../notification/schema.ts';
import { orders } from '../order/schema.ts';
import type { PhoneMessage } from './channel.ts';
import { ORDER_UPDATE_USEFUL_MS } from './order-updates.server.ts';
import { RECIPIENT_CODES } from './whatsapp.server.ts';

const StatusesBody = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  errors: z
                    .array(z.object({ code: z.number(), title: z.string().optional() }))
                    .optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

/** Whether the body carries Meta's signature under the app's secret (constant time). */
export function signedByMeta(raw: string, header: string | null, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest('hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/**
 * Acts on the failed statuses of the body (others are of no use to the shop yet); returns
 * how many updates now go by SMS. A body that is not statuses changes nothing. `sms`: an
 * SMS provider is set up.
 */
export async function handleWhatsAppStatuses(
  db: DbOrTx,
  body: unknown,
  { sms }: { sms: boolean },
): Promise<number> {
  const parsed = StatusesBody.safeParse(body);
  if (!parsed.success) return 0;
  let bySms = 0;
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? []) {
        if (status.status !== 'failed') continue;
        const error = status.errors?.[0];
        const why = `WhatsApp could not deliver it: ${error?.title ?? 'failed'} (code ${error?.code ?? '?'})`;
        const reachable = sms && RECIPIENT_CODES.has(error?.code ?? -1);
        if (await failed(db, status.id, why, reachable)) bySms += 1;
      }
    }
  }
  return bySms;
}

/** Records the failure on the update WhatsApp named; queues its SMS copy when SMS may reach. */
async function failed(db: DbOrTx, reference: string, why: string, trySms: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.providerRef, reference),
          eq(outbox.kind, 'phone'),
          eq(outbox.transport, 'whatsapp'),
        ),
      )
      .for('update');
    if (!row) return false;
    const note = (text: string) =>
      tx.update(outbox).set({ lastError: text }).where(eq(outbox.id, row.id));
    if (!trySms) {
      await tx
        .update(outbox)
        .set({ status: 'failed', lastError: why })
        .where(eq(outbox.id, row.id));
      return false;
    }
    // Stopped since it went (the account, the e-mail's link): no SMS, and nobody to call.
    const [order] = await tx
      .select({ on: orders.whatsappUpdates })
      .from(orders)
      .where(eq(orders.publicId, row.dedupeKey?.split(':')[1] ?? ''));
    if (!order?.on) {
      await note(`${why}: updates were stopped since, so no SMS.`);
      return false;
    }
    // News a day old is no news (Meta repeats a status for days).
    const usefulForMs = row.createdAt.getTime() + ORDER_UPDATE_USEFUL_MS - Date.now();
    if (usefulForMs <= 0) {
      await note(`${why}: too late for an SMS.`);
      return false;
    }
    await note(`${why}: sent by SMS instead.`);
    const copy: PhoneMessage = { ...(row.payload as PhoneMessage), only: 'sms' };
    // Once, however often WhatsApp repeats the status.
    await enqueueOutbox(tx, 'phone', copy, { dedupeKey: `${row.dedupeKey}:sms`, usefulForMs });
    return true;
  });
}
