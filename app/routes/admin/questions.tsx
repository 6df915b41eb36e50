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
  QUESTION_FILTERS,
  QUESTION_PARTS,
  type QuestionFilter,
  type QuestionPart,
} from '../../modules/admin/question-moderation.ts';
import {
  answerAsSeller,
  listQuestionsForStaff,
  setQuestionStatus,
} from '../../modules/admin/questions.server.ts';
import { MODERATION_LIMITS } from '../../modules/admin/review-moderation.ts';
import { RowRefSchema } from '../../modules/admin/row-ref.server.ts';
import { AnswerSchema } from '../../modules/review/question-rules.ts';
import { QUESTION_LIMITS } from '../../modules/review/question-view.ts';
import type { ReviewStatus } from '../../modules/review/view.ts';
import type { Route } from './+types/questions';

export const meta = () => backOfficeMeta('Questions');

const FILTER_LABELS: Record<QuestionFilter, string> = {
  unanswered: 'New and unanswered',
  held: 'Waiting for staff (a link or contact details)',
  hidden: 'Hidden',
  answered: 'Answered',
};

function filterParam(search: URLSearchParams): QuestionFilter {
  const value = search.get('show');
  return QUESTION_FILTERS.find((filter) => filter === value) ?? 'unanswered';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'reviews');
  const search = new URL(request.url).searchParams;
  const filter = filterParam(search);
  const list = await listQuestionsForStaff(
    services(context).database.db,
    filter,
    pageParam(search),
  );
  return { filter, list };
}

const PartSchema = RowRefSchema.extend({
  part: z.enum(QUESTION_PARTS, { error: 'Unknown action.' }),
});

const HideSchema = PartSchema.extend({
  reason: z
    .string({ error: 'Say why it is hidden.' })
    .trim()
    .min(1, 'Say why it is hidden.')
    .max(MODERATION_LIMITS.reason, `At most ${MODERATION_LIMITS.reason} characters.`),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'reviews');
  const { database, publicUrl } = services(context);
  const db = database.db;
  return handleIntents(request, {
    answer: defineIntent({
      schema: RowRefSchema.extend(AnswerSchema.shape),
      coerce: false,
      run: async ({ id, text }) => {
        await answerAsSeller(db, staff, id, text, publicUrl);
        return 'Your answer is published; the shopper who asked gets it by e-mail.';
      },
    }),
    publish: defineIntent({
      schema: PartSchema,
      coerce: false,
      run: async ({ id, part }) => {
        await setQuestionStatus(db, staff, part, id, 'published', null, publicUrl);
        return part === 'question' ? 'The question is published.' : 'The answer is published.';
      },
    }),
    hide: defineIntent({
      schema: HideSchema,
      coerce: false,
      run: async ({ id, part, reason }) => {
        await setQuestionStatus(db, staff, part, id, 'hidden', reason, publicUrl);
        return part === 'question' ? 'The question is hidden.' : 'The answer is hidden.';
      },
    }),
  });
}

const STATUS_BADGE: Record<ReviewStatus, { tone: 'success' | 'primary' | 'danger'; text: string }> =
  {
    published: { tone: 'success', text: 'Shown' },
    held: { tone: 'primary', text: 'Waiting' },
    hidden: { tone: 'danger', text: 'Hidden' },
  };

