/**
 * Reviews endpoints (issue 31): a product's reviews and aggregate, and a buyer's own review
 * (write, edit, delete), "Was this helpful?" and "Report". The account is the session
 * cookie's; only a buyer whose order with the product was delivered may write (403 for
 * anyone else, nothing stored), once per product (409).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import { resolveProduct } from '../../app/modules/catalog/product.server.ts';
import { photoFiles, removePhotos, storePhotos } from '../../app/modules/review/photos.server.ts';
import {
  deleteReview,
  limitReviewWriting,
  listReviews,
  ownedReview,
  reportReview,
  setPhotos,
  updateReview,
  voteHelpful,
  voterOf,
  writeReview,
} from '../../app/modules/review/reviews.server.ts';
import {
  REVIEW_MESSAGES,
  ReportSchema,
  ReviewQuerySchema,
  ReviewSchema,
} from '../../app/modules/review/rules.ts';
import { REVIEW_SORTS, REVIEW_STATUSES } from '../../app/modules/review/view.ts';
import { cartOwner } from '../../app/modules/shopper/owner.server.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppEnv } from '../types.ts';
import { answerRefusals, Refused, rateLimited } from './errors.ts';
import { errorOf } from './schemas.ts';

const ReviewOut = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    text: z.string().openapi({ description: 'Plain text; show it as text, never as HTML' }),
    author: z.string().openapi({ description: "First name and initial ('Priya S.')" }),
    verifiedBuyer: z.literal(true),
    variantLabel: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    helpfulCount: z.number().int(),
    photos: z.array(z.string()),
    sellerReply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  })
  .openapi('Review');

const OwnReviewOut = ReviewOut.extend({
  status: z.enum(REVIEW_STATUSES).openapi({
    description:
      'published: shows; held: shows once staff have checked it (a link or contact details in it); hidden: taken down by staff',
  }),
}).openapi('OwnReview');

const Distribution = z.object({
  '5': z.number().int(),
  '4': z.number().int(),
  '3': z.number().int(),
  '2': z.number().int(),
  '1': z.number().int(),
});

const ReviewPageOut = z
  .object({
    aggregate: z.object({
      average: z.number().nullable().openapi({ description: 'One decimal; null with no reviews' }),
      count: z.number().int(),
      distribution: Distribution,
    }),
    reviews: z.array(ReviewOut),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('ReviewPage');

export const SlugParams = z.object({
  slug: z
    .string()
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'Instant-Geyser-3-Litre' }),
});
export const IdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

const ListQuery = z.object({
  sort: z
    .string()
    .optional()
    .openapi({ enum: [...REVIEW_SORTS], description: 'Default helpful' }),
  stars: z.string().optional().openapi({ description: 'Only reviews with this many stars (1-5)' }),
  page: z.string().optional().openapi({ description: 'From 1; past the last gives the last' }),
});

const MessageSchema = z.object({ message: z.string() });

export const jsonOf = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const TAGS = ['Reviews'];
const writing = {
  400: errorOf('Invalid review: `error.fields` names each problem'),
  401: errorOf('Not signed in'),
  429: errorOf('Too many reviews written (Retry-After says when to try again)'),
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/products/{slug}/reviews',
    tags: TAGS,
    summary: 'The product’s rating aggregate and a page of its reviews (5 a page)',
    request: { params: SlugParams, query: ListQuery },
    responses: { 200: jsonOf(ReviewPageOut, 'The page'), 404: errorOf('No such product') },
  }),
  write: createRoute({
    method: 'post',
    path: '/products/{slug}/reviews',
    tags: TAGS,
    summary: 'Review a product the signed-in account received (one review per product)',
    request: { params: SlugParams, ...body(ReviewSchema) },
    responses: {
      201: jsonOf(OwnReviewOut, 'Written: published, or held for staff'),
      ...writing,
      403: errorOf('The account has no delivered order with this product'),
      404: errorOf('No such product'),
      409: errorOf('Already reviewed: edit that review instead'),
    },
  }),
  update: createRoute({
    method: 'patch',
    path: '/reviews/{id}',
    tags: TAGS,
    summary: 'Edit the signed-in account’s review (stars, title and text, all given)',
    request: { params: IdParams, ...body(ReviewSchema) },
    responses: {
      200: jsonOf(OwnReviewOut, 'Edited'),
      ...writing,
      404: errorOf('No such review of this account'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/reviews/{id}',
    tags: TAGS,
    summary: 'Delete the signed-in account’s review',
    request: { params: IdParams },
    responses: {
      200: jsonOf(MessageSchema, 'Deleted'),
      401: errorOf('Not signed in'),
      404: errorOf('No such review of this account'),
    },
  }),
  addPhotos: createRoute({
    method: 'post',
    path: '/reviews/{id}/photos',
    tags: TAGS,
    summary: 'Add photos to the signed-in account’s review (multipart/form-data, field `photos`)',
    description:
      'Up to 3 photos per review in all: JPEG, PNG or WebP, at most 5 MB each. The shop re-encodes each (WebP, at most 1200 px, metadata such as EXIF and location removed); `photos` in the answer are their addresses.',
    request: {
      params: IdParams,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            // Files: read from the form by the handler (photos.server.ts checks each one).
            schema: z.object({
              photos: z.any().openapi({
                type: 'array',
                items: { type: 'string', format: 'binary' },
                description: 'One to three image files',
              }),
            }),
          },
        },
      },
    },
    responses: {
      200: jsonOf(OwnReviewOut, 'The review with its photos'),
      400: errorOf(
        'Too many photos, or one that is not a JPEG, PNG or WebP image, too large, or unreadable',
      ),
      401: errorOf('Not signed in'),
      404: errorOf('No such review of this account'),
      413: errorOf('The request is larger than 3 photos of 5 MB'),
      429: errorOf('Too many reviews written'),
    },
  }),
  removePhoto: createRoute({
    method: 'delete',
    path: '/reviews/{id}/photos/{n}',
    tags: TAGS,
    summary: 'Take the n-th photo (from 1) off the signed-in account’s review',
    request: {
      params: IdParams.extend({
        n: z.string().openapi({ param: { name: 'n', in: 'path' }, example: '1' }),
      }),
    },
    responses: {
      200: jsonOf(OwnReviewOut, 'The review without that photo'),
      401: errorOf('Not signed in'),
      404: errorOf('No such review of this account, or no such photo'),
    },
  }),
  helpful: createRoute({
    method: 'post',
    path: '/reviews/{id}/helpful',
    tags: TAGS,
    summary: '"Was this helpful?": one vote per shopper (a repeat changes nothing)',
    request: { params: IdParams },
    responses: {
      200: jsonOf(z.object({ helpfulCount: z.number().int() }), 'The count after the vote'),
      404: errorOf('No such published review'),
    },
  }),
  report: createRoute({
    method: 'post',
    path: '/reviews/{id}/report',
    tags: TAGS,
    summary: 'Report a review to staff, with the reason (once per shopper)',
    request: { params: IdParams, ...body(ReportSchema) },
    responses: {
      200: jsonOf(MessageSchema, 'Reported'),
      400: errorOf('No reason given'),
      404: errorOf('No such published review'),
    },
  }),
};

/** The signed-in account's id, or 401. */
export async function accountOf(c: Context<AppEnv>) {
  const session = await c.get('session').current();
  if (!session?.userId) throw new Refused(401, 'unauthorized', 'Please sign in.');
  return session.userId;
}

