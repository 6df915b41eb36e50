import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';
import {
  checkFields,
  type FormReply,
  NEWSLETTER_RULES,
} from '../modules/engagement/shared-rules.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { Button } from './ui/button.tsx';

/** How long the server's answer stays under the form (spec § 9: 3 seconds). */
export const NEWSLETTER_MESSAGE_MS = 3000;

/**
 * The newsletter sign-up (footer, and the /newsletter page). Without JavaScript it posts to
 * /newsletter and that page answers; with it, the e-mail is checked here first (the same
 * rule as the server's), then sent by a fetcher, and the server's message (or 'An error
 * occurred') shows under the form for 3 seconds.
 */
export function NewsletterForm({ serverError }: { serverError?: string | undefined }) {
  const fetcher = useFetcher<FormReply>();
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

  const check = (target: HTMLFormElement) => {
    const result = checkFields(NEWSLETTER_RULES, new FormData(target));
    setError(result.ok ? undefined : result.errors.email);
    return result.ok;
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter"
      className="newsletter__form"
      noValidate={hydrated}
      onSubmit={(event) => {
        if (check(event.currentTarget)) return;
        event.preventDefault();
        setNotice(null);
        input.current?.focus();
      }}
    >
      <div className="newsletter__field">
        <label htmlFor={emailId} className="newsletter__label">
          Email address
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
            if (error && event.currentTarget.form) check(event.currentTarget.form);
          }}
        />
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
      <HoneypotField />
      <Button type="submit" className="newsletter__submit" loading={fetcher.state !== 'idle'}>
        Subscribe
      </Button>
      <p
        className={`newsletter__message${notice && !notice.ok ? ' newsletter__message--error' : ''}`}
        role="status"
      >
        {notice && !notice.fields ? notice.message : null}
      </p>
    </fetcher.Form>
  );
}
