/**
 * Catalog endpoints: categories, collections, product lists and detail, search, home
 * content, pincode serviceability and stores. All GET, all public: responses carry no
 * per-shopper data, so shared caches may keep them (Cache-Control below, ETag upstream).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import { localized } from '../../app/i18n/content.ts';
import { english } from '../../app/i18n/english.ts';
import type { ListingScope } from '../../app/modules/catalog/facet-index.ts';
import { FACET_NAMES, valueLabel } from '../../app/modules/catalog/facet-labels.ts';
import { listingFacets } from '../../app/modules/catalog/facets.server.ts';
import { type Facet, noteText } from '../../app/modules/catalog/filters.ts';
import {
  filteredSearch,
  type ResolvedFilters,
  resolveListingFilters,
} from '../../app/modules/catalog/listing-filters.server.ts';
import {
  findCategory,
  listAboveFortyOff,
  listCollectionGroups,
  listFeatured,
  listPressureWasherDeals,
  listRecentProducts,
  listScope,
} from '../../app/modules/catalog/lists.server.ts';
import {
  getColourVariants,
  getProductDetail,
  getRelatedProducts,
  resolveProduct,
} from '../../app/modules/catalog/product.server.ts';
import { listCategories, WITH_KANNADA } from '../../app/modules/catalog/queries.server.ts';
import { suggest } from '../../app/modules/catalog/search.server.ts';
import { apiSpecification } from '../../app/modules/catalog/specs/format.ts';
import { readSpecsOf } from '../../app/modules/catalog/specs/specs.server.ts';
import { listSliders, listStores, listVideos } from '../../app/modules/content/queries.server.ts';
import { PINCODE_MESSAGE } from '../../app/modules/shipping/pincode.ts';
import { checkPincode } from '../../app/modules/shipping/queries.server.ts';
import type { AppEnv } from '../types.ts';
import { fieldErrors } from './errors.ts';
import {
  CategorySchema,
  CollectionGroupSchema,
  CollectionSchema,
  ColourVariantCardSchema,
  dataOf,
  ErrorSchema,
  FilterQuerySchema,
  filteredOf,
  ListQuerySchema,
  PincodeCheckSchema,
  PincodeParamsSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductPageSchema,
  SearchQuerySchema,
  SlideSchema,
  SlugParamsSchema,
  StoreSchema,
  SuggestionsSchema,
  SuggestQuerySchema,
  VideoSchema,
} from './schemas.ts';

const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const invalid = json(ErrorSchema, 'Invalid request: `error.fields` names each problem');
const notFound = json(ErrorSchema, 'No such item');

const get = <P extends string>(path: P, tags: string[], summary: string) =>
  ({ method: 'get', path, tags, summary }) as const;

const categoriesRoute = createRoute({
  ...get('/categories', ['Catalog'], 'Categories in display order'),
  responses: { 200: json(dataOf(z.array(CategorySchema)), 'The categories') },
});

const collectionsRoute = createRoute({
  ...get(
    '/collections',
    ['Catalog'],
    "Collection groups ('Shop By {group}') with their categories",
  ),
  responses: { 200: json(dataOf(z.array(CollectionGroupSchema)), 'The groups in display order') },
});

const FILTERS_NOTE =
  ' Filters: `minPrice`, `maxPrice`, `inStock=1`, `discount`, `rating`, and the attributes of the category as `a.{key}={value}` (repeatable) or `a.{key}.min` / `a.{key}.max`; `facets` counts each value with the other filters kept. A filter that does not apply is ignored and named in `note`, never refused.';

const collectionRoute = createRoute({
  ...get('/collections/{slug}', ['Catalog'], 'One collection, filtered, a page at a time'),
  description: `The slug is the category name with spaces as hyphens; case does not matter. Unknown names answer 404.${FILTERS_NOTE}`,
  request: { params: SlugParamsSchema, query: ListQuerySchema },
  responses: {
    200: json(filteredOf(CollectionSchema), 'The category and a page of its products'),
    400: invalid,
    404: notFound,
  },
});

const cardList = (path: string, summary: string) =>
  createRoute({
    ...get(path, ['Catalog'], summary),
    responses: { 200: json(dataOf(z.array(ProductCardSchema)), 'Product cards') },
  });

const featuredRoute = cardList('/products/featured', 'Featured products (home)');
const dealsRoute = cardList('/products/deals', 'Deals on pressure washers (home)');
const offersRoute = cardList('/products/offers', 'Products above 40% off (home)');
const recentRoute = cardList('/products/recent', 'Newest products, at most 10');

const productsRoute = createRoute({
  ...get('/products', ['Catalog'], 'All products, sorted and filtered, a page at a time'),
  description: `Categories are chosen with \`category\` (repeatable).${FILTERS_NOTE}`,
  request: { query: ListQuerySchema },
  responses: { 200: json(filteredOf(ProductPageSchema), 'A page of products'), 400: invalid },
});

const productRoute = createRoute({
  ...get('/products/{slug}', ['Catalog'], 'Product detail'),
  description:
    'Resolves the slug exactly, then case-insensitively; `redirectTo` is set when the request used a non-canonical form.',
  request: { params: SlugParamsSchema },
  responses: {
    200: json(dataOf(ProductDetailSchema), 'The product'),
    400: invalid,
    404: notFound,
  },
});

const relatedRoute = createRoute({
  ...get('/products/{slug}/related', ['Catalog'], 'Related products (up to 12)'),
  request: { params: SlugParamsSchema },
  responses: {
    200: json(dataOf(z.array(ProductCardSchema)), 'Product cards'),
    400: invalid,
    404: notFound,
  },
});

const coloursRoute = createRoute({
  ...get('/products/{slug}/colours', ['Catalog'], 'Other colours of the product'),
  request: { params: SlugParamsSchema },
  responses: {
    200: json(dataOf(z.array(ColourVariantCardSchema)), 'Product cards with their colour'),
    400: invalid,
    404: notFound,
  },
});

const searchRoute = createRoute({
  ...get('/search', ['Search'], 'Search products'),
  description: `Typo tolerant; name matches rank first, then category and description matches. At most 48 results. Filtered as /products is.${FILTERS_NOTE}`,
  request: { query: SearchQuerySchema.extend(FilterQuerySchema.shape) },
  responses: {
    200: json(filteredOf(z.array(ProductCardSchema)), 'Product cards, best first'),
    400: invalid,
  },
});

const suggestionsRoute = createRoute({
  ...get('/search/suggestions', ['Search'], 'As-you-type suggestions'),
  request: { query: SuggestQuerySchema },
  responses: {
    200: json(dataOf(SuggestionsSchema), 'Up to 6 products and 3 categories'),
    400: invalid,
  },
});

const slidersRoute = createRoute({
  ...get('/sliders', ['Content'], 'Hero slides: promotions, then products, then collections'),
  responses: { 200: json(dataOf(z.array(SlideSchema)), 'The slides') },
});

const videosRoute = createRoute({
  ...get('/videos', ['Content'], 'Watch-and-Shop videos (6) with their products'),
  responses: { 200: json(dataOf(z.array(VideoSchema)), 'The videos') },
});

const storesRoute = createRoute({
  ...get('/stores', ['Stores'], 'All stores'),
  responses: { 200: json(dataOf(z.array(StoreSchema)), 'The stores in display order') },
});

const pincodeRoute = createRoute({
  ...get('/pincodes/{pincode}', ['Shipping'], 'Delivery and cash on delivery for a pincode'),
  request: { params: PincodeParamsSchema },
  responses: {
    200: json(dataOf(PincodeCheckSchema), 'Serviceability of the pincode'),
    400: invalid,
  },
});

function cache(c: Context) {
  c.header('Cache-Control', CATALOG_CACHE);
}

/** Facets as the API gives them: named and labelled in English. */
function facetsJson(facets: Facet[]) {
  return facets.map((facet) => ({
    key: facet.key,
    label: facet.label ?? english(FACET_NAMES[facet.key] ?? facet.key),
    type: facet.type,
    ...(facet.unit ? { unit: facet.unit } : {}),
    ...(facet.min !== undefined ? { min: facet.min } : {}),
    ...(facet.max !== undefined ? { max: facet.max } : {}),
    values: facet.values.map((value) => ({
      value: value.value,
      label: valueLabel(facet, value, english),
      count: value.count,
      selected: value.selected,
      ...(value.min !== undefined ? { min: value.min } : {}),
      ...(value.max !== undefined ? { max: value.max } : {}),
    })),
  }));
}

