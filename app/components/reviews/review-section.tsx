/**
 * The product page's "Ratings and reviews": the average, the stars' distribution (each bar
 * a filter), the order of the list, a page of reviews (server-rendered; the rest a page at
 * a time through links, so the page never carries them all), "Was this helpful?" and
 * "Report" on each, and the way to write one. Every control is a link or a form that works
 * without JavaScript; the forms answer in place once it has loaded.
 */
import { useState } from 'react';
import { Link, useActionData, useFetcher, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { msg } from '../../i18n/msg.ts';
import { langOfText } from '../../i18n/text-language.ts';
import { productReviewHref } from '../../lib/hrefs.ts';
import type { IntentResult } from '../../lib/intent-result.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import {
  REVIEW_INTENT,
  REVIEW_SORTS,
  type ReviewPage,
  type ReviewSort,
  type ReviewView,
  reviewThumb,
} from '../../modules/review/view.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Stars } from '../ui/stars.tsx';
import '../../styles/components/reviews.css';

const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: msg('Most helpful'),
  newest: msg('Newest'),
  highest: msg('Highest rated'),
  lowest: msg('Lowest rated'),
};

const REPORT_REASONS = [
  msg('Spam or advertising'),
  msg('Not about this product'),
  msg('Offensive or abusive'),
  msg('Personal details in it'),
] as const;

/** The page's address with the list's parameters changed (the variant and the rest kept). */
function useListHref() {
  const [params] = useSearchParams();
  return (change: { sort?: ReviewSort; stars?: number | null; page?: number }) => {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string | null) => {
      if (value === null) next.delete(name);
      else next.set(name, value);
    };
    if (change.sort) set('reviews', change.sort === 'helpful' ? null : change.sort);
    if (change.stars !== undefined) set('stars', change.stars ? String(change.stars) : null);
    set('rpage', change.page && change.page > 1 ? String(change.page) : null);
    next.delete('report');
    const query = next.toString();
    return `${query ? `?${query}` : '?'}#reviews`;
  };
}

/** The page's address with one review's report form open (the list as it is). */
function useReportHref(reviewId: string) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('report', reviewId);
  return `?${next}#review-${reviewId}`;
}

