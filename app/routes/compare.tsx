/**
 * /compare?products={slug},{slug},… (issue 32): up to four products of one category side
 * by side, shareable and server-rendered: picture, name, price, rating, every comparable
 * specification (rows whose values differ marked, or shown alone), warranty, delivery and
 * Add to cart. Without `?products=` it compares the shopper's list (the `compare` cookie).
 *
 * Its action keeps that list: the cards' and the product page's 'Compare' buttons add, the
 * tray and this page remove. Without JavaScript a post that succeeds goes back where it
 * came from (post, redirect, get); a refusal ('up to 4', 'one category') is this page with
 * the message. With JavaScript, fetchers get the answer and the root data (the tray)
 * revalidates.
 */
import type { CSSProperties } from 'react';
import { Form, redirect } from 'react-router';
import { AddToCartButton } from '../components/cart-actions.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Price } from '../components/ui/price.tsx';
import { ShopLink } from '../components/ui/shop-link.tsx';
import { RatingLine } from '../components/ui/stars.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { formatRupees } from '../lib/format.ts';
import { productHref } from '../lib/hrefs.ts';
import { defineIntent, handleIntents } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { cardImage, PLACEHOLDER_IMAGE, PRODUCT_IMAGE } from '../lib/product-image.ts';
import { returnPath } from '../lib/return-path.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { services } from '../lib/services.server.ts';
import { sendShopperWrite } from '../lib/shopper-writes.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { specInLanguage } from '../modules/catalog/specs/format.ts';
import { addToCompare, compareTray, loadComparison } from '../modules/compare/compare.server.ts';
import {
  COMPARE_COOKIE,
  COMPARE_INTENT,
  COMPARE_MESSAGES,
  compareHref,
  cookieValue,
  parseCompareList,
  parseCompareParam,
  serializeCompareList,
  valuesDiffer,
} from '../modules/compare/compare-list.ts';
import { comparisonRows, deliveryText } from '../modules/compare/compare-view.ts';
import {
  AddToCompareSchema,
  ClearCompareSchema,
  compareIntentOf,
  RemoveFromCompareSchema,
} from '../modules/compare/validation.ts';
import type { Route } from './+types/compare';
import '../styles/components/compare.css';

/** The page is drawn from the shopper's list: never stored by a cache. */
export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Compare products'));
}

/** `?only=differences`: the rows whose values differ, alone. */
const ONLY_DIFFERENCES = 'differences';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const locale = localeOf(context);
  const t = pageTranslator(context);
  const param = url.searchParams.get('products');
  const asked =
    param === null
      ? {
          slugs: (
            await compareTray(
              db,
              parseCompareList(cookieValue(request.headers.get('Cookie'), COMPARE_COOKIE)),
            )
          ).map((item) => item.slug),
          dropped: 0,
        }
      : parseCompareParam(param);
  const comparison = await loadComparison(db, asked.slugs, asked.dropped, WITH_KANNADA);
  const products = comparison.products.map((product) => ({
    ...localized(locale, product, 'name'),
    image: product.image ? localized(locale, product.image, 'alt') : null,
    warranty: product.warranty.map((line) => localized(locale, line, 'option', 'value')),
    specs: product.specs.map((spec) => specInLanguage(locale, spec)),
  }));
  const attributes = comparison.attributes.map((attribute) => ({
    ...localized(locale, attribute, 'name'),
    choices: attribute.choices.map((choice) => localized(locale, choice, 'label')),
  }));
  const rows = comparisonRows(attributes, products, t);
  return {
    // 'Price' is the filters' text (one namespace a text).
    messages: pageMessages(context, 'cards', 'product', 'filters', 'compare'),
    category: comparison.category && localized(locale, comparison.category, 'name'),
    products: products.map(({ specs: _specs, ...product }) => product),
    rows,
    leftOut: comparison.leftOut,
    onlyDifferences: url.searchParams.get('only') === ONLY_DIFFERENCES,
  };
}

