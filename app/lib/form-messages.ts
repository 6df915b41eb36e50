/**
 * For the forms that draw their own messages instead of using useShopForm (the footer's
 * newsletter, the survey modal): their schema's answer as one message per field, and a
 * submit that waits for the schema when it has not come yet. Apart from form-schema.ts, so
 * that the pages with useShopForm forms do not load it.
 */
import type { FormEvent } from 'react';
import type { FormSchema } from './form-schema.ts';

/**
 * The first message of each field the schema refuses, for a form that draws its own
 * messages (the newsletter, the survey); undefined while the schema is on its way.
 */
export function fieldMessages(schema: FormSchema, form: HTMLFormElement) {
  const validation = schema.validate(new FormData(form));
  if (!validation) return undefined;
  const messages: Record<string, string> = {};
  for (const [name, errors] of Object.entries(validation.error ?? {})) {
    if (errors?.[0]) messages[name] = errors[0];
  }
  return messages;
}

/**
 * A submit handler's check for such a form: `refuse` gets the refused fields' messages and
 * the submit stops; true when it may go on. Sent before the schema has come, the form waits
 * for it and is sent again if it passes.
 */
export function checkBeforeSending(
  event: FormEvent<HTMLFormElement>,
  schema: FormSchema,
  refuse: (messages: Record<string, string>) => void,
): boolean {
  const form = event.currentTarget;
  const messages = fieldMessages(schema, form);
  if (messages && Object.keys(messages).length === 0) return true;
  event.preventDefault();
  if (messages) {
    refuse(messages);
  } else {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void schema.load().then(() => {
      const later = fieldMessages(schema, form) ?? {};
      if (Object.keys(later).length) refuse(later);
      else form.requestSubmit(submitter);
    });
  }
  return false;
}
