/**
 * GET /api/v1/compare?products={slug},{slug},… (issue 32): what /compare shows, as JSON
 * and in English: up to four products of one category, the category's comparable
 * attributes as rows with each product's value and whether they differ, and what the
 * link asked for that is not compared (unknown slugs, another category, past the fourth).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import { english } from '../../app/i18n/english.ts';
import { apiSpecification } from '../../app/modules/catalog/specs/format.ts';
import { loadComparison } from '../../app/modules/compare/compare.server.ts';
import { parseCompareParam } from '../../app/modules/compare/compare-list.ts';
import { comparisonRows } from '../../app/modules/compare/compare-view.ts';
import type { AppEnv } from '../types.ts';
import {
  dataOf,
  ImageSchema,
  RatingSchema,
  SpecificationSchema,
  VariantSchema,
} from './schemas.ts';

const CompareQuerySchema = z.object({
  products: z
    .string()
    .max(2000, 'Too long.')
    .optional()
    .openapi({
      param: { name: 'products', in: 'query' },
      description: 'Product slugs, comma-separated; the first four are compared',
      example: 'Instant-Geyser-3-Litre,Storage-Water-Heater-15-Litre',
    }),
});

const ComparisonSchema = z
  .object({
    category: z.object({ name: z.string(), slug: z.string() }).nullable(),
    products: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        image: ImageSchema.nullable(),
        variant: VariantSchema.nullable().openapi({
          description: 'The first active variant: its price, and what Add to cart adds',
        }),
        rating: RatingSchema,
        warranty: z.array(z.object({ option: z.string(), value: z.string() })),
        delivery: z.object({
          karnatakaPaise: z.number().int(),
          nonKarnatakaPaise: z.number().int(),
        }),
        specifications: z.array(SpecificationSchema),
      }),
    ),
    rows: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        values: z
          .array(z.string().nullable())
          .openapi({ description: 'Per product, in `products` order, as text; null for none' }),
        differs: z.boolean(),
      }),
    ),
    leftOut: z.object({
      unknown: z.array(z.string()).openapi({ description: 'Slugs that name no product' }),
      otherCategory: z
        .array(z.string())
        .openapi({ description: 'Products of another category than the first one' }),
      overLimit: z.number().int().openapi({ description: 'Slugs past the fourth' }),
    }),
  })
  .openapi('Comparison');

const compareRoute = createRoute({
  method: 'get',
  path: '/compare',
  tags: ['Catalog'],
  summary: 'Compare up to four products of one category',
  request: { query: CompareQuerySchema },
  responses: {
    200: {
      description: 'The comparison (empty without products)',
      content: { 'application/json': { schema: dataOf(ComparisonSchema) } },
    },
  },
});

export function compareRoutes({ database }: AppServices) {
  const routes = new OpenAPIHono<AppEnv>();
  routes.openapi(compareRoute, async (c) => {
    const { slugs, dropped } = parseCompareParam(c.req.valid('query').products ?? '');
    const comparison = await loadComparison(database.db, slugs, dropped);
    const rows = comparisonRows(comparison.attributes, comparison.products, english);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json(
      {
        data: {
          category: comparison.category && {
            name: comparison.category.name,
            slug: comparison.category.slug,
          },
          products: comparison.products.map(({ specs, ...product }) => ({
            ...product,
            specifications: specs.map(apiSpecification),
          })),
          rows: rows.map(({ nameLang: _lang, ...row }) => row),
          leftOut: comparison.leftOut,
        },
      },
      200,
    );
  });
  return routes;
}
