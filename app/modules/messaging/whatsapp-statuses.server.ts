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
import type { PhoneMessage } from './channel.ts';
import { ORDER_UPDATE_USEFUL_MS } from './order-updates.server.ts';

/** Meta's codes for a recipient the message could not reach: SMS may. */
const UNREACHABLE = new Set([131026, 131049]);

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
 * how many updates now go by SMS. A body that is not statuses changes nothing.
 */
export async function handleWhatsAppStatuses(db: DbOrTx, body: unknown): Promise<number> {
  const parsed = StatusesBody.safeParse(body);
  if (!parsed.success) return 0;
  let bySms = 0;
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? []) {
        if (status.status !== 'failed') continue;
        const error = status.errors?.[0];
        const why = `WhatsApp could not deliver it: ${error?.title ?? 'failed'} (code ${error?.code ?? '?'})`;
        if (await failed(db, status.id, why, UNREACHABLE.has(error?.code ?? -1))) bySms += 1;
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
    if (!trySms) {
      await tx
        .update(outbox)
        .set({ status: 'failed', lastError: why })
        .where(eq(outbox.id, row.id));
      return false;
    }
    await tx
      .update(outbox)
      .set({ lastError: `${why}: sent by SMS instead.` })
      .where(eq(outbox.id, row.id));
    const copy: PhoneMessage = { ...(row.payload as PhoneMessage), only: 'sms' };
    // Once, however often WhatsApp repeats the status.
    await enqueueOutbox(tx, 'phone', copy, {
      dedupeKey: `${row.dedupeKey}:sms`,
      usefulForMs: ORDER_UPDATE_USEFUL_MS,
    });
    return true;
  });
}