/** The product by its slug (any form of it), or 404. */
export async function productBySlug(db: DbOrTx, slug: string) {
  const product = await resolveProduct(db, slug);
  if (!product) throw new Refused(404, 'not_found', 'Product not found.');
  return product;
}

export function reviewRoutes({ database, files }: AppServices) {
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  api.use('/reviews/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  api.onError(answerRefusals);

  const productOf = (slug: string) => productBySlug(db, slug);

  api.openapi(routes.list, async (c) => {
    const { slug } = c.req.valid('param');
    const page = await listReviews(
      db,
      (await productOf(slug)).id,
      ReviewQuerySchema.parse(c.req.valid('query')),
    );
    if (!page) throw new Refused(404, 'not_found', 'Product not found.');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(page, 200);
  });

  api.openapi(routes.write, async (c) => {
    const userId = await accountOf(c);
    const limited = await limitReviewWriting(c.get('client'), { userId });
    if (limited) throw rateLimited(limited);
    const product = await productOf(c.req.valid('param').slug);
    const review = await writeReview(db, { userId }, product.pk, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(review, 201);
  });

  api.openapi(routes.update, async (c) => {
    const userId = await accountOf(c);
    const limited = await limitReviewWriting(c.get('client'), { userId });
    if (limited) throw rateLimited(limited);
    const { review } = await updateReview(
      db,
      { userId },
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(review, 200);
  });

  api.openapi(routes.remove, async (c) => {
    const userId = await accountOf(c);
    await removePhotos(files, await deleteReview(db, { userId }, c.req.valid('param').id));
    return c.json({ message: REVIEW_MESSAGES.deleted }, 200);
  });

  api.openapi(routes.addPhotos, async (c) => {
    const writer = { userId: await accountOf(c) };
    const limited = await limitReviewWriting(c.get('client'), writer);
    if (limited) throw rateLimited(limited);
    const id = c.req.valid('param').id;
    const owned = await ownedReview(db, writer, id);
    const form = await c.req.formData();
    const added = await storePhotos(files, photoFiles(form.getAll('photos')), owned.photos.length);
    try {
      return c.json(await setPhotos(db, writer, id, [...owned.photos, ...added.paths]), 200);
    } catch (error) {
      await added.discard();
      throw error;
    }
  });

  api.openapi(routes.removePhoto, async (c) => {
    const writer = { userId: await accountOf(c) };
    const { id, n } = c.req.valid('param');
    const owned = await ownedReview(db, writer, id);
    const index = /^[1-3]$/.test(n) ? Number(n) - 1 : -1;
    const photo = owned.photos[index];
    if (!photo) throw new Refused(404, 'not_found', 'This review has no such photo.');
    const review = await setPhotos(
      db,
      writer,
      id,
      owned.photos.filter((kept) => kept !== photo),
    );
    await removePhotos(files, [photo]);
    return c.json(review, 200);
  });

  api.openapi(routes.helpful, async (c) => {
    const session = await c.get('session').ensure();
    const helpfulCount = await voteHelpful(
      db,
      c.req.valid('param').id,
      voterOf(cartOwner(session)),
    );
    return c.json({ helpfulCount }, 200);
  });

  api.openapi(routes.report, async (c) => {
    const session = await c.get('session').ensure();
    const { reason } = c.req.valid('json');
    await reportReview(db, c.req.valid('param').id, voterOf(cartOwner(session)), reason);
    return c.json({ message: REVIEW_MESSAGES.reported }, 200);
  });

  return api;
}
