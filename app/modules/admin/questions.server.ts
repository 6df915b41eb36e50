/**
 * Product questions for staff (issue 31): the lists to work through (new and unanswered,
 * held for a link or contact details, hidden, answered), the seller's answer, publishing
 * a held question or answer, and hiding or restoring either with a reason. Every change is
 * audited; a published answer marks its question answered and e-mails the asker
 * (review/questions.server.ts), and the cached pages follow by the tables' triggers.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { STORE } from '../../../config/store.ts';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ANSWERED_BY, type AnsweredBy } from '../review/question-view.ts';
import { addAnswer, answerPublished, markAnswered } from '../review/questions.server.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '../review/view.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged } from './paging.ts';
import type { QuestionFilter, QuestionPart } from './question-moderation.ts';

export interface StaffAnswerRow {
  id: number;
  text: string;
  author: string;
  answeredBy: AnsweredBy;
  status: ReviewStatus;
  statusReason: string | null;
  at: string;
}

export interface StaffQuestionRow {
  id: number;
  productName: string;
  productSlug: string;
  asker: string;
  text: string;
  status: ReviewStatus;
  statusReason: string | null;
  answeredAt: string | null;
  at: string;
  answers: StaffAnswerRow[];
}

const Row = z.object({
  id: SqlNumber,
  product_name: z.string(),
  product_slug: z.string(),
  asker_name: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  status_reason: z.string().nullable(),
  answered_at: z.coerce.date().nullable(),
  created_at: z.coerce.date(),
});

const AnswerRow = z.object({
  id: SqlNumber,
  question_id: SqlNumber,
  body: z.string(),
  author_name: z.string(),
  answered_by: z.enum(ANSWERED_BY),
  status: z.enum(REVIEW_STATUSES),
  status_reason: z.string().nullable(),
  created_at: z.coerce.date(),
});

const hasAnswer = (status: ReviewStatus) =>
  sql`exists (select 1 from question_answers a where a.question_id = q.id and a.status = ${status})`;

const WHERE: Record<QuestionFilter, ReturnType<typeof sql>> = {
  unanswered: sql`q.status = 'published' and q.answered_at is null`,
  held: sql`(q.status = 'held' or ${hasAnswer('held')})`,
  hidden: sql`(q.status = 'hidden' or ${hasAnswer('hidden')})`,
  answered: sql`q.status = 'published' and q.answered_at is not null`,
};

/** A page of the filter's questions with all their answers, oldest first (answered: newest). */
export async function listQuestionsForStaff(
  db: DbOrTx,
  filter: QuestionFilter,
  page: number,
): Promise<Paged<StaffQuestionRow>> {
  const order =
    filter === 'answered'
      ? sql`q.answered_at desc, q.id desc`
      : filter === 'hidden'
        ? sql`q.updated_at desc, q.id desc`
        : sql`q.created_at, q.id`;
  const [rows, [total]] = await Promise.all([
    queryRows(
      db,
      sql`select q.id, p.name as product_name, p.slug as product_slug, q.asker_name, q.body,
          q.status, q.status_reason, q.answered_at, q.created_at
        from product_questions q join products p on p.id = q.product_id
        where ${WHERE[filter]}
        order by ${order}
        limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
      Row,
    ),
    queryRows(
      db,
      sql`select count(*) as count from product_questions q where ${WHERE[filter]}`,
      z.object({ count: SqlNumber }),
    ),
  ]);
  const answers = rows.length
    ? await queryRows(
        db,
        sql`select id, question_id, body, author_name, answered_by, status, status_reason,
            created_at
          from question_answers
          where question_id in (${sql.join(
            rows.map((row) => sql`${row.id}`),
            sql`, `,
          )})
          order by created_at, id`,
        AnswerRow,
      )
    : [];
  return paged(
    rows.map((row) => ({
      id: row.id,
      productName: row.product_name,
      productSlug: row.product_slug,
      asker: row.asker_name,
      text: row.body,
      status: row.status,
      statusReason: row.status_reason,
      answeredAt: row.answered_at?.toISOString() ?? null,
      at: row.created_at.toISOString(),
      answers: answers
        .filter((answer) => answer.question_id === row.id)
        .map((answer) => ({
          id: answer.id,
          text: answer.body,
          author: answer.author_name,
          answeredBy: answer.answered_by,
          status: answer.status,
          statusReason: answer.status_reason,
          at: answer.created_at.toISOString(),
        })),
    })),
    page,
    total?.count ?? 0,
  );
}

const Locked = z.object({
  status: z.enum(REVIEW_STATUSES),
  question_id: SqlNumber,
});

const TABLE: Record<QuestionPart, ReturnType<typeof sql>> = {
  question: sql`product_questions`,
  answer: sql`question_answers`,
};

/** The question's or answer's row, locked for the change; 404 for none. */
async function locked(tx: DbOrTx, part: QuestionPart, id: number) {
  const [row] = await queryRows(
    tx,
    part === 'question'
      ? sql`select status, id as question_id from product_questions where id = ${id} for update`
      : sql`select status, question_id from question_answers where id = ${id} for update`,
    Locked,
  );
  if (!row) throw new DomainError('not_found', `This ${part} was not found.`);
  return row;
}

/**
 * Publishes (a held or hidden question or answer), or hides one with the reason staff
 * give. An answer that comes to show marks its question answered and is e-mailed to the
 * asker (once per answer); when a question's last shown answer is hidden, it is unanswered
 * again. A move to where it already is changes nothing.
 */
export async function setQuestionStatus(
  db: DbOrTx,
  staff: Staff,
  part: QuestionPart,
  id: number,
  status: 'published' | 'hidden',
  reason: string | null,
  origin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, part, id);
    if (before.status === status) return;
    await tx.execute(
      sql`update ${TABLE[part]} set status = ${status}, status_reason = ${reason},
          updated_at = now()
        where id = ${id}`,
    );
    if (part === 'answer') {
      if (status === 'published') await answerPublished(tx, id, origin);
      else await markAnswered(tx, before.question_id);
    }
    await recordAudit(tx, staff, {
      action: `${part}.${status}`,
      entityType: part,
      entityId: String(id),
      before: { status: before.status },
      after: { status, ...(reason ? { reason } : {}) },
    });
  });
}

/**
 * The seller's answer (under the shop's name) to a published question, itself published at
 * once; the asker is e-mailed. A held or hidden question is published (or left) first: an
 * answer would otherwise e-mail a link to a page that does not show it.
 */
export async function answerAsSeller(
  db: DbOrTx,
  staff: Staff,
  questionId: number,
  text: string,
  origin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const question = await locked(tx, 'question', questionId);
    if (question.status !== 'published') {
      throw new DomainError('conflict', 'Publish the question before answering it.');
    }
    const answer = await addAnswer(
      tx,
      questionId,
      { userId: null, answeredBy: 'seller', author: STORE.name, text, status: 'published' },
      origin,
    );
    await recordAudit(tx, staff, {
      action: 'question.answered',
      entityType: 'question',
      entityId: String(questionId),
      before: null,
      after: { answer: answer.answerId, text },
    });
  });
}
