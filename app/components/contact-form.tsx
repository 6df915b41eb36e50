/**
 * The Contact Us form (name, email, phone, subject, message; spec § 5). Checked in the
 * browser with the schema the route action parses with, so nothing is sent while a field
 * is wrong; without JavaScript the action answers with the same messages under the same
 * fields. A sent message clears the form and shows 'Sent an email successfully!' for a
 * few seconds.
 */
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { LIMITS } from '../modules/engagement/forms.ts';
import { FormField, TextAreaField } from './forms.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/** How long the success message stays. */
export const CONTACT_MESSAGE_MS = 5000;

const contactSchema = formSchema(() =>
  import('../modules/engagement/validation.ts').then((module) => module.ContactSchema),
);

/** The one-line fields, two to a row on a wide screen. */
const CONTACT_ROWS = [
  [
    { name: 'name', label: msg('Name'), autoComplete: 'name' },
    { name: 'email', label: msg('Email'), type: 'email', autoComplete: 'email' },
  ],
  [
    {
      name: 'phone',
      label: msg('Phone'),
      type: 'tel',
      autoComplete: 'tel',
      hint: msg('A mobile or landline number, e.g. 98450 12345'),
    },
    { name: 'subject', label: msg('Subject') },
  ],
] as const;

/** The action's answer, as the page hands it over. */
export interface ContactReply {
  sent: boolean;
  message: string;
  result: LastResult;
}

export function ContactForm({ reply }: { reply: ContactReply | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useShopForm(contactSchema, { id: 'contact', lastResult: reply?.result });
  // The success message goes after a few seconds (it stays without JavaScript).
  const [faded, setFaded] = useState(false);
  useEffect(() => {
    setFaded(false);
    if (!reply?.sent) return;
    const timer = setTimeout(() => setFaded(true), CONTACT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [reply]);
  const refusal = reply && !reply.sent && !reply.result?.error ? reply.message : null;
  return (
    <Form method="post" className="contact-form" {...getFormProps(form)}>
      {refusal ? <Alert>{refusal}</Alert> : null}
      {CONTACT_ROWS.map((row) => (
        <div className="contact-form__row" key={row[0].name}>
          {row.map(({ name, label, ...field }) => (
            <FormField
              key={name}
              meta={fields[name]}
              maxLength={LIMITS[name]}
              {...field}
              label={t(label)}
              hint={'hint' in field ? t(field.hint) : undefined}
            />
          ))}
        </div>
      ))}
      <TextAreaField meta={fields.message} label={t('Message')} maxLength={LIMITS.message} />
      <HoneypotField />
      <div className="contact-form__actions">
        <Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
          {t('Send Message')}
        </Button>
        <div className="contact-form__status" role="status">
          {reply?.sent && !faded ? (
            <p className="form-banner form-banner--success">{reply.message}</p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
