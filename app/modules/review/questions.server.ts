/**
 * Product questions and answers (issue 31): a signed-in shopper asks; the seller (staff,
 * admin/questions.server.ts) or a buyer whose order with the product was delivered
 * answers. A question shows on the product page once it has a published answer (its
 * `answered_at`), and its asker gets each published answer by e-mail through the outbox.
 * The rules of the texts are question-rules.ts; what holds one for staff, rules.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { localized } from '../../i18n/content.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import type { RequestClient } from '../../lib/account-limits.server.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { productHref } from '../../lib/hrefs.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { isPublicId } from '../../lib/public-id.ts';
import { users } from '../identity/schema.ts';
import { questionAnsweredEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import {
  containsPattern,
  QUESTION_MESSAGES,
  QUESTIONS_PER_PAGE,
  type QuestionQuery,
} from './question-rules.ts';
import {
  ANSWERED_BY,
  type AnswerView,
  type PostedText,
  type QuestionPage,
  type QuestionView,
} from './question-view.ts';
import { deliveredPurchase, limitWriting, reviewerOfUser } from './reviews.server.ts';
import { authorName, statusOfText } from './rules.ts';
import { productQuestions, questionAnswers } from './schema.ts';

const QuestionRow = z.object({
  id: SqlNumber,
  public_id: z.string(),
  body: z.string(),
  asker_name: z.string(),
  created_at: z.coerce.date(),
});

const AnswerRow = z.object({
  question_id: SqlNumber,
  public_id: z.string(),
  body: z.string(),
  author_name: z.string(),
  answered_by: z.enum(ANSWERED_BY),
  created_at: z.coerce.date(),
});

const toAnswer = (row: z.output<typeof AnswerRow>): AnswerView => ({
  id: row.public_id,
  text: row.body,
  author: row.author_name,
  answeredBy: row.answered_by,
  createdAt: row.created_at.toISOString(),
});

/**
 * A page of the product's answered, published questions (the product by its public id),
 * newest answered first, each with its published answers (the seller's first); with `q`,
 * only those whose question or a published answer holds it. A page past the last is the
 * last; null for no such product.
 */
export async function listAnsweredQuestions(
  db: DbOrTx,
  productPublicId: string,
  query: QuestionQuery,
  perPage: number = QUESTIONS_PER_PAGE,
): Promise<QuestionPage | null> {
  const [product] = await queryRows(
    db,
    sql`select id from products where public_id = ${productPublicId}`,
    z.object({ id: SqlNumber }),
  );
  if (!product) return null;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = sql`q.product_id = ${product.id} and q.status = 'published'
    and q.answered_at is not null
    ${
      pattern
        ? sql`and (q.body ilike ${pattern} or exists (select 1 from question_answers a
            where a.question_id = q.id and a.status = 'published' and a.body ilike ${pattern}))`
        : sql``
    }`;
  const [counted] = await queryRows(
    db,
    sql`select count(*) as count from product_questions q where ${where}`,
    z.object({ count: SqlNumber }),
  );
  const total = counted?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, pageCount);
  const rows =
    total === 0
      ? []
      : await queryRows(
          db,
          sql`select q.id, q.public_id, q.body, q.asker_name, q.created_at
            from product_questions q where ${where}
            order by q.answered_at desc, q.id desc
            limit ${perPage} offset ${(page - 1) * perPage}`,
          QuestionRow,
        );
  const answers = rows.length
    ? await queryRows(
        db,
        sql`select question_id, public_id, body, author_name, answered_by, created_at
          from question_answers
          where question_id in (${sql.join(
            rows.map((row) => sql`${row.id}`),
            sql`, `,
          )}) and status = 'published'
          order by (answered_by = 'seller') desc, created_at, id`,
        AnswerRow,
      )
    : [];
  const questions: QuestionView[] = rows.map((row) => ({
    id: row.public_id,
    text: row.body,
    author: row.asker_name,
    createdAt: row.created_at.toISOString(),
    answers: answers.filter((answer) => answer.question_id === row.id).map(toAnswer),
  }));
  return { questions, page, pageCount, total };
}

/** The account's first name and initial, as its questions and answers show it. */
async function shownName(db: DbOrTx, userId: number): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('forbidden', QUESTION_MESSAGES.signIn);
  return authorName(user.firstName, user.lastName);
}

/**
 * A signed-in shopper's question about a product (products.id): published at once (shown
 * once answered) unless it carries a link or contact details (held for staff).
 */
export async function askQuestion(
  db: DbOrTx,
  userId: number,
  productId: number,
  text: string,
): Promise<PostedText> {
  const status = statusOfText(text);
  const [row] = await db
    .insert(productQuestions)
    .values({
      publicId: newPublicId(),
      productId,
      userId,
      askerName: await shownName(db, userId),
      body: text,
      ...status,
    })
    .returning({ id: productQuestions.publicId });
  if (!row) throw new Error('the question just asked is missing');
  return { id: row.id, status: status.status, text };
}

const TargetRow = z.object({ id: SqlNumber, product_id: SqlNumber, status: z.string() });

