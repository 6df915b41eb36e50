/** A back-office form's row: its `id` field, a row id; anything else names no row. */
import { z } from 'zod';
import { UNKNOWN_INTENT } from '../../lib/intent-action.server.ts';
import { rowId } from './paging.ts';

export const RowRefSchema = z.object({
  id: z
    .string()
    .transform(rowId)
    .refine((id) => id !== null, UNKNOWN_INTENT)
    .transform(Number),
});
