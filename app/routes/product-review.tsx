/**
 * /product/{slug}/review: a buyer writes, edits or deletes their review of the product, with
 * up to 3 photos. A signed-in account (others go to the login page and come back), or,
 * with `?t=` from a review-request e-mail, whoever holds that order's link (a guest buyer
 * has no account). A writer without a delivered order of the product is told why it cannot
 * review; a link that is altered or expired is refused. Never cached: it is the writer's
 * own page. After a save the page shows where the review stands (published, or waiting for
 * staff) with a link back to the product.
 */

import { eq } from 'drizzle-orm';
import { data, Form, redirect } from 'react-router';
import { z } from 'zod';
import { type ReviewDraft, ReviewForm } from '../components/reviews/review-form.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { requireAccount } from '../lib/account.server.ts';
import { DomainError } from '../lib/domain-error.ts';
import { setFlash, takeFlash } from '../lib/flash.server.ts';
import { productHref, productReviewHref } from '../lib/hrefs.ts';
import {
  defineIntent,
  handleIntents,
  refusal,
  refuseRequest,
} from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { resolveProduct } from '../modules/catalog/product.server.ts';
import { products } from '../modules/catalog/schema.ts';
import { orders } from '../modules/order/schema.ts';
import { photoFiles, removePhotos, storePhotos } from '../modules/review/photos.server.ts';
import { orderOfReviewLink } from '../modules/review/review-link.server.ts';
import {
  deleteReview,
  limitReviewWriting,
  reviewStanding,
  updateReview,
  type Writer,
  writeReview,
} from '../modules/review/reviews.server.ts';
import { REVIEW_MESSAGES, ReviewSchema } from '../modules/review/rules.ts';
import type { Route } from './+types/product-review';
import '../styles/components/reviews.css';

export const headers = privatePageHeaders;

/** The product (404 for none; another form of its slug goes to the canonical address). */
async function productOf(context: Route.LoaderArgs['context'], slug: string | undefined) {
  const { database } = services(context);
  const ref = await resolveProduct(database.db, slug);
  if (!ref) throw data(null, { status: 404 });
  if (ref.redirectTo) throw redirect(productReviewHref(ref.redirectTo), 301);
  return ref;
}

type Context = Route.LoaderArgs['context'];

/**
 * Who writes: the holder of a review link (`?t=`), or else the signed-in account. Null for
 * a link that names no order the shop signed (altered, expired, or its order gone).
 */