/** Publish (or restore) and hide, with the reason, for a question or one of its answers. */
function Moderation({
  part,
  id,
  status,
  statusReason,
  label,
}: {
  part: QuestionPart;
  id: number;
  status: ReviewStatus;
  statusReason: string | null;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.formData?.get('id') === String(id) &&
    navigation.formData?.get('part') === part &&
    navigation.formData?.get('intent') === intent;
  const badge = STATUS_BADGE[status];
  const fieldId = `hide-${part}-${id}`;
  return (
    <div className="admin-message__actions">
      <p>
        <Badge tone={badge.tone}>{badge.text}</Badge>{' '}
        {statusReason ? <span className="admin-note">{statusReason}</span> : null}
      </p>
      {status === 'published' ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="part" value={part} />
          <input type="hidden" name="id" value={id} />
          <Button
            type="submit"
            size="sm"
            loading={busy('publish')}
            aria-label={`${status === 'hidden' ? 'Restore' : 'Publish'} ${label}`}
          >
            {status === 'hidden' ? 'Restore' : 'Publish'}
          </Button>
        </Form>
      )}
      {status === 'hidden' ? null : (
        <Form method="post" className="admin-review__hide">
          <input type="hidden" name="intent" value="hide" />
          <input type="hidden" name="part" value={part} />
          <input type="hidden" name="id" value={id} />
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>
              Reason for hiding {label}
            </label>
            <input
              id={fieldId}
              name="reason"
              required
              maxLength={MODERATION_LIMITS.reason}
              className="field__control"
            />
          </div>
          <Button type="submit" variant="danger" size="sm" loading={busy('hide')}>
            Hide
          </Button>
        </Form>
      )}
    </div>
  );
}

export default function AdminQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, list } = loaderData;
  const navigation = useNavigation();
  return (
    <AdminPage title="Questions">
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <FilterForm label="Filter questions" submit="Show">
        <Select
          label="Show"
          name="show"
          defaultValue={filter}
          options={QUESTION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </FilterForm>
      {list.items.length === 0 ? (
        <p>No questions here.</p>
      ) : (
        <ul className="admin-messages">
          {list.items.map((question) => (
            <li key={question.id} className="admin-panel">
              <article aria-labelledby={`question-${question.id}`}>
                <h2 id={`question-${question.id}`} className="admin-section-title">
                  {question.text}
                </h2>
                <p className="admin-note">
                  <Link to={productHref(question.productSlug)}>{question.productName}</Link> ·{' '}
                  {question.asker} ·{' '}
                  <time dateTime={question.at}>{formatOrderDate(question.at)}</time>
                  {question.answeredAt ? ' · Answered' : ' · Not answered yet'}
                </p>
                <Moderation
                  part="question"
                  id={question.id}
                  status={question.status}
                  statusReason={question.statusReason}
                  label={`question ${question.id}`}
                />
                {question.answers.length > 0 ? (
                  <ol className="admin-question__answers">
                    {question.answers.map((answer) => (
                      <li key={answer.id}>
                        <p className="admin-note">
                          {answer.answeredBy === 'seller' ? 'Seller' : `${answer.author} (buyer)`} ·{' '}
                          <time dateTime={answer.at}>{formatOrderDate(answer.at)}</time>
                        </p>
                        <p className="admin-message__text">{answer.text}</p>
                        <Moderation
                          part="answer"
                          id={answer.id}
                          status={answer.status}
                          statusReason={answer.statusReason}
                          label={`answer ${answer.id}`}
                        />
                      </li>
                    ))}
                  </ol>
                ) : null}
                {question.status === 'published' ? (
                  <Form method="post" className="admin-review__reply">
                    <input type="hidden" name="intent" value="answer" />
                    <input type="hidden" name="id" value={question.id} />
                    <div className="field">
                      <label className="field__label" htmlFor={`answer-${question.id}`}>
                        Answer as the seller
                      </label>
                      <textarea
                        id={`answer-${question.id}`}
                        name="text"
                        className="field__control field__control--textarea"
                        rows={3}
                        required
                        minLength={QUESTION_LIMITS.answerMin}
                        maxLength={QUESTION_LIMITS.answerMax}
                        aria-describedby={`answer-${question.id}-hint`}
                      />
                      <p className="field__hint" id={`answer-${question.id}-hint`}>
                        Shown under the question on the product page, signed “Seller”; the shopper
                        who asked gets it by e-mail.
                      </p>
                    </div>
                    <Button
                      type="submit"
                      variant="secondary"
                      size="sm"
                      loading={
                        navigation.formData?.get('id') === String(question.id) &&
                        navigation.formData?.get('intent') === 'answer'
                      }
                    >
                      Publish answer
                    </Button>
                  </Form>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
