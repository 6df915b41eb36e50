/** Catalog endpoints. Responses carry no per-shopper data, so caches may keep them. */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import { listCategories } from '../../app/modules/catalog/queries.ts';
import type { AppEnv } from '../types.ts';
import { CategorySchema } from './schemas.ts';

const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['Catalog'],
  summary: 'Categories in display order',
  responses: {
    200: {
      description: 'The categories',
      content: { 'application/json': { schema: z.object({ data: z.array(CategorySchema) }) } },
    },
  },
});

export function catalogRoutes({ database }: AppServices) {
  const routes = new OpenAPIHono<AppEnv>();
  routes.openapi(categoriesRoute, async (c) => {
    c.header('Cache-Control', CATALOG_CACHE);
    return c.json({ data: await listCategories(database.db) }, 200);
  });
  return routes;
}