export function ReviewSection({
  slug,
  reviews,
  sort,
  stars,
  reportFor,
}: {
  slug: string;
  reviews: ReviewPage;
  sort: ReviewSort;
  stars: number | null;
  /** The review whose report form the address opens (?report=), without JavaScript. */
  reportFor: string | null;
}) {
  const t = useT();
  const href = useListHref();
  const { aggregate, page, pageCount } = reviews;
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 className="section-head__title" id="reviews-title">
        {t('Ratings and reviews')}
      </h2>
      <div className="reviews__layout">
        <div className="reviews__summary">
          {aggregate.average === null ? (
            <p>{t('No reviews yet.')}</p>
          ) : (
            <>
              <p className="reviews__average">
                <span className="reviews__figure">{aggregate.average.toFixed(1)}</span>
                <Stars
                  rating={aggregate.average}
                  size="lg"
                  label={t('Rated {average} out of 5', { average: aggregate.average.toFixed(1) })}
                />
                <span>
                  {t('{count, plural, one {# review} other {# reviews}}', {
                    count: aggregate.count,
                  })}
                </span>
              </p>
              <ul className="reviews__bars">
                {(['5', '4', '3', '2', '1'] as const).map((key) => {
                  const count = aggregate.distribution[key];
                  const share = aggregate.count ? Math.round((count / aggregate.count) * 100) : 0;
                  const label = t(
                    '{stars} stars: {count, plural, one {# review} other {# reviews}}',
                    { stars: key, count },
                  );
                  // Named by its hidden text (the figures are for the eye).
                  const bar = (
                    <>
                      <span aria-hidden="true">{`${key}★`}</span>
                      <span className="reviews__bar" aria-hidden="true">
                        <span style={{ width: `${share}%` }} />
                      </span>
                      <span aria-hidden="true">{count}</span>
                      <span className="visually-hidden">{label}</span>
                    </>
                  );
                  return (
                    <li key={key}>
                      {count > 0 ? (
                        <Link
                          to={href({ stars: Number(key) })}
                          className="reviews__bar-row"
                          aria-current={stars === Number(key) ? 'true' : undefined}
                          preventScrollReset
                        >
                          {bar}
                        </Link>
                      ) : (
                        <span className="reviews__bar-row">{bar}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <p className="reviews__write">
            <ButtonLink to={productReviewHref(slug)} variant="secondary">
              {t('Write a review')}
            </ButtonLink>
          </p>
          <p className="reviews__note">
            {t('Only buyers who have received this product can review it.')}
          </p>
        </div>

        {aggregate.count > 0 ? (
          <div className="reviews__main">
            <nav className="reviews__sort" aria-label={t('Order of the reviews')}>
              {REVIEW_SORTS.map((option) => (
                <Link
                  key={option}
                  to={href({ sort: option })}
                  aria-current={option === sort ? 'true' : undefined}
                  preventScrollReset
                >
                  {t(SORT_LABELS[option])}
                </Link>
              ))}
            </nav>
            {stars ? (
              <p className="reviews__filter">
                {t('Showing {stars}-star reviews.', { stars })}{' '}
                <Link to={href({ stars: null })} preventScrollReset>
                  {t('Show all reviews')}
                </Link>
              </p>
            ) : null}
            <ol className="reviews__list">
              {reviews.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} reporting={reportFor === review.id} />
                </li>
              ))}
            </ol>
            {pageCount > 1 ? (
              <nav className="reviews__pages" aria-label={t('Pages of reviews')}>
                {page > 1 ? (
                  <Link to={href({ page: page - 1 })} preventScrollReset rel="prev">
                    {t('Previous reviews')}
                  </Link>
                ) : null}
                <span>{t('Reviews page {page} of {count}', { page, count: pageCount })}</span>
                {page < pageCount ? (
                  <Link to={href({ page: page + 1 })} preventScrollReset rel="next">
                    {t('More reviews')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

type ReviewAnswer = IntentResult<string, { helpfulCount?: number }>;

function ReviewItem({ review, reporting }: { review: ReviewView; reporting: boolean }) {
  const t = useT();
  const locale = useLocale();
  // The reasons are written out for one review at a time, once asked for: five forms of
  // them on every product page would weigh more than the reviews.
  const [reportOpen, setReportOpen] = useState(reporting);
  const reportHref = useReportHref(review.id);
  const vote = useFetcher<ReviewAnswer>();
  const report = useFetcher<ReviewAnswer>();
  // Without JavaScript the form posts the page itself, whose answer names the review.
  const posted = useActionData<ReviewAnswer>();
  const answerOf = (fetched: ReviewAnswer | undefined, intent: string) => {
    if (fetched) return fetched;
    return posted && posted.intent === intent && posted.target === review.id ? posted : undefined;
  };
  const voted = answerOf(vote.data, REVIEW_INTENT.helpful);
  const reported = answerOf(report.data, REVIEW_INTENT.report);
  const helpful = voted?.data?.helpfulCount ?? review.helpfulCount;
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <header className="review__head">
        <Stars
          rating={review.rating}
          label={t('Rated {average} out of 5', { average: String(review.rating) })}
        />
        <h3
          className="review__title"
          id={`review-${review.id}`}
          lang={review.title ? langOfText(review.title, locale) : undefined}
        >
          {review.title ??
            t('{count, plural, one {# star} other {# stars}}', { count: review.rating })}
        </h3>
      </header>
      <p className="review__meta">
        <span lang={langOfText(review.author, locale)}>{review.author}</span>
        <span className="review__verified">{t('Verified buyer')}</span>
        {review.variantLabel ? <span>{review.variantLabel}</span> : null}
        <time dateTime={review.createdAt}>{formatShortDate(review.createdAt, locale)}</time>
      </p>
      <p className="review__text" lang={langOfText(review.text, locale)}>
        {review.text}
      </p>
      {review.photos.length ? (
        <ul className="review__photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noopener">
                <img
                  src={reviewThumb(photo)}
                  alt={t('Photo {n} from {author}', { n: index + 1, author: review.author })}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.sellerReply ? (
        <div className="review__reply">
          <p className="review__reply-head">{t('Reply from the seller')}</p>
          <p className="review__text" lang={langOfText(review.sellerReply.text, locale)}>
            {review.sellerReply.text}
          </p>
        </div>
      ) : null}
      <div className="review__actions">
        <vote.Form method="post" className="review__helpful" preventScrollReset>
          <input type="hidden" name="intent" value={REVIEW_INTENT.helpful} />
          <input type="hidden" name="reviewId" value={review.id} />
          <span>
            {t(
              '{count, plural, =0 {Was this helpful?} one {# person found this helpful. Was it for you?} other {# people found this helpful. Was it for you?}}',
              { count: helpful },
            )}
          </span>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={vote.state !== 'idle' || Boolean(voted?.ok)}
          >
            {t('Helpful')}
          </Button>
          {voted ? (
            <span role="status" data-tone={voted.tone}>
              {voted.message}
            </span>
          ) : null}
        </vote.Form>
        {reported?.ok ? (
          <p role="status" className="review__reported">
            {reported.message}
          </p>
        ) : !(reportOpen || reporting) ? (
          <Link
            to={reportHref}
            className="review__report-link"
            rel="nofollow"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setReportOpen(true);
            }}
          >
            {t('Report')}
          </Link>
        ) : (
          <div className="review__report">
            <report.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value={REVIEW_INTENT.report} />
              <input type="hidden" name="reviewId" value={review.id} />
              <fieldset>
                <legend>{t('What is wrong with this review?')}</legend>
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="review__reason">
                    <input type="radio" name="reason" value={reason} required />
                    {t(reason)}
                  </label>
                ))}
              </fieldset>
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                disabled={report.state !== 'idle'}
              >
                {t('Send report')}
              </Button>
              {reported ? (
                <span role="alert" data-tone={reported.tone}>
                  {reported.message}
                </span>
              ) : null}
            </report.Form>
          </div>
        )}
      </div>
    </article>
  );
}
