import { useEffect, useId, useState } from 'react';
import { data, Form, redirect, useSearchParams } from 'react-router';
import type { DbOrTx } from '../../db/client.ts';
import { AddToCartButton, WishlistToggle } from '../components/cart-actions.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { ImageGallery } from '../components/image-gallery.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import type { PincodeAnswer } from '../components/pincode-check.tsx';
import { QuantityInput } from '../components/quantity-input.tsx';
import { Breadcrumb, type BreadcrumbItem } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { Price } from '../components/ui/price.tsx';
import { RatingLine } from '../components/ui/stars.tsx';
import { VariantPicker } from '../components/variant-picker.tsx';
import { localized } from '../i18n/content.ts';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import type { Locale } from '../i18n/locales.ts';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages, pageOrigin, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import type { Translate } from '../i18n/translate.ts';
import { currentAccount } from '../lib/account.server.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { DomainError } from '../lib/domain-error.ts';
import { setFlash, takeFlash } from '../lib/flash.server.ts';
import { parseForm } from '../lib/form-parse.ts';
import { collectionHref, productHref } from '../lib/hrefs.ts';
import { hydrateOnSight } from '../lib/hydrate-on-sight.tsx';
import { defineIntent, handleIntents, refusal } from '../lib/intent-action.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { SITE_NAME } from '../lib/page-title.ts';
import { PLACEHOLDER_IMAGE } from '../lib/product-image.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { revalidateUnlessOnly, revalidateUnlessShopperWrite } from '../lib/revalidation.ts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_OG_IMAGE,
  errorMeta,
  plainText,
  productJsonLd,
  seoMeta,
} from '../lib/seo.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { MAX_LINE_QUANTITY } from '../modules/cart/messages.ts';
import { PublicIdSchema } from '../modules/cart/validation.ts';
import { type CardVariant, cardView } from '../modules/catalog/card.ts';
import {
  COLOUR_VARIANTS_LIMIT,
  getColourVariants,
  getProductDetail,
  getRelatedProducts,
  type ProductDetail,
  RELATED_ON_PAGE,
  resolveProduct,
} from '../modules/catalog/product.server.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { specInLanguage, specRows } from '../modules/catalog/specs/format.ts';
import { readSpecsOf } from '../modules/catalog/specs/specs.server.ts';
import { NO_LONGER_AVAILABLE } from '../modules/catalog/variants.server.ts';
import { installationOffer } from '../modules/installation/offer.server.ts';
import { STOCK_ALERT_INTENT } from '../modules/offers/stock-alert-intent.ts';
import { askForStockAlert } from '../modules/offers/stock-alerts.server.ts';
import { StockAlertSchema } from '../modules/offers/validation.ts';
import {
  AnswerSchema,
  QUESTION_MESSAGES,
  QUESTIONS_ON_PRODUCT_PAGE,
  QuestionQuerySchema,
  QuestionRefSchema,
  QuestionSchema,
} from '../modules/review/question-rules.ts';
import {
  QUESTION_INTENT,
  QUESTION_PARAMS,
  type QuestionView,
} from '../modules/review/question-view.ts';
import {
  answerAsBuyer,
  askQuestion,
  limitQuestionWriting,
  listAnsweredQuestions,
} from '../modules/review/questions.server.ts';
import {
  listReviews,
  reportReview,
  voteHelpful,
  voterOf,
} from '../modules/review/reviews.server.ts';
import {
  REVIEW_MESSAGES,
  REVIEWS_ON_PRODUCT_PAGE,
  ReportSchema,
  ReviewQuerySchema,
  ReviewRefSchema,
} from '../modules/review/rules.ts';
import { REVIEW_INTENT, type ReviewView } from '../modules/review/view.ts';
import { PincodeFormSchema } from '../modules/shipping/pincode-schema.ts';
import { checkPincode } from '../modules/shipping/queries.server.ts';
import { cartOwner } from '../modules/shopper/owner.server.ts';
import type { Route } from './+types/product';
import '../styles/components/product-page.css';

/**
 * 'Check delivery' and its form code (3.4 KB) hydrate once loaded, after the buy box: the
 * server renders it in place, and until then it works as without JavaScript, a GET form
 * that the loader answers.
 */
