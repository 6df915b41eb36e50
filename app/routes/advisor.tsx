/**
 * The capacity advisor, /advisor/{category} (issue 32): 'Help me choose' from a collection
 * or a product page. A few questions in a GET form; the answers, in the query string, give
 * a recommended size, the reasons for it written out, and a link to the collection filtered
 * to that size. Works without JavaScript (the loader answers the form); the rules are data
 * in modules/advisor/advisors.ts.
 */
import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Field, FieldMessages, useFieldIds } from '../components/ui/field.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { collectionHref } from '../lib/hrefs.ts';
import { absoluteUrl, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import {
  ADVISORS,
  type ChoiceQuestion,
  matchesHref,
  type NumberQuestion,
} from '../modules/advisor/advisors.ts';
import { advisorHref, hasAdvisor } from '../modules/advisor/categories.ts';
import { countMatches } from '../modules/advisor/matches.server.ts';
import { consult } from '../modules/advisor/schema.ts';
import { listCategories, WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/advisor';
import '../styles/components/advisor.css';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = params.category;
  // A category without an advisor, or none at all: the shop's 404.
  if (!hasAdvisor(slug)) throw data(null, { status: 404 });
  const { database } = services(context);
  const categories = await cachedCatalog(database.db, 'categories', (db) =>
    listCategories(db, WITH_KANNADA),
  );
  const category = categories.find((known) => known.slug === slug);
  if (!category) throw data(null, { status: 404 });
  const consultation = consult(slug, url.searchParams);
  const advice = consultation.state === 'advice' ? consultation.advice : null;
  // How many products the suggestion's link shows, counted as the collection counts them.
  const count = advice ? await countMatches(database.db, categories, advice.matches) : null;
  return {
    messages: pageMessages(context, 'advisor'),
    origin: pageOrigin(context),
    slug,
    category: localized(localeOf(context), category, 'name'),
    consultation,
    // Where the recommendation's products are (the collection's filters).
    matches: advice && {
      href: matchesHref(advice.matches),
      count,
      // The whole collection, for when none matches.
      collection: localized(
        localeOf(context),
        categories.find((known) => known.slug === advice.matches.collection) ?? category,
        'name',
      ),
      ...(advice.alternative
        ? { alternative: { ...advice.alternative, href: matchesHref(advice.alternative.matches) } }
        : {}),
    },
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Help me choose'), t);
  const { origin, slug, category, consultation } = loaderData;
  return seoMeta({
    title: t(ADVISORS[slug].title),
    description: t('Help choosing {name}: a few questions, the size we suggest and why.', {
      name: category.name,
    }),
    url: absoluteUrl(origin, advisorHref(slug)),
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE),
    // One page per set of answers: the questions are the page to find.
    noindex: consultation.state !== 'questions',
  });
}

export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { slug, category, consultation, matches } = loaderData;
  const advisor = ADVISORS[slug];
  const errors = consultation.state === 'invalid' ? consultation.errors : {};
  const advice = consultation.state === 'advice' ? consultation.advice : null;
  const busy = useNavigation().state === 'loading';

  // After answering in the browser, the answer (or the first field to correct) gets the
  // focus, as a new page's top would without JavaScript.
  const resultRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (consultation.state === 'advice') resultRef.current?.focus();
    else if (consultation.state === 'invalid') {
      const first = advisor.questions.find((question) => question.key in consultation.errors);
      document
        .querySelector<HTMLElement>(`[name="${first?.key}"][aria-invalid], [name="${first?.key}"]`)
        ?.focus();
    }
  }, [consultation, advisor]);

  return (
    <div className="container advisor-page">
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: t('Collections'), to: '/collections' },
          { label: category.name, to: collectionHref(slug), lang: category.nameLang },
          { label: t('Help me choose') },
        ]}
      />
      <h1 className="page-title">{t(advisor.title)}</h1>
      <p className="advisor-page__intro">{t(advisor.intro)}</p>

      {advice && matches ? (
        <section className="advisor-result" aria-labelledby="advisor-result-title">
          <h2
            className="advisor-result__title"
            id="advisor-result-title"
            ref={resultRef}
            tabIndex={-1}
          >
            {t('We suggest')}
          </h2>
          <p className="advisor-result__size">
            {t(advice.recommendation.text, advice.recommendation.values)}
          </p>
          <h3 className="advisor-result__why">{t('Why')}</h3>
          <ul className="advisor-result__reasons">
            {advice.reasons.map((reason) => (
              <li key={reason.text}>{t(reason.text, reason.values)}</li>
            ))}
          </ul>
          <div className="advisor-result__actions">
            {matches.count === 0 ? (
              <>
                <p className="advisor-result__none">
                  {t('None of our products is of this size right now.')}
                </p>
                <ButtonLink to={collectionHref(matches.collection.slug)} size="lg">
                  {t('See all {name}', { name: matches.collection.name })}
                </ButtonLink>
              </>
            ) : (
              <ButtonLink to={matches.href} size="lg">
                {matches.count === null
                  ? t('See matching products')
                  : t(
                      '{count, plural, one {See # matching product} other {See # matching products}}',
                      { count: matches.count },
                    )}
              </ButtonLink>
            )}
            {matches.alternative ? (
              <ButtonLink to={matches.alternative.href} variant="secondary" size="lg">
                {t(matches.alternative.text.text, matches.alternative.text.values)}
              </ButtonLink>
            ) : null}
          </div>
          <p className="advisor-result__note">
            {t(
              'These are rules of thumb. For an unusual home, ask us at any of our stores before you buy.',
            )}
          </p>
        </section>
      ) : null}

      <Form
        method="get"
        // The page itself, without the answers it shows (a GET form's fields replace them).
        action={advisorHref(slug)}
        className="advisor-form"
        aria-labelledby="advisor-form-title"
        // New answers (or the back button) fill the fields in afresh.
        key={JSON.stringify(consultation.values)}
      >
        <h2 className="advisor-form__title" id="advisor-form-title">
          {advice ? t('Change your answers') : t('Your answers')}
        </h2>
        {consultation.state === 'invalid' ? (
          <Alert>{t('Some answers need a look: see the messages under them.')}</Alert>
        ) : null}
        {advisor.questions.map((question) =>
          question.kind === 'choice' ? (
            <ChoiceField
              key={question.key}
              question={question}
              value={consultation.values[question.key]}
              error={errors[question.key]}
            />
          ) : (
            <NumberField
              key={question.key}
              question={question}
              value={consultation.values[question.key]}
              error={errors[question.key]}
            />
          ),
        )}
        <Button type="submit" size="lg" loading={busy}>
          {advice ? t('Update the suggestion') : t('Get a suggestion')}
        </Button>
      </Form>
    </div>
  );
}

/** A question with choices: radio buttons in a fieldset, its message tied to the group. */
function ChoiceField({
  question,
  value,
  error,
}: {
  question: ChoiceQuestion;
  value: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  const { controlId, errorId } = useFieldIds(`advisor-${question.key}`, { error });
  return (
    <fieldset
      className="choice-group advisor-form__group"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend>{t(question.label)}</legend>
      <div className="advisor-form__choices">
        {question.choices.map((option) => (
          <label key={option.value} className="choice advisor-form__choice">
            <input
              type="radio"
              name={question.key}
              value={option.value}
              id={`${controlId}-${option.value}`}
              defaultChecked={value === option.value}
              aria-invalid={error ? true : undefined}
            />
            {t(option.label)}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
}

/** A question answered with a number (people, metres, square feet). */
function NumberField({
  question,
  value,
  error,
}: {
  question: NumberQuestion;
  value: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <Field
      id={`advisor-${question.key}`}
      className="advisor-form__number"
      label={t(question.label)}
      hint={question.hint ? t(question.hint) : undefined}
      error={error}
      name={question.key}
      inputMode={question.integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      maxLength={12}
      defaultValue={value ?? ''}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