/** A post sent by a browser without JavaScript (a document), not by a fetcher. */
function isDocumentPost(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  if (destination) return destination === 'document';
  return /text\/html/.test(request.headers.get('accept') ?? '');
}

/** Where a document post goes back to: this page's own list, or the page that sent it. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  if (url.searchParams.has('products')) return `/compare${url.search}`;
  const referer = request.headers.get('referer');
  const from = referer ? URL.parse(referer) : null;
  if (!from || from.host !== url.host) return '/compare';
  return returnPath(new URLSearchParams({ redirectTo: `${from.pathname}${from.search}` }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = services(context).database.db;
  const current = parseCompareList(cookieValue(request.headers.get('Cookie'), COMPARE_COOKIE));
  const secure = new URL(request.url).protocol === 'https:';
  /** The answer that keeps the list: back where the shopper was, or the fetcher's answer. */
  const kept = (ids: string[], message: string) => {
    const cookie = [
      `${COMPARE_COOKIE}=${serializeCompareList(ids)}`,
      'Path=/',
      'SameSite=Lax',
      'HttpOnly',
      ids.length ? `Max-Age=${60 * 60 * 24 * 30}` : 'Max-Age=0',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
    if (isDocumentPost(request)) {
      throw redirect(backTo(request), { status: 303, headers: { 'Set-Cookie': cookie } });
    }
    return { message, headers: { 'Set-Cookie': cookie } };
  };
  return handleIntents(
    request,
    {
      [COMPARE_INTENT.add]: defineIntent({
        schema: AddToCompareSchema,
        coerce: false,
        run: async ({ add }) => kept(await addToCompare(db, current, add), COMPARE_MESSAGES.added),
      }),
      [COMPARE_INTENT.remove]: defineIntent({
        schema: RemoveFromCompareSchema,
        coerce: false,
        run: async ({ remove }) =>
          kept(
            current.filter((id) => id !== remove),
            COMPARE_MESSAGES.removed,
          ),
      }),
      [COMPARE_INTENT.clear]: defineIntent({
        schema: ClearCompareSchema,
        run: async () => kept([], COMPARE_MESSAGES.cleared),
      }),
    },
    { intentOf: compareIntentOf },
  );
}