const PincodeCheck = lazyComponent(
  () => import('../components/pincode-check.tsx').then((module) => module.PincodeCheck),
  { eager: true },
);

/*
 * The sections under the description: server-rendered, their code loaded after the page's,
 * each hydrated when the shopper comes near it or touches it (ADR 0026). Until then its
 * links lead and its forms post as without JavaScript, and a phone spends the load on the
 * gallery and the buy box.
 */

/** 'Related Products', at the foot of the page. */
const ProductRow = hydrateOnSight(
  lazyComponent(() => import('../components/product-row.tsx').then((module) => module.ProductRow), {
    eager: true,
  }),
);

/** 'Ratings and reviews', under the description and the specifications. */
const ReviewSection = hydrateOnSight(
  lazyComponent(
    () => import('../components/reviews/review-section.tsx').then((module) => module.ReviewSection),
    { eager: true },
  ),
);

/** 'Questions and answers', under the reviews. */
const QuestionSection = hydrateOnSight(
  lazyComponent(
    () =>
      import('../components/questions/question-section.tsx').then(
        (module) => module.QuestionSection,
      ),
    { eager: true },
  ),
);

/** The other colours' swatches, links that work before their code has loaded. */
const ColourPicker = lazyComponent(
  () => import('../components/colour-picker.tsx').then((module) => module.ColourPicker),
  { eager: true },
);

/** The videos that feature the product, after the gallery's thumbnails: played on a tap. */
const ProductVideos = lazyComponent(
  () => import('../components/product-videos.tsx').then((module) => module.ProductVideos),
  { eager: true },
);

/**
 * 'Specifications' under the description (text the server writes), the buy box's 'Compare'
 * (a form that posts before its code has come) and 'Help me choose' (the category's
 * capacity advisor), delivery charges and warranty (text the server renders): one lazy
 * part, loaded after the page's code, so that the page's initial JavaScript stays within
 * its budget (each lazy part costs it a wrapper).
 */
const ProductPart = lazyComponent(
  () => import('../components/compare-button.tsx').then((module) => module.ProductPart),
  { eager: true },
);

