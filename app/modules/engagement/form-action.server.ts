/**
 * The survey's and the newsletter's route actions, one flow for both: each form's rate
 * limit (per client address), the form read and checked with its schema, a honeypot
 * answered as usual with nothing kept, then the write. Their answer is `FormReply`, which
 * the footer's form and the survey modal read in their fetchers (Zod- and Conform-free),
 * in the page's language (the JSON API, which shares the schemas, answers in English).
 */
import { data } from 'react-router';
import type { z } from 'zod';
import type { RequestInfo } from '../../context.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { localeOfPath } from '../../i18n/locales.ts';
import { NOT_A_FORM, readFormData } from '../../lib/forms.server.ts';
import { TOO_MANY_REQUESTS } from '../../lib/rate-limits.server.ts';
import type { FormReply } from './forms.ts';
import {
  type EngagementForm,
  fieldMessages,
  formFields,
  isBot,
  limitEngagement,
} from './guard.server.ts';

interface EngagementAction<S extends z.ZodType<{ website?: string | undefined }>> {
  form: EngagementForm;
  schema: S;
  save(input: z.output<S>): Promise<unknown>;
  messages: {
    done: string;
    /** When the write fails (503). */
    failed: string;
    /** For a form refused (415, 400); without it, NOT_A_FORM and the first field's message. */
    refused?: string;
  };
}

export async function answerEngagementForm<S extends z.ZodType<{ website?: string | undefined }>>(
  request: Request,
  info: RequestInfo,
  { form: name, schema, save, messages }: EngagementAction<S>,
) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const answer = ({ ok, message, fields }: FormReply, status: number, retryAfter?: number) =>
    data<FormReply>(
      {
        ok,
        message: t(message),
        ...(fields
          ? {
              fields: Object.fromEntries(
                Object.entries(fields).map(([field, text]) => [field, t(text)]),
              ),
            }
          : {}),
      },
      { status, ...(retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {}) },
    );
  const limited = await limitEngagement(info, name);
  if (limited) {
    return answer({ ok: false, message: TOO_MANY_REQUESTS }, 429, limited.retryAfterSeconds);
  }
  const form = await readFormData(request);
  if (!form) return answer({ ok: false, message: messages.refused ?? NOT_A_FORM }, 415);
  const parsed = schema.safeParse(formFields(form));
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    const message = messages.refused ?? Object.values(fields)[0] ?? NOT_A_FORM;
    return answer({ ok: false, message, fields }, 400);
  }
  if (!isBot(parsed.data)) {
    try {
      await save(parsed.data);
    } catch (error) {
      info.logger.error({ err: error }, `${name} form not kept`);
      return answer({ ok: false, message: messages.failed }, 503);
    }
  }
  return answer({ ok: true, message: messages.done }, 200);
}
