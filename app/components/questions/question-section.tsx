/**
 * The product page's "Questions and answers": the answered questions (server-rendered, 5
 * a page, newest answered first; the rest a page at a time through links), a search
 * within this product's questions, "Have a question?" for a signed-in shopper (a guest
 * is sent to log in and back), and a buyer's answer under each question. Every control
 * is a link or a form that works without JavaScript: asking and answering post the page's
 * own action, which comes back to the section with a message.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useFetcher, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { langOfText } from '../../i18n/text-language.ts';
import { productHref } from '../../lib/hrefs.ts';
import type { IntentResult } from '../../lib/intent-result.ts';
import { loginHref } from '../../lib/return-path.ts';
import { useRootData } from '../../lib/root-data.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import {
  QUESTION_INTENT,
  QUESTION_LIMITS,
  QUESTION_PARAMS,
  type QuestionPage,
  type QuestionView,
} from '../../modules/review/question-view.ts';
import { Button } from '../ui/button.tsx';
import '../../styles/components/questions.css';

type Posted = IntentResult<string, unknown>;

/** The page's address with the list's search or page changed (the variant and the rest kept). */
function useListHref() {
  const [params] = useSearchParams();
  return (change: { q?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    if (change.q !== undefined) next.delete(QUESTION_PARAMS.search);
    if (change.page && change.page > 1) next.set(QUESTION_PARAMS.page, String(change.page));
    else next.delete(QUESTION_PARAMS.page);
    const query = next.toString();
    return { search: query ? `?${query}` : '', hash: '#questions' };
  };
}

/** A form emptied when the page comes back with a new message (a question or an answer was sent). */
function useEmptiedBy(sent: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent]);
  return form;
}

/** A refusal posted to the page without JavaScript, for the intent's form. */
function usePosted(intent: string): Posted | undefined {
  const posted = useActionData<Posted>();
  return posted && posted.intent === intent && !posted.ok ? posted : undefined;
}