/** Stock at or under this shows 'Only N left'. */
const LOW_STOCK = 5;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { database } = services(context);
  const db = database.db;
  // The same for every shopper: kept per storefront version, as the catalog's lists are.
  const cached = <T,>(key: string, load: (db: DbOrTx) => Promise<T>) =>
    cachedCatalog(db, key, load, { store: 'products' });
  // Cached in both languages; the page takes its own (app/i18n/content.ts).
  const product = await cached(`product:${params.productName}`, (db) =>
    getProductDetail(db, params.productName, WITH_KANNADA),
  );
  if (!product) throw data(null, { status: 404 });
  // Another form of the name (case, spaces): one canonical URL per product.
  if (product.redirectTo) {
    throw redirect(`${productHref(product.redirectTo)}${url.search}`, 301);
  }
  const reviewQuery = ReviewQuerySchema.parse({
    sort: url.searchParams.get('reviews') ?? undefined,
    stars: url.searchParams.get('stars') ?? undefined,
    page: url.searchParams.get('rpage') ?? undefined,
  });
  const questionQuery = QuestionQuerySchema.parse({
    q: url.searchParams.get(QUESTION_PARAMS.search) ?? undefined,
    page: url.searchParams.get(QUESTION_PARAMS.page) ?? undefined,
  });
  const [related, colours, pincode, reviews, questions, { flash, clear }, specs] =
    await Promise.all([
      cached(`related:${product.slug}`, (db) =>
        getRelatedProducts(db, product.slug, RELATED_ON_PAGE, WITH_KANNADA),
      ),
      cached(`colours:${product.id}`, (db) =>
        getColourVariants(db, product.id, COLOUR_VARIANTS_LIMIT, WITH_KANNADA),
      ),
      url.searchParams.has('pincode') ? answerPincode(db, url.searchParams, product.slug) : null,
      cached(
        `reviews:${product.id}:${reviewQuery.sort}:${reviewQuery.stars ?? ''}:${reviewQuery.page}`,
        (db) => listReviews(db, product.id, reviewQuery, REVIEWS_ON_PRODUCT_PAGE),
      ),
      // A search is any text: answered afresh, so made-up ones cannot fill the cache.
      questionQuery.q
        ? listAnsweredQuestions(db, product.id, questionQuery, QUESTIONS_ON_PRODUCT_PAGE)
        : cached(`questions:${product.id}:${questionQuery.page}`, (db) =>
            listAnsweredQuestions(db, product.id, questionQuery, QUESTIONS_ON_PRODUCT_PAGE),
          ),
      takeFlash(request, context),
      cached(`specs:${product.id}`, (db) => readSpecsOf(db, product.id, WITH_KANNADA)),
    ]);
  // Signed in: the page offers to ask (the page cache keys a shopper's copy by the account).
  const signedIn = Boolean((await requestInfo(context).session.current())?.userId);
  const answered = questions?.total || questionQuery.q ? questions : null;
  const locale = localeOf(context);
  const detail = productInLanguage(product, locale);
  const summary = plainText(detail.descriptionHtml);
  return data(
    {
      // The lists' texts only where there is a list: most products' pages carry none of them.
      messages: pageMessages(
        context,
        'cards',
        'product',
        'pincode',
        // ('Verified buyer' is the reviews', and marks buyers' answers too.)
        ...(reviews?.aggregate.count || answered?.questions.some(byBuyer)
          ? (['reviews'] as const)
          : []),
        ...(signedIn || answered ? (['questions'] as const) : []),
      ),
      origin: pageOrigin(context),
      product: detail,
      // The table's texts, written here in the page's language (the page's code only picks).
      specs: specRows(
        specs.map((spec) => specInLanguage(locale, spec)),
        pageTranslator(context),
      ),
      summary,
      related: (related ?? []).map((card) => cardView(card, locale)),
      // The other colours' swatches: where each leads and its colour.
      colours: colours.map((card) => ({
        slug: card.slug,
        colour: card.colour && localized(locale, card.colour, 'name'),
      })),
      pincode,
      reviews,
      reviewQuery: { sort: reviewQuery.sort, stars: reviewQuery.stars ?? null },
      // ?report={review}: that review's report form, open (how it opens without JavaScript).
      reportFor: url.searchParams.get('report')?.slice(0, 64) ?? null,
      // Only what the page shows: a product page without questions stays light.
      ...(answered ? { questions: answered } : {}),
      ...(questionQuery.q ? { questionSearch: questionQuery.q } : {}),
      // 'Thank you! Your question will appear here…' after asking or answering.
      ...(flash ? { flash: { ...flash, message: pageTranslator(context)(flash.message) } } : {}),
    },
    { headers: clear },
  );
}