/** A question by its public id (whatever its status), or 404. */
async function questionOf(db: DbOrTx, publicId: string) {
  if (!isPublicId(publicId)) throw new DomainError('not_found', QUESTION_MESSAGES.notFound);
  const [row] = await queryRows(
    db,
    sql`select id, product_id, status from product_questions where public_id = ${publicId}`,
    TargetRow,
  );
  if (!row) throw new DomainError('not_found', QUESTION_MESSAGES.notFound);
  return row;
}

/**
 * A buyer's answer to a published question: 403 (nothing stored) for an account without a
 * delivered order of the product. Published at once unless held for staff; a published
 * answer marks the question answered and is e-mailed to its asker.
 */
export async function answerAsBuyer(
  db: DbOrTx,
  userId: number,
  questionPublicId: string,
  text: string,
  origin: string,
  /** The product page the answer was sent from: a question of another product is not found. */
  onProduct?: number,
): Promise<PostedText & { productId: number }> {
  const question = await questionOf(db, questionPublicId);
  if (question.status !== 'published' || (onProduct && question.product_id !== onProduct)) {
    throw new DomainError('not_found', QUESTION_MESSAGES.notFound);
  }
  const bought = await deliveredPurchase(db, userId, question.product_id);
  if (!bought) throw new DomainError('forbidden', QUESTION_MESSAGES.notBuyer);
  const name = await shownName(db, userId);
  const posted = await db.transaction((tx) =>
    addAnswer(tx, question.id, { userId, answeredBy: 'buyer', author: name, text }, origin),
  );
  return { ...posted, productId: question.product_id };
}

export interface NewAnswer {
  userId: number | null;
  answeredBy: 'seller' | 'buyer';
  author: string;
  text: string;
  /** The seller's answers are published as written; a buyer's go through the hold rule. */
  status?: 'published';
}

/**
 * Stores an answer to the question (product_questions.id) in the caller's transaction;
 * a published one marks the question answered and e-mails its asker.
 */
export async function addAnswer(
  tx: DbOrTx,
  questionId: number,
  answer: NewAnswer,
  origin: string,
): Promise<PostedText & { answerId: number }> {
  const status = answer.status
    ? { status: answer.status, statusReason: null }
    : statusOfText(answer.text);
  const [row] = await tx
    .insert(questionAnswers)
    .values({
      publicId: newPublicId(),
      questionId,
      userId: answer.userId,
      answeredBy: answer.answeredBy,
      authorName: answer.author,
      body: answer.text,
      ...status,
    })
    .returning({ id: questionAnswers.id, publicId: questionAnswers.publicId });
  if (!row) throw new Error('the answer just written is missing');
  if (status.status === 'published') await answerPublished(tx, row.id, origin);
  return { id: row.publicId, answerId: row.id, status: status.status, text: answer.text };
}

/**
 * The question's answered time from its published answers: the first one's, or null
 * (unanswered again, off the product page) when none shows.
 */
export async function markAnswered(tx: DbOrTx, questionId: number): Promise<void> {
  await tx.execute(
    sql`update product_questions q set answered_at = a.first, updated_at = now()
      from (select min(created_at) as first from question_answers
        where question_id = ${questionId} and status = 'published') a
      where q.id = ${questionId} and q.answered_at is distinct from a.first`,
  );
}

const MailRow = z.object({
  question_id: SqlNumber,
  answer_public_id: z.string(),
  question: z.string(),
  answer: z.string(),
  answered_by: z.enum(ANSWERED_BY),
  author_name: z.string(),
  answerer_id: SqlNumber.nullable(),
  asker_id: SqlNumber.nullable(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  locale: z.string().nullable(),
  slug: z.string(),
  product_name: z.string(),
  product_name_kn: z.string().nullable(),
});

/**
 * An answer (question_answers.id) now shows: its question is answered, and its asker gets
 * it by e-mail in their language, once per answer (not for their own answer).
 */
export async function answerPublished(tx: DbOrTx, answerId: number, origin: string) {
  const [row] = await queryRows(
    tx,
    sql`select q.id as question_id, a.public_id as answer_public_id, q.body as question,
        a.body as answer, a.answered_by, a.author_name, a.user_id as answerer_id,
        q.user_id as asker_id, u.email, u.first_name, u.locale, p.slug,
        p.name as product_name, p.name_kn as product_name_kn
      from question_answers a
      join product_questions q on q.id = a.question_id
      join products p on p.id = q.product_id
      left join users u on u.id = q.user_id
      where a.id = ${answerId}`,
    MailRow,
  );
  if (!row) return;
  await markAnswered(tx, row.question_id);
  if (!row.email || row.asker_id === null || row.asker_id === row.answerer_id) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const productUrl = new URL(`${localizedPath(locale, productHref(row.slug))}#questions`, origin)
    .href;
  await enqueueEmail(
    tx,
    questionAnsweredEmail(
      { email: row.email, firstName: row.first_name ?? '', locale },
      {
        productName: localized(
          locale,
          { name: row.product_name, nameKn: row.product_name_kn },
          'name',
        ).name,
        question: row.question,
        answer: row.answer,
        answeredBy: row.answered_by,
        author: row.author_name,
      },
      productUrl,
      origin,
    ),
    { dedupeKey: `question-answer:${row.answer_public_id}` },
  );
}

/** Counts one question or answer written, per address and per account; the refusal when over. */
export const limitQuestionWriting = (client: RequestClient, userId: number) =>
  limitWriting(client, reviewerOfUser(userId), ['questionAddress', 'questionAccount']);
