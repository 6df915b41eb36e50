/**
 * The timed Interest Survey (spec § 4 and § 9). Loaded lazily by root.tsx once the page is
 * interactive, so it adds nothing to the first load and never renders on the server.
 *
 * Opens 10 seconds after load unless local storage holds `dontAskSurvey`. 'Remind Me Later'
 * (and Escape, the close button or a click outside) closes it for 60 seconds; 'Don't Ask
 * Me' for good. A sent answer shows 'Survey submitted successfully!' and closes after 2
 * seconds, for good. It waits, instead of opening, while the shopper is typing in a field
 * or moving through the page by keyboard, while another dialog or popover is open, and
 * during checkout and payment.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { checkBeforeSending } from '../lib/form-messages.ts';
import { formSchema } from '../lib/form-schema.ts';
import { type FormReply, ENGAGEMENT_MESSAGES as M } from '../modules/engagement/forms.ts';
import { type SurveyErrors, SurveyFields } from './survey-fields.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export const SURVEY_TIMING = {
  /** After the page loads. */
  firstOpenMs: 10_000,
  /** After 'Remind Me Later'. */
  remindMs: 60_000,
  /** The success message shows this long before the dialog closes. */
  closeAfterSuccessMs: 2_000,
  /** While the shopper is busy (typing, another dialog, checkout), asks again this often. */
  retryMs: 2_000,
} as const;

export const DONT_ASK_KEY = 'dontAskSurvey';

function dontAsk(): boolean {
  try {
    return Boolean(localStorage.getItem(DONT_ASK_KEY));
  } catch {
    return false;
  }
}

function neverAskAgain() {
  try {
    localStorage.setItem(DONT_ASK_KEY, 'true');
  } catch {
    // Storage refused (private mode): it stays closed for this page at least.
  }
}

/** A key pressed this recently means someone is finding their way with the keyboard. */
const KEYBOARD_QUIET_MS = 5_000;
let lastKeyAt = Number.NEGATIVE_INFINITY;

/**
 * Not now: focus is in a field, the keyboard is in use (a modal would take the focus from
 * someone tabbing through the page), a dialog or popover is open, or this is checkout.
 */
function shopperIsBusy(): boolean {
  if (performance.now() - lastKeyAt < KEYBOARD_QUIET_MS) return true;
  const active = document.activeElement;
  const typing = 'input:not([type=checkbox], [type=radio]), textarea, select, [contenteditable]';
  if (active instanceof HTMLElement && active.matches(typing)) return true;
  if (document.querySelector('dialog[open], [popover]:popover-open')) return true;
  return window.location.pathname.startsWith('/checkout');
}

const surveySchema = formSchema(() =>
  import('../modules/engagement/validation.ts').then((module) => module.SurveySchema),
);

export default function SurveyModal() {
  const [open, setOpen] = useState(false);
  /** Mounted once first opened, so closing it can hand focus back. */
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const fetcher = useFetcher<FormReply>();
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formId = useId();

  const openLater = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(function attempt() {
      if (dontAsk()) return;
      if (shopperIsBusy()) {
        timer.current = setTimeout(attempt, SURVEY_TIMING.retryMs);
        return;
      }
      setShown(true);
      setOpen(true);
    }, ms);
  }, []);

  useEffect(() => {
    const noteKey = () => {
      lastKeyAt = performance.now();
    };
    window.addEventListener('keydown', noteKey, { capture: true });
    openLater(SURVEY_TIMING.firstOpenMs);
    return () => {
      window.removeEventListener('keydown', noteKey, { capture: true });
      clearTimeout(timer.current);
    };
  }, [openLater]);

  // The server's answer: done (close in 2 s, never again), or why not.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (!reply.ok) {
      setErrors(reply.fields ?? {});
      setStatus({ ok: false, message: reply.message });
      return;
    }
    setStatus({ ok: true, message: M.surveyDone });
    neverAskAgain();
    clearTimeout(timer.current);
    const closing = setTimeout(() => setOpen(false), SURVEY_TIMING.closeAfterSuccessMs);
    return () => clearTimeout(closing);
  }, [fetcher.data]);

  const remindLater = () => {
    setOpen(false);
    if (!dontAsk()) openLater(SURVEY_TIMING.remindMs);
  };
  const dontAskAgain = () => {
    neverAskAgain();
    clearTimeout(timer.current);
    setOpen(false);
  };

  // The form's schema comes as the survey first opens, before anyone can send it.
  useEffect(() => {
    if (shown) void surveySchema.load();
  }, [shown]);

  if (!shown) return null;
  const busy = fetcher.state === 'submitting';
  const done = status?.ok === true;
  return (
    <Dialog
      open={open}
      onClose={done ? () => setOpen(false) : remindLater}
      title={t('Interest Survey')}
      description={t(
        'Tell us what you are looking for, and our team will call you with the best options and offers.',
      )}
      className="survey-modal"
      footer={
        <>
          <Button variant="ghost" onClick={dontAskAgain} disabled={done}>
            {t("Don't Ask Me")}
          </Button>
          <Button variant="secondary" onClick={remindLater} disabled={done}>
            {t('Remind Me Later')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={done}>
            {t('Submit')}
          </Button>
        </>
      }
    >
      <fetcher.Form
        id={formId}
        method="post"
        action="/survey"
        className="survey-modal__form"
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          setStatus(null);
          const sending = checkBeforeSending(event, surveySchema, (messages) => {
            setErrors(messages);
            const control = form.elements.namedItem(Object.keys(messages)[0] ?? '');
            if (control instanceof HTMLElement) control.focus();
          });
          if (sending) setErrors({});
        }}
      >
        <SurveyFields errors={errors} />
      </fetcher.Form>
      <p
        className={`survey-modal__status${status && !status.ok ? ' survey-modal__status--error' : ''}`}
        role="status"
      >
        {status ? t(status.message) : null}
      </p>
    </Dialog>
  );
}