/**
 * "Was this helpful?" and "Report" on the page's reviews (once per shopper each); asking
 * a question and a buyer's answer (signed-in shoppers; back to the questions with a message).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, publicUrl } = services(context);
  const session = requestInfo(context).session;
  const voter = async () => voterOf(cartOwner(await session.ensure()));
  // Asking and answering: a signed-in account, within its writing limit (a guard, so even
  // a refused text counts).
  let writer: Awaited<ReturnType<typeof currentAccount>> = null;
  const guard = async () => {
    writer = await currentAccount(context);
    if (!writer) return refusal(401, QUESTION_MESSAGES.signIn);
    const limited = await limitQuestionWriting(requestInfo(context), writer.id);
    return limited ? refusal(429, TOO_MANY_REQUESTS) : null;
  };
  /** Back to the product's questions with the message (a redirect, so a reload posts nothing). */
  const back = async (slug: string, message: string) =>
    redirect(`${productHref(slug)}#questions`, {
      headers: { 'Set-Cookie': await setFlash(context, { tone: 'success', message }) },
    });
  return handleIntents(
    request,
    {
      [REVIEW_INTENT.helpful]: defineIntent({
        schema: ReviewRefSchema,
        run: async ({ reviewId }) => ({
          message: REVIEW_MESSAGES.voted,
          data: { helpfulCount: await voteHelpful(database.db, reviewId, await voter()) },
        }),
      }),
      [REVIEW_INTENT.report]: defineIntent({
        schema: ReviewRefSchema.extend(ReportSchema.shape),
        run: async ({ reviewId, reason }) => {
          await reportReview(database.db, reviewId, await voter(), reason);
          return REVIEW_MESSAGES.reported;
        },
      }),
      [STOCK_ALERT_INTENT]: defineIntent({
        schema: StockAlertSchema.extend({ variantId: PublicIdSchema }),
        guard: async () => {
          const { limits, clientAddress } = requestInfo(context);
          const decision = await limits.consume('stockAlert', clientAddress);
          return decision.allowed ? null : refusal(429, TOO_MANY_REQUESTS);
        },
        run: async ({ variantId, ...input }) => {
          const current = await session.current();
          return askForStockAlert(database.db, variantId, input, {
            userId: current?.userId ?? null,
            locale: localeOf(context),
          });
        },
      }),
      [QUESTION_INTENT.ask]: defineIntent({
        schema: QuestionSchema,
        guard,
        run: async ({ text }) => {
          const product = await resolveProduct(database.db, params.productName);
          if (!product || !writer) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
          const asked = await askQuestion(database.db, writer.id, product.pk, text);
          throw await back(
            product.slug,
            asked.status === 'held' ? QUESTION_MESSAGES.askedHeld : QUESTION_MESSAGES.asked,
          );
        },
      }),
      [QUESTION_INTENT.answer]: defineIntent({
        schema: QuestionRefSchema.extend(AnswerSchema.shape),
        guard,
        run: async ({ questionId, text }) => {
          const product = await resolveProduct(database.db, params.productName);
          if (!product || !writer) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
          const answered = await answerAsBuyer(
            database.db,
            writer.id,
            questionId,
            text,
            publicUrl,
            product.pk,
          );
          throw await back(
            product.slug,
            answered.status === 'held' ? QUESTION_MESSAGES.answerHeld : QUESTION_MESSAGES.answered,
          );
        },
      }),
    },
    { target: 'reviewId' },
  );
}

/** The product's texts in the page's language; `nameLang` and the like mark English ones. */
function productInLanguage({ redirectTo: _redirect, ...product }: ProductDetail, locale: Locale) {
  return {
    ...localized(locale, product, 'name', 'descriptionHtml'),
    images: product.images.map((image) => localized(locale, image, 'alt')),
    collections: product.collections.map((collection) => localized(locale, collection, 'name')),
    warranty: product.warranty.map((line) => localized(locale, line, 'option', 'value')),
    colour: product.colour && localized(locale, product.colour, 'name'),
    videos: product.videos.map((video) => localized(locale, video, 'title')),
  };
}

/** Whether a buyer answered the question ('Verified buyer'). */
const byBuyer = (question: QuestionView) =>
  question.answers.some((answer) => answer.answeredBy === 'buyer');

/** 'Check delivery' without JavaScript: the form's GET, checked by the browser's schema. */
async function answerPincode(
  db: Parameters<typeof checkPincode>[0],
  search: URLSearchParams,
  productSlug: string,
): Promise<PincodeAnswer> {
  const reply = { error: parseForm(PincodeFormSchema, search).reply().error ?? {} };
  const pincode = Array.from(search.get('pincode')?.trim() ?? '')
    .slice(0, 6)
    .join('');
  if (reply.error?.pincode) return { pincode, reply };
  const [result, installation] = await Promise.all([
    checkPincode(db, pincode),
    installationOffer(db, productSlug, pincode),
  ]);
  return { pincode, reply, result, installation };
}

/**
 * Choosing another variant changes only ?variant: the page already has every variant. An
 * add to cart or a heart reloads the root's view of the shopper, not the product.
 */
export const shouldRevalidate = revalidateUnlessShopperWrite(revalidateUnlessOnly('variant'));

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Product'), t);
  const { product, summary, origin } = loaderData;
  const first = product.variants[0];
  return [
    ...seoMeta({
      title: product.name,
      description:
        summary ||
        t('{name} at {site}, with shipping across India.', { name: product.name, site: SITE_NAME }),
      url: absoluteUrl(origin, productHref(product.slug)),
      image: absoluteUrl(origin, product.images[0]?.src ?? DEFAULT_OG_IMAGE),
      type: 'product',
    }),
    ...(first
      ? [
          {
            property: 'product:price:amount',
            content: (first.discountedPricePaise / 100).toFixed(2),
          },
          { property: 'product:price:currency', content: 'INR' },
        ]
      : []),
  ];
}