/** In the browser: one write at a time, and one that never reached the shop says so (lib/shopper-writes.ts). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendShopperWrite(serverAction);
}

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, rows, leftOut, category, onlyDifferences } = loaderData;
  const t = useT();
  const slugs = products.map((product) => product.slug);
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const warranty = products.map((product) =>
    product.warranty.map((line) => `${line.option}: ${line.value}`).join('; '),
  );
  const delivery = products.map((product) => deliveryText(product.delivery, t, formatRupees));
  const notes = [
    ...(leftOut.unknown.length
      ? [t('Not found, so not compared: {products}', { products: leftOut.unknown.join(', ') })]
      : []),
    ...(leftOut.otherCategory.length
      ? [
          `${t(COMPARE_MESSAGES.otherCategory)} ${t('Left out: {products}', {
            products: leftOut.otherCategory.join(', '),
          })}`,
        ]
      : []),
    ...(leftOut.overLimit ? [t(COMPARE_MESSAGES.full)] : []),
  ];
  const withOnly = (only: boolean) =>
    `${compareHref(slugs)}${only ? `${slugs.length ? '&' : '?'}only=${ONLY_DIFFERENCES}` : ''}`;
  return (
    <div className="container compare-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Compare products') }]} />
      <h1 className="page-title">
        {t('Compare products')}
        {category ? (
          <span className="compare-page__category" lang={category.nameLang}>
            {' '}
            · {category.name}
          </span>
        ) : null}
      </h1>
      {actionData && !actionData.ok ? <Alert>{actionData.message}</Alert> : null}
      {notes.length ? (
        <div className="compare-page__notes" role="note">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      {products.length === 0 ? (
        <EmptyState
          title={t('Nothing to compare yet. Add products with their Compare buttons.')}
          action={{ to: '/collections', label: t('Browse collections') }}
        />
      ) : (
        <>
          <div className="compare-page__tools">
            <p>
              {t('{count, plural, one {# product} other {# products}}', { count: products.length })}
            </p>
            {products.length > 1 ? (
              <ShopLink
                to={withOnly(!onlyDifferences)}
                className="compare-page__toggle"
                aria-pressed={onlyDifferences}
                role="button"
                preventScrollReset
              >
                {t('Show only differences')}
              </ShopLink>
            ) : null}
          </div>
          <section className="compare-table__scroll" aria-label={t('Comparison')}>
            <table
              className="compare-table"
              // The columns' count, for the phones' layout (compare.css).
              style={{ '--products': products.length } as CSSProperties}
            >
              <caption className="visually-hidden">
                {t('Products compared; rows whose values differ are marked “Differs”.')}
              </caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {products.map((product) => {
                    const image = cardImage(product.image?.src ?? PLACEHOLDER_IMAGE);
                    return (
                      <th scope="col" key={product.id} className="compare-table__product">
                        <img
                          src={image.src}
                          srcSet={image.srcSet}
                          alt=""
                          width={PRODUCT_IMAGE.width}
                          height={PRODUCT_IMAGE.height}
                          loading="lazy"
                          className="compare-table__image"
                        />
                        <ShopLink to={productHref(product.slug)} lang={product.nameLang}>
                          {product.name}
                        </ShopLink>
                        <Form
                          method="post"
                          action={compareHref(slugs.filter((s) => s !== product.slug))}
                        >
                          <button
                            type="submit"
                            name={COMPARE_INTENT.remove}
                            value={product.id}
                            className="compare-table__remove"
                            aria-label={t('Remove {name} from compare', { name: product.name })}
                          >
                            {t('Remove')}
                          </button>
                        </Form>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('Price')}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      {product.variant ? (
                        <Price
                          basePaise={product.variant.basePricePaise}
                          discountedPaise={product.variant.discountedPricePaise}
                          size="sm"
                        />
                      ) : (
                        t('Currently unavailable')
                      )}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('Rating')}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      {product.rating ? (
                        <RatingLine rating={product.rating} />
                      ) : (
                        t('No reviews yet')
                      )}
                    </td>
                  ))}
                </tr>
                {shown.map((row) => (
                  <CompareLine
                    key={row.key}
                    name={row.name}
                    lang={row.nameLang}
                    values={row.values}
                    differs={row.differs}
                  />
                ))}
                {!onlyDifferences || valuesDiffer(warranty) ? (
                  <CompareLine
                    name={t('Warranty')}
                    values={warranty}
                    differs={products.length > 1 && valuesDiffer(warranty)}
                  />
                ) : null}
                {!onlyDifferences || valuesDiffer(delivery) ? (
                  <CompareLine
                    name={t('Delivery charges')}
                    values={delivery}
                    differs={products.length > 1 && valuesDiffer(delivery)}
                  />
                ) : null}
                <tr>
                  <td />
                  {products.map((product) => (
                    <td key={product.id}>
                      {product.variant ? (
                        <AddToCartButton
                          variantId={product.variant.id}
                          productName={product.name}
                          inStock={product.variant.inStock}
                          appearance="full"
                        />
                      ) : null}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}

/** One attribute's row: its name, each product's value ('—' for none), marked when they differ. */
function CompareLine({
  name,
  lang,
  values,
  differs,
}: {
  name: string;
  lang?: string;
  values: (string | null)[];
  differs: boolean;
}) {
  const t = useT();
  return (
    <tr
      className={differs ? 'compare-table__row compare-table__row--differs' : 'compare-table__row'}
    >
      <th scope="row" lang={lang}>
        {name}
        {differs ? <span className="compare-table__differs">{t('Differs')}</span> : null}
      </th>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the products, in order.
        <td key={index}>
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t('Not stated')}</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}