function filtered(resolved: ResolvedFilters, facets: Facet[]) {
  const note = resolved.notes.map(noteText).join(' ');
  return { facets: facetsJson(facets), ...(note ? { note } : {}) };
}

const NOT_FOUND_PRODUCT = { error: { code: 'not_found', message: 'No such product.' } };
const NOT_FOUND_COLLECTION = { error: { code: 'not_found', message: 'No such collection.' } };

export function catalogRoutes({ database }: AppServices) {
  const db = database.db;
  const routes = new OpenAPIHono<AppEnv>();

  routes.openapi(categoriesRoute, async (c) => {
    cache(c);
    return c.json({ data: await listCategories(db) }, 200);
  });

  routes.openapi(collectionsRoute, async (c) => {
    cache(c);
    return c.json({ data: await listCollectionGroups(db) }, 200);
  });

  routes.openapi(collectionRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { sort, page, pageSize } = c.req.valid('query');
    const category = await findCategory(db, slug);
    cache(c);
    if (!category) return c.json(NOT_FOUND_COLLECTION, 404);
    const scope: ListingScope = { kind: 'collection', categoryId: category.id };
    const resolved = await resolveListingFilters(db, new URL(c.req.url).searchParams, {
      categoryId: category.id,
    });
    const { filters } = resolved;
    const [list, facets] = await Promise.all([
      listScope(db, scope, { sort, page, pageSize, filters }),
      listingFacets(db, scope, filters, [], { categories: null, attributes: resolved.attributes }),
    ]);
    return c.json({ data: { category, ...list }, ...filtered(resolved, facets) }, 200);
  });

  // Fixed paths before /products/{slug}.
  routes.openapi(featuredRoute, async (c) => {
    cache(c);
    return c.json({ data: await listFeatured(db) }, 200);
  });
  routes.openapi(dealsRoute, async (c) => {
    cache(c);
    return c.json({ data: await listPressureWasherDeals(db) }, 200);
  });
  routes.openapi(offersRoute, async (c) => {
    cache(c);
    return c.json({ data: await listAboveFortyOff(db) }, 200);
  });
  routes.openapi(recentRoute, async (c) => {
    cache(c);
    return c.json({ data: await listRecentProducts(db) }, 200);
  });

  routes.openapi(productsRoute, async (c) => {
    const { sort, page, pageSize } = c.req.valid('query');
    cache(c);
    const categories = await listCategories(db);
    const scope: ListingScope = { kind: 'all' };
    const resolved = await resolveListingFilters(db, new URL(c.req.url).searchParams, {
      categories,
    });
    const { filters, categoryIds } = resolved;
    const [list, facets] = await Promise.all([
      listScope(db, scope, { sort, page, pageSize, filters, categoryIds }),
      listingFacets(db, scope, filters, categoryIds, {
        categories,
        attributes: resolved.attributes,
      }),
    ]);
    return c.json({ data: list, ...filtered(resolved, facets) }, 200);
  });

  routes.openapi(productRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const product = await getProductDetail(db, slug);
    cache(c);
    if (!product) return c.json(NOT_FOUND_PRODUCT, 404);
    const specifications = (await readSpecsOf(db, product.id)).map(apiSpecification);
    return c.json({ data: { ...product, canonicalSlug: product.slug, specifications } }, 200);
  });

  routes.openapi(relatedRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const related = await getRelatedProducts(db, slug);
    cache(c);
    if (!related) return c.json(NOT_FOUND_PRODUCT, 404);
    return c.json({ data: related }, 200);
  });

  routes.openapi(coloursRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const product = await resolveProduct(db, slug);
    cache(c);
    if (!product) return c.json(NOT_FOUND_PRODUCT, 404);
    return c.json({ data: await getColourVariants(db, product.id) }, 200);
  });

  routes.openapi(searchRoute, async (c) => {
    const { q } = c.req.valid('query');
    cache(c);
    const categories = await listCategories(db);
    const found = await filteredSearch(db, q, new URL(c.req.url).searchParams, categories);
    return c.json({ data: found.products, ...filtered(found.resolved, found.facets) }, 200);
  });

  routes.openapi(suggestionsRoute, async (c) => {
    const { q, lang } = c.req.valid('query');
    cache(c);
    const found = await suggest(db, q, lang === 'kn' ? WITH_KANNADA : {});
    const inLanguage = <T extends { name: string; nameKn?: string | null }>(row: T) =>
      localized(lang, row, 'name');
    return c.json(
      {
        data: {
          products: found.products.map(inLanguage),
          categories: found.categories.map(inLanguage),
        },
      },
      200,
    );
  });

  routes.openapi(slidersRoute, async (c) => {
    cache(c);
    return c.json({ data: await listSliders(db) }, 200);
  });

  routes.openapi(videosRoute, async (c) => {
    cache(c);
    return c.json({ data: await listVideos(db) }, 200);
  });

  routes.openapi(storesRoute, async (c) => {
    cache(c);
    return c.json({ data: await listStores(db) }, 200);
  });

  routes.openapi(
    pincodeRoute,
    async (c) => {
      const { pincode } = c.req.valid('param');
      cache(c);
      return c.json({ data: await checkPincode(db, pincode) }, 200);
    },
    // The checkout's own message, as the top-level message too.
    (result, c) => {
      if (!result.success) {
        const fields = fieldErrors(result.error);
        return c.json(
          { error: { code: 'invalid_request', message: PINCODE_MESSAGE, fields } },
          400,
        );
      }
    },
  );

  return routes;
}