/** The product and its breadcrumb trail for search engines (built on the server only). */
function productJsonLds(
  origin: string,
  product: Route.ComponentProps['loaderData']['product'],
  reviews: ReviewView[],
  t: Translate,
  locale: Locale,
) {
  const collection = product.collections[0];
  return [
    productJsonLd(origin, {
      name: product.name,
      slug: product.slug,
      // About 500 bytes in either script (Kannada letters take three): the page carries the
      // whole description already, in its HTML and its data.
      description: plainText(product.descriptionHtml, locale === 'en' ? 500 : 200),
      images: product.images.map((image) => image.src),
      sku: product.sku,
      barcode: product.barcode,
      variants: product.variants,
      delivery: product.delivery,
      rating: product.rating,
      reviews,
    }),
    breadcrumbJsonLd(
      origin,
      [
        { name: t('Collections'), path: '/collections' },
        ...(collection ? [{ name: collection.name, path: collectionHref(collection.slug) }] : []),
        { name: product.name, path: productHref(product.slug) },
      ],
      t('Home'),
    ),
  ];
}

/** The stock line: a message id with its values, shown through `t`. */
function stockText(variant: CardVariant): {
  text: string;
  values?: { count: number };
  tone: 'ok' | 'low' | 'out';
} {
  if (variant.stock <= 0) return { text: msg('Out of stock'), tone: 'out' };
  if (variant.stock <= LOW_STOCK) {
    return { text: msg('Only {count} left'), values: { count: variant.stock }, tone: 'low' };
  }
  return { text: msg('In stock'), tone: 'ok' };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const {
    product,
    specs,
    related,
    colours,
    pincode,
    reviews,
    reviewQuery,
    reportFor,
    questions,
    flash,
  } = loaderData;
  const t = useT();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const variantCode = searchParams.get('variant');
  const selected =
    product.variants.find((v) => v.productCode === variantCode) ?? product.variants[0];
  const [quantity, setQuantity] = useState(1);
  const buyFormId = useId();

  // Recently viewed (local storage): harmless card facts only.
  useEffect(() => {
    if (!selected) return;
    const item = {
      name: product.name,
      nameLang: product.nameLang ?? locale,
      slug: product.slug,
      image: product.images[0]?.src ?? PLACEHOLDER_IMAGE,
      basePricePaise: selected.basePricePaise,
      discountedPricePaise: selected.discountedPricePaise,
      variantId: selected.id,
      inStock: selected.inStock,
    };
    // Its code comes with the row that shows the list, which this page does not need first.
    import('../components/recently-viewed.tsx')
      .then(({ recordRecentlyViewed }) => recordRecentlyViewed(item))
      .catch(() => undefined);
  }, [product, selected, locale]);

  const collection = product.collections[0];
  const crumbs: BreadcrumbItem[] = [
    { label: t('Home'), to: '/' },
    { label: t('Collections'), to: '/collections' },
    ...(collection
      ? [{ label: collection.name, to: collectionHref(collection.slug), lang: collection.nameLang }]
      : []),
    { label: product.name, lang: product.nameLang },
  ];
  const stock = selected ? stockText(selected) : null;
  const maxQuantity = selected ? Math.min(selected.stock, MAX_LINE_QUANTITY) : 1;
  const swatches = product.colour
    ? [
        { slug: product.slug, ...product.colour, current: true },
        ...colours
          .filter((c) => c.colour)
          .map((c) => ({ slug: c.slug, ...c.colour!, current: false })),
      ]
    : colours.filter((c) => c.colour).map((c) => ({ slug: c.slug, ...c.colour!, current: false }));

  return (
    <div className="container product-page">
      <Breadcrumb items={crumbs} className="product-page__crumbs" />
      <div className="product-page__layout">
        <ImageGallery images={product.images} name={product.name} nameLang={product.nameLang}>
          {product.videos.length ? <ProductVideos videos={product.videos} /> : null}
        </ImageGallery>

        <div className="product-info">
          <h1 className="product-info__name" lang={product.nameLang}>
            {product.name}
          </h1>
          <p className="product-info__meta">
            {selected ? t('Product code: {code}', { code: selected.productCode }) : null}
            {product.sku ? <> · {t('SKU: {sku}', { sku: product.sku })}</> : null}
          </p>

          {product.rating ? (
            <p className="product-info__rating">
              <a href="#reviews">
                <RatingLine rating={product.rating} />
              </a>
            </p>
          ) : null}

          {selected ? (
            <>
              <div className="product-info__price">
                <Price
                  basePaise={selected.basePricePaise}
                  discountedPaise={selected.discountedPricePaise}
                  size="lg"
                />
                <p className="product-info__tax">{t('Inclusive of all taxes')}</p>
              </div>
              <p className="stock-status" data-tone={stock?.tone}>
                {stock ? t(stock.text, stock.values) : null}
                {selected.deliveredCount > 0 ? (
                  <span className="stock-status__delivered">
                    {t('{count} delivered', { count: selected.deliveredCount })}
                  </span>
                ) : null}
              </p>

              {product.variants.length > 1 || selected.label ? (
                <VariantPicker
                  slug={product.slug}
                  variants={product.variants}
                  selected={selected}
                />
              ) : null}

              {swatches.length > 1 ? (
                <ColourPicker colour={product.colour} swatches={swatches} />
              ) : null}

              {/* First in the Buy now form's fields (buy, then qty), though outside it. */}
              <input type="hidden" name="buy" value={selected.id} form={buyFormId} />
              <QuantityInput
                value={Math.min(quantity, Math.max(1, maxQuantity))}
                max={maxQuantity}
                onChange={setQuantity}
                disabled={!selected.inStock}
                form={buyFormId}
              />

              <div className="product-actions">
                <div className="product-actions__cart">
                  <AddToCartButton
                    variantId={selected.id}
                    productName={product.name}
                    inStock={selected.inStock}
                    quantity={Math.min(quantity, Math.max(1, maxQuantity))}
                    appearance="full"
                  />
                </div>
                {/* Buy now goes straight to checkout with this one item; the cart is untouched. */}
                <Form
                  method="get"
                  action="/checkout"
                  id={buyFormId}
                  className="product-actions__buy"
                >
                  <Button type="submit" size="lg" block disabled={!selected.inStock}>
                    {t('Buy now')}
                  </Button>
                </Form>
                <div className="product-actions__wish">
                  <WishlistToggle variantId={selected.id} productName={product.name} />
                </div>
              </div>
              {/* 'Compare' and 'Help me choose': the two ways to weigh it against others. */}
              <ProductPart part="choose" product={product} category={collection?.slug} />
            </>
          ) : (
            <p className="stock-status" data-tone="out">
              {t('Currently unavailable')}
            </p>
          )}

          <PincodeCheck
            initial={pincode}
            productSlug={product.slug}
            variantCode={variantCode ?? undefined}
            delivery={product.delivery}
          />

          <ProductPart part="facts" product={product} />
        </div>
      </div>

      {product.descriptionHtml ? (
        <section className="product-description" aria-labelledby="product-description-title">
          <h2 className="section-head__title" id="product-description-title">
            {t('Description')}
          </h2>
          <div
            className="prose product-description__body"
            lang={product.descriptionHtmlLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by getProductDetail (allowlist).
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </section>
      ) : null}

      <ProductPart part="specs" specs={specs} variantId={selected?.id} />

      {reviews ? (
        <ReviewSection
          slug={product.slug}
          reviews={reviews}
          sort={reviewQuery.sort}
          stars={reviewQuery.stars}
          reportFor={reportFor}
        />
      ) : null}

      <QuestionSection
        slug={product.slug}
        questions={questions ?? null}
        q={loaderData.questionSearch ?? ''}
        flash={flash}
      />

      <ProductRow title={t('Related Products')} products={related} layout="related" />

      <JsonLd
        data={
          import.meta.env.SSR &&
          productJsonLds(loaderData.origin, product, reviews?.reviews ?? [], t, locale)
        }
      />
    </div>
  );
}

/** 404: the shared 'Page not found' with links back. Anything else: 'Error: {message}'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} showMessage />;
}
