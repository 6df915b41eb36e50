/**
 * Product questions endpoints (issue 31): a product's answered questions (a search within
 * them, 5 a page), asking one (a signed-in account), and a buyer's answer (an account
 * whose order with the product was delivered: 403 for anyone else, nothing stored). The
 * account is the session cookie's; asking and answering count against one writing limit.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import {
  AnswerSchema,
  QuestionQuerySchema,
  QuestionSchema,
} from '../../app/modules/review/question-rules.ts';
import { ANSWERED_BY } from '../../app/modules/review/question-view.ts';
import {
  answerAsBuyer,
  askQuestion,
  limitQuestionWriting,
  listAnsweredQuestions,
} from '../../app/modules/review/questions.server.ts';
import type { AppEnv } from '../types.ts';
import { answerRefusals, Refused, rateLimited } from './errors.ts';
import { accountOf, body, IdParams, jsonOf, productBySlug, SlugParams } from './reviews.ts';
import { errorOf } from './schemas.ts';

const AnswerOut = z
  .object({
    id: z.string(),
    text: z.string().openapi({ description: 'Plain text; show it as text, never as HTML' }),
    author: z.string().openapi({
      description: "The buyer's first name and initial ('Priya S.'), or the shop's name",
    }),
    answeredBy: z.enum(ANSWERED_BY).openapi({
      description:
        'seller: the shop; buyer: a customer who received the product (a verified buyer)',
    }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Answer');

const QuestionOut = z
  .object({
    id: z.string(),
    text: z.string().openapi({ description: 'Plain text; show it as text, never as HTML' }),
    author: z.string().openapi({ description: "The asker's first name and initial" }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    answers: z.array(AnswerOut).openapi({ description: "Published answers, the seller's first" }),
  })
  .openapi('Question');

const QuestionPageOut = z
  .object({
    questions: z.array(QuestionOut),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('QuestionPage');

const PostedOut = z
  .object({
    id: z.string(),
    status: z.enum(['published', 'held']).openapi({
      description:
        'published: stored (a question shows once answered); held: shows once staff have checked it (a link or contact details in it)',
    }),
    text: z.string(),
  })
  .openapi('PostedText');

const ListQuery = z.object({
  q: z.string().optional().openapi({
    description:
      'Only questions whose text or a published answer holds this (up to 100 characters)',
  }),
  page: z.string().optional().openapi({ description: 'From 1; past the last gives the last' }),
});

const TAGS = ['Questions'];
const writing = {
  401: errorOf('Not signed in'),
  429: errorOf('Too many questions and answers written (Retry-After says when to try again)'),
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/products/{slug}/questions',
    tags: TAGS,
    summary:
      'A page of the product’s answered questions with their answers (5 a page, newest answered first)',
    request: { params: SlugParams, query: ListQuery },
    responses: { 200: jsonOf(QuestionPageOut, 'The page'), 404: errorOf('No such product') },
  }),
  ask: createRoute({
    method: 'post',
    path: '/products/{slug}/questions',
    tags: TAGS,
    summary: 'Ask a question about a product (signed in; it shows once answered)',
    request: { params: SlugParams, ...body(QuestionSchema) },
    responses: {
      201: jsonOf(PostedOut, 'Asked: published, or held for staff'),
      400: errorOf('Invalid question (10 to 500 characters): `error.fields.text` says why'),
      ...writing,
      404: errorOf('No such product'),
    },
  }),
  answer: createRoute({
    method: 'post',
    path: '/questions/{id}/answers',
    tags: TAGS,
    summary:
      'Answer a published question as a buyer of its product (an order with it delivered); the asker gets it by e-mail',
    request: { params: IdParams, ...body(AnswerSchema) },
    responses: {
      201: jsonOf(PostedOut, 'Answered: published, or held for staff'),
      400: errorOf('Invalid answer (10 to 1,000 characters): `error.fields.text` says why'),
      ...writing,
      403: errorOf('The account has no delivered order with this product: nothing is stored'),
      404: errorOf('No such published question'),
    },
  }),
};

export function questionRoutes({ database, publicUrl }: AppServices) {
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  api.use('/questions/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  api.onError(answerRefusals);

  /** The signed-in account within its writing limit: 401, or 429. */
  const writer = async (c: Parameters<typeof accountOf>[0]) => {
    const userId = await accountOf(c);
    const limited = await limitQuestionWriting(c.get('client'), userId);
    if (limited) throw rateLimited(limited);
    return userId;
  };

  api.openapi(routes.list, async (c) => {
    const product = await productBySlug(db, c.req.valid('param').slug);
    const found = await listAnsweredQuestions(
      db,
      product.id,
      QuestionQuerySchema.parse(c.req.valid('query')),
    );
    if (!found) throw new Refused(404, 'not_found', 'Product not found.');
    c.header('Cache-Control', 'public, max-age=60');
    const { questions, page, pageCount } = found;
    return c.json({ questions, page, pageCount }, 200);
  });

  api.openapi(routes.ask, async (c) => {
    const userId = await writer(c);
    const product = await productBySlug(db, c.req.valid('param').slug);
    const asked = await askQuestion(db, userId, product.pk, c.req.valid('json').text);
    c.header('Cache-Control', 'private, no-store');
    return c.json(asked, 201);
  });

  api.openapi(routes.answer, async (c) => {
    const userId = await writer(c);
    const { id, status, text } = await answerAsBuyer(
      db,
      userId,
      c.req.valid('param').id,
      c.req.valid('json').text,
      publicUrl,
    );
    return c.json({ id, status, text }, 201);
  });

  return api;
}