async function writerOf(request: Request, context: Context): Promise<Writer | null> {
  const token = new URL(request.url).searchParams.get('t');
  if (token === null) return { userId: (await requireAccount(request, context)).id };
  const { config, database } = services(context);
  const orderPublicId = orderOfReviewLink(config.sessionSecret, token);
  if (!orderPublicId) return null;
  const [order] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  return order ? { orderId: order.id } : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const writer = await writerOf(request, context);
  const ref = await productOf(context, params.productName);
  const db = services(context).database.db;
  const [[named], standing, { flash, clear }] = await Promise.all([
    db
      .select({ name: products.name, nameKn: products.nameKn })
      .from(products)
      .where(eq(products.id, ref.pk)),
    writer ? reviewStanding(db, writer, ref.pk) : { canReview: false, own: null },
    takeFlash(request, context),
  ]);
  const { name, nameLang } = localized(
    localeOf(context),
    named ?? { name: '', nameKn: null },
    'name',
  );
  return data(
    {
      messages: pageMessages(context, 'product', 'reviewing', 'forms'),
      product: { slug: ref.slug, name, nameLang },
      canReview: standing.canReview,
      own: standing.own,
      linkRefused: writer === null,
      flash,
    },
    { headers: clear, status: writer === null ? 403 : 200 },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    {
      title: pageTitle(
        loaderData ? t('Review {name}', { name: loaderData.product.name }) : t('Write a review'),
      ),
    },
    { name: 'robots', content: 'noindex' },
    // A review link's key is in the address: no page it links to learns it.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const writer = await writerOf(request, context);
  if (!writer) return refuseRequest(refusal(403, REVIEW_MESSAGES.linkInvalid));
  const ref = await productOf(context, params.productName);
  const { database, files } = services(context);
  const db = database.db;
  const search = new URL(request.url).search;
  const back = async (message: string) =>
    redirect(`${productReviewHref(ref.slug)}${search}`, {
      headers: { 'Set-Cookie': await setFlash(context, { tone: 'success', message }) },
    });
  return handleIntents(request, {
    save: defineIntent({
      schema: ReviewSchema,
      guard: async () => {
        const limited = await limitReviewWriting(requestInfo(context), writer);
        return limited && refusal(429, TOO_MANY_REQUESTS);
      },
      run: async (input, { fields }) => {
        const { own } = await reviewStanding(db, writer, ref.pk);
        const removed = fields.getAll('removePhoto').map(String);
        const kept = own ? own.photos.filter((photo) => !removed.includes(photo)) : [];
        const added = await storePhotos(files, photoFiles(fields.getAll('photos')), kept.length);
        try {
          if (own) {
            const { dropped } = await updateReview(db, writer, own.id, input, [
              ...kept,
              ...added.paths,
            ]);
            await removePhotos(files, dropped);
            throw await back(REVIEW_MESSAGES.updated);
          }
          const saved = await writeReview(db, writer, ref.pk, input, added.paths);
          throw await back(
            saved.status === 'held' ? REVIEW_MESSAGES.held : REVIEW_MESSAGES.published,
          );
        } catch (outcome) {
          if (!(outcome instanceof Response)) await added.discard();
          throw outcome;
        }
      },
    }),
    delete: defineIntent({
      schema: z.object({}),
      run: async () => {
        const { own } = await reviewStanding(db, writer, ref.pk);
        if (!own) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
        await removePhotos(files, await deleteReview(db, writer, own.id));
        throw await back(REVIEW_MESSAGES.deleted);
      },
    }),
  });
}

export default function ProductReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { product, canReview, own, flash, linkRefused } = loaderData;
  const draft: ReviewDraft | null = own
    ? { rating: own.rating, title: own.title, text: own.text, photos: own.photos }
    : null;
  const refused =
    actionData && !actionData.ok && !actionData.aboutFields ? actionData.message : null;
  return (
    <div className="container content-page review-page">
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: product.name, to: productHref(product.slug), lang: product.nameLang },
          { label: own ? t('Edit your review') : t('Write a review') },
        ]}
      />
      <h1 className="page-title">{own ? t('Edit your review') : t('Write a review')}</h1>
      <p className="content-page__lead" lang={product.nameLang}>
        {product.name}
      </p>
      {flash ? <Alert tone={flash.tone}>{t(flash.message)}</Alert> : null}
      {own?.status === 'held' ? (
        <p className="review-page__status">
          {t('Your review will show once our team has checked it.')}
        </p>
      ) : null}
      {own?.status === 'hidden' ? (
        <p className="review-page__status">
          {t('Our team has hidden your review. You can still edit or delete it.')}
        </p>
      ) : null}
      {refused ? <Alert>{refused}</Alert> : null}
      {canReview ? (
        <Card className="review-page__card">
          <ReviewForm
            draft={draft}
            lastResult={actionData?.result}
            submitLabel={own ? t('Save review') : t('Post review')}
          />
          {own ? (
            <Form method="post" className="review-page__delete">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="ghost">
                {t('Delete review')}
              </Button>
            </Form>
          ) : null}
        </Card>
      ) : (
        <p className="review-page__status">
          {t(linkRefused ? REVIEW_MESSAGES.linkInvalid : REVIEW_MESSAGES.notBuyer)}
        </p>
      )}
      <p>
        <ButtonLink to={`${productHref(product.slug)}#reviews`} variant="secondary">
          {t('Back to the product')}
        </ButtonLink>
      </p>
    </div>
  );
}
