import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { checkBeforeSending, fieldMessages } from '../lib/form-messages.ts';
import { formSchema } from '../lib/form-schema.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { FormReply } from '../modules/engagement/forms.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { Button } from './ui/button.tsx';

/** How long the server's answer stays under the form (spec § 9: 3 seconds). */
export const NEWSLETTER_MESSAGE_MS = 3000;

/** Fetched as the shopper first enters the form (it is on every page). */
const newsletterSchema = formSchema(() =>
  import('../modules/engagement/validation.ts').then((module) => module.NewsletterSchema),
);

/**
 * The newsletter sign-up (footer, and the /newsletter page). Without JavaScript it posts to
 * /newsletter and that page answers; with it, the e-mail is checked here first (with the
 * server's schema), then sent by a fetcher, and the server's message (or 'An error
 * occurred') shows under the form for 3 seconds. The browser's own check answers with the
 * schema's English texts, shown through `t`; the server's answers come translated.
 */
export function NewsletterForm({ serverError }: { serverError?: string | undefined }) {
  const fetcher = useFetcher<FormReply>();
  const t = useT();
  const hydrated = useHydrated();
  const emailId = useId();
  const errorId = `${emailId}-error`;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(serverError);
  const [notice, setNotice] = useState<FormReply | null>(null);

  // The answer to the last submission: its message for 3 seconds, a refused field marked.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    setError(reply.fields?.email);
    setNotice(reply);
    if (reply.ok) form.current?.reset();
  }, [fetcher.data]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter"
      className="newsletter__form"
      noValidate={hydrated}
      onFocus={() => void newsletterSchema.load()}
      onSubmit={(event) => {
        const sending = checkBeforeSending(event, newsletterSchema, (messages) => {
          setError(messages.email);
          setNotice(null);
          input.current?.focus();
        });
        if (sending) setError(undefined);
      }}
    >
      <div className="newsletter__field">
        <label htmlFor={emailId} className="newsletter__label">
          {t('Email address')}
        </label>
        <input
          ref={input}
          id={emailId}
          className="field__control"
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={(event) => {
            const form = event.currentTarget.form;
            const messages = error && form ? fieldMessages(newsletterSchema, form) : undefined;
            if (messages) setError(messages.email);
          }}
        />
        {error ? (
          <p className="field__error" id={errorId}>
            {t(error)}
          </p>
        ) : null}
      </div>
      <HoneypotField />
      <Button type="submit" className="newsletter__submit" loading={fetcher.state !== 'idle'}>
        {t('Subscribe')}
      </Button>
      <p
        className={`newsletter__message${notice && !notice.ok ? ' newsletter__message--error' : ''}`}
        role="status"
      >
        {notice && !notice.fields ? t(notice.message) : null}
      </p>
    </fetcher.Form>
  );
}
