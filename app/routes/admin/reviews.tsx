import { Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { FilterForm } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { productHref } from '../../lib/hrefs.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import {
  MODERATION_LIMITS,
  REVIEW_FILTERS,
  type ReviewFilter,
} from '../../modules/admin/review-moderation.ts';
import {
  listReviewsForStaff,
  replyToReview,
  setReviewStatus,
} from '../../modules/admin/reviews.server.ts';
import { RowRefSchema } from '../../modules/admin/row-ref.server.ts';
import type { Route } from './+types/reviews';

export const meta = () => backOfficeMeta('Reviews');

const FILTER_LABELS: Record<ReviewFilter, string> = {
  held: 'Waiting for staff (a link or contact details)',
  reported: 'Reported by shoppers',
  hidden: 'Hidden',
  all: 'All reviews',
};

function filterParam(search: URLSearchParams): ReviewFilter {
  const value = search.get('show');
  return REVIEW_FILTERS.find((filter) => filter === value) ?? 'held';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'reviews');
  const search = new URL(request.url).searchParams;
  const filter = filterParam(search);
  const list = await listReviewsForStaff(services(context).database.db, filter, pageParam(search));
  return { filter, list };
}

const HideSchema = RowRefSchema.extend({
  reason: z
    .string({ error: 'Say why the review is hidden (the writer sees that it is).' })
    .trim()
    .min(1, 'Say why the review is hidden (the writer sees that it is).')
    .max(MODERATION_LIMITS.reason, `At most ${MODERATION_LIMITS.reason} characters.`),
});

const ReplySchema = RowRefSchema.extend({
  reply: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.reply, `At most ${MODERATION_LIMITS.reply} characters.`)
    .default(''),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'reviews');
  const db = services(context).database.db;
  return handleIntents(request, {
    publish: defineIntent({
      schema: RowRefSchema,
      coerce: false,
      run: async ({ id }) => {
        await setReviewStatus(db, staff, id, 'published', null);
        return 'The review is published.';
      },
    }),
    hide: defineIntent({
      schema: HideSchema,
      coerce: false,
      run: async ({ id, reason }) => {
        await setReviewStatus(db, staff, id, 'hidden', reason);
        return 'The review is hidden.';
      },
    }),
    reply: defineIntent({
      schema: ReplySchema,
      coerce: false,
      run: async ({ id, reply }) => {
        await replyToReview(db, staff, id, reply);
        return reply ? 'Your reply is published under the review.' : 'The reply is taken away.';
      },
    }),
  });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, list } = loaderData;
  const navigation = useNavigation();
  const busy = (id: number, intent: string) =>
    navigation.formData?.get('id') === String(id) && navigation.formData?.get('intent') === intent;
  return (
    <AdminPage title="Reviews">
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <FilterForm label="Filter reviews" submit="Show">
        <Select
          label="Show"
          name="show"
          defaultValue={filter}
          options={REVIEW_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </FilterForm>
      {list.items.length === 0 ? (
        <p>No reviews here.</p>
      ) : (
        <ul className="admin-messages">
          {list.items.map((review) => (
            <li key={review.id} className="admin-panel">
              <article aria-labelledby={`review-${review.id}`}>
                <h2 id={`review-${review.id}`} className="admin-section-title">
                  {review.title ?? `${review.rating} ${review.rating === 1 ? 'star' : 'stars'}`}
                </h2>
                <p className="admin-note">
                  {review.rating} out of 5 ·{' '}
                  <Link to={productHref(review.productSlug)}>{review.productName}</Link> ·{' '}
                  {review.variantLabel} · {review.author} ·{' '}
                  <time dateTime={review.at}>{formatOrderDate(review.at)}</time>
                </p>
                <p>
                  <Badge
                    tone={
                      review.status === 'published'
                        ? 'success'
                        : review.status === 'held'
                          ? 'primary'
                          : 'danger'
                    }
                  >
                    {review.status === 'published'
                      ? 'Shown'
                      : review.status === 'held'
                        ? 'Waiting'
                        : 'Hidden'}
                  </Badge>{' '}
                  {review.statusReason ? (
                    <span className="admin-note">{review.statusReason}</span>
                  ) : null}
                </p>
                <p className="admin-message__text">{review.text}</p>
                {review.reportCount > 0 ? (
                  <div>
                    <p className="admin-note">
                      Reported {review.reportCount} {review.reportCount === 1 ? 'time' : 'times'}:
                    </p>
                    <ul>
                      {review.reports.map((reason, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: reasons repeat; their order is fixed.
                        <li key={index}>{reason}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="admin-message__actions">
                  {review.status === 'published' ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="publish" />
                      <input type="hidden" name="id" value={review.id} />
                      <Button type="submit" size="sm" loading={busy(review.id, 'publish')}>
                        {review.status === 'hidden' ? 'Restore' : 'Publish'}
                      </Button>
                    </Form>
                  )}
                  {review.status === 'hidden' ? null : (
                    <Form method="post" className="admin-review__hide">
                      <input type="hidden" name="intent" value="hide" />
                      <input type="hidden" name="id" value={review.id} />
                      <div className="field">
                        <label className="field__label" htmlFor={`hide-${review.id}`}>
                          Reason for hiding
                        </label>
                        <input
                          id={`hide-${review.id}`}
                          name="reason"
                          required
                          maxLength={MODERATION_LIMITS.reason}
                          className="field__control"
                        />
                      </div>
                      <Button
                        type="submit"
                        variant="danger"
                        size="sm"
                        loading={busy(review.id, 'hide')}
                      >
                        Hide
                      </Button>
                    </Form>
                  )}
                </div>
                <Form method="post" className="admin-review__reply">
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="id" value={review.id} />
                  <div className="field">
                    <label className="field__label" htmlFor={`reply-${review.id}`}>
                      The seller's public reply
                    </label>
                    <textarea
                      id={`reply-${review.id}`}
                      key={review.sellerReply ?? ''}
                      name="reply"
                      className="field__control field__control--textarea"
                      rows={3}
                      maxLength={MODERATION_LIMITS.reply}
                      defaultValue={review.sellerReply ?? ''}
                      aria-describedby={`reply-${review.id}-hint`}
                    />
                    <p className="field__hint" id={`reply-${review.id}-hint`}>
                      Shown under the review on the product page. Leave empty to take a reply away.
                    </p>
                  </div>
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    loading={busy(review.id, 'reply')}
                  >
                    Save reply
                  </Button>
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
