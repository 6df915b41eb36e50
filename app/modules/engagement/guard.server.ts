/**
 * What every public form of this module goes through on the server, page or API alike:
 * its rate limit (per client address), and the honeypot check after validation.
 */
import type { z } from 'zod';
import type { Refusal, RequestClient } from '../../lib/account-limits.server.ts';

export type EngagementForm = 'contact' | 'survey' | 'newsletter';

/** Counts one submission of `form` from this client; the refusal when over its limit. */
export async function limitEngagement(
  client: RequestClient,
  form: EngagementForm,
): Promise<Refusal | null> {
  const decision = await client.limits.consume(form, client.clientAddress);
  return decision.allowed ? null : decision;
}

/** A filled honeypot: a bot. It gets the usual answer, and nothing is kept or sent. */
export const isBot = (input: { website?: string | undefined }) => Boolean(input.website?.trim());

/** A form's text fields, first value of each (files ignored), for a Zod schema. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The first message of each field that failed. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
