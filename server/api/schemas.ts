/** Response and error schemas shared by the API routes (documented in OpenAPI). */
import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
  })
  .openapi('Category');