export function QuestionSection({
  slug,
  questions,
  q,
  flash,
}: {
  slug: string;
  /** Null when the product has no answered question (and nothing was searched). */
  questions: QuestionPage | null;
  q: string;
  flash?: { tone: 'success' | 'danger'; message: string } | null;
}) {
  const t = useT();
  const signedIn = Boolean(useRootData()?.user);
  const refused = usePosted(QUESTION_INTENT.ask);
  const answerRefused = usePosted(QUESTION_INTENT.answer);
  const login = (
    <p>
      {/* Found when followed, not as the page renders: every guest's product page carries it. */}
      <Link to={loginHref(`${productHref(slug)}#questions`)} discover="none">
        {t('Log in to ask a question')}
      </Link>
    </p>
  );
  return (
    <section className="questions" id="questions" aria-labelledby="questions-title">
      <h2 className="section-head__title" id="questions-title">
        {t('Questions and answers')}
      </h2>
      {flash ? (
        <p className={`form-banner form-banner--${flash.tone}`} role="status">
          {flash.message}
        </p>
      ) : null}
      {answerRefused ? (
        <p className="form-banner form-banner--danger" role="alert">
          {answerRefused.message}
        </p>
      ) : null}
      {refused && !signedIn ? (
        <p className="field__error" role="alert">
          {refused.message}
        </p>
      ) : null}
      {/* A guest on a product without answers: the way to ask, and only that (the page's weight). */}
      {!signedIn && !questions ? (
        login
      ) : (
        <div className="questions__layout">
          <div className="questions__ask">
            {signedIn ? <AskForm refused={refused} sent={flash} /> : login}
          </div>
          <div className="questions__main">
            {questions ? (
              <QuestionList
                slug={slug}
                questions={questions}
                q={q}
                signedIn={signedIn}
                sent={flash}
              />
            ) : (
              <p className="questions__empty">{t('No answered questions yet.')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** "Have a question?": a signed-in shopper's form, with the refusal under its field. */
function AskForm({ refused, sent }: { refused: Posted | undefined; sent: unknown }) {
  const t = useT();
  const form = useEmptiedBy(sent);
  return (
    <>
      <h3 className="questions__ask-title" id="ask-title">
        {t('Have a question?')}
      </h3>
      <Form method="post" preventScrollReset aria-labelledby="ask-title" ref={form}>
        <input type="hidden" name="intent" value={QUESTION_INTENT.ask} />
        <label className="field__label" htmlFor="ask-text">
          {t('Your question')}
        </label>
        <textarea
          id="ask-text"
          name="text"
          rows={3}
          required
          minLength={QUESTION_LIMITS.questionMin}
          maxLength={QUESTION_LIMITS.questionMax}
          className="field__control field__control--textarea"
          aria-describedby={refused ? 'ask-hint ask-error' : 'ask-hint'}
          aria-invalid={refused ? true : undefined}
        />
        <p className="field__hint" id="ask-hint">
          {t('It shows here once the seller or a buyer has answered it; we e-mail you the answer.')}
        </p>
        {refused ? (
          <p className="field__error" id="ask-error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <Button type="submit" variant="secondary">
          {t('Send question')}
        </Button>
      </Form>
    </>
  );
}

/** The search, a page of answered questions (or why there is none) and the pages' links. */
function QuestionList({
  slug,
  questions,
  q,
  signedIn,
  sent,
}: {
  slug: string;
  questions: QuestionPage;
  q: string;
  signedIn: boolean;
  sent: unknown;
}) {
  const t = useT();
  const href = useListHref();
  const { page, pageCount } = questions;
  return (
    <>
      <Form
        method="get"
        className="questions__search"
        role="search"
        preventScrollReset
        action={`${productHref(slug)}#questions`}
      >
        <label className="field__label" htmlFor="questions-q">
          {t('Search the questions')}
        </label>
        <input
          id="questions-q"
          name={QUESTION_PARAMS.search}
          type="search"
          defaultValue={q}
          maxLength={QUESTION_LIMITS.searchMax}
          className="field__control"
        />
        <Button type="submit" variant="secondary" size="sm">
          {t('Search')}
        </Button>
      </Form>
      {questions.total === 0 ? (
        <p className="questions__empty">
          {t('No questions match “{q}”.', { q })}{' '}
          <Link to={href({ q: '' })} preventScrollReset>
            {t('Show all questions')}
          </Link>
        </p>
      ) : (
        <ol className="questions__list">
          {questions.questions.map((question) => (
            <li key={question.id}>
              <QuestionItem question={question} signedIn={signedIn} sent={sent} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav className="questions__pages" aria-label={t('Pages of questions')}>
          {page > 1 ? (
            <Link to={href({ page: page - 1 })} preventScrollReset rel="prev">
              {t('Previous questions')}
            </Link>
          ) : null}
          <span>{t('Questions page {page} of {count}', { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={href({ page: page + 1 })} preventScrollReset rel="next">
              {t('More questions')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function QuestionItem({
  question,
  signedIn,
  sent,
}: {
  question: QuestionView;
  signedIn: boolean;
  sent: unknown;
}) {
  const t = useT();
  const form = useEmptiedBy(sent);
  const locale = useLocale();
  const answer = useFetcher<Posted>();
  const fieldId = `answer-${question.id}`;
  const refused = answer.data && !answer.data.ok ? answer.data : undefined;
  return (
    <article className="question" aria-labelledby={`question-${question.id}`}>
      <h3 className="question__text" id={`question-${question.id}`}>
        <span lang={langOfText(question.text, locale)}>{question.text}</span>
      </h3>
      <p className="question__meta">
        {t('Asked by {name}', { name: question.author })}{' '}
        <time dateTime={question.createdAt}>{formatShortDate(question.createdAt, locale)}</time>
      </p>
      <ul className="question__answers">
        {question.answers.map((reply) => (
          <li key={reply.id} className="answer">
            <p className="answer__text" lang={langOfText(reply.text, locale)}>
              {reply.text}
            </p>
            <p className="question__meta">
              {reply.answeredBy === 'seller' ? (
                <span className="answer__by">{t('Seller')}</span>
              ) : (
                <>
                  <span lang={langOfText(reply.author, locale)}>{reply.author}</span>{' '}
                  <span className="answer__by">{t('Verified buyer')}</span>
                </>
              )}{' '}
              <time dateTime={reply.createdAt}>{formatShortDate(reply.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <details className="question__reply">
          <summary>{t('Answer this question')}</summary>
          <answer.Form method="post" preventScrollReset ref={form}>
            <input type="hidden" name="intent" value={QUESTION_INTENT.answer} />
            <input type="hidden" name="questionId" value={question.id} />
            <label className="field__label" htmlFor={fieldId}>
              {t('Your answer')}
            </label>
            <textarea
              id={fieldId}
              name="text"
              rows={3}
              required
              minLength={QUESTION_LIMITS.answerMin}
              maxLength={QUESTION_LIMITS.answerMax}
              className="field__control field__control--textarea"
              aria-describedby={`${fieldId}-hint`}
            />
            <p className="field__hint" id={`${fieldId}-hint`}>
              {t('Only buyers who have received this product can answer its questions.')}
            </p>
            {refused ? (
              <p className="field__error" role="alert">
                {refused.message}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" size="sm" disabled={answer.state !== 'idle'}>
              {t('Send answer')}
            </Button>
          </answer.Form>
        </details>
      ) : null}
    </article>
  );
}
