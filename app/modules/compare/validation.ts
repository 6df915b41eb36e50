/** The /compare action's forms (client-safe): each intent's button carries the product. */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { PublicIdSchema } from '../cart/validation.ts';
import { COMPARE_INTENT } from './compare-list.ts';

export const AddToCompareSchema = z.object({ [COMPARE_INTENT.add]: PublicIdSchema });
export const RemoveFromCompareSchema = z.object({ [COMPARE_INTENT.remove]: PublicIdSchema });
export const ClearCompareSchema = z.object({});

/** The intent of a post: the name of the button that sent it ('add', 'remove', 'clear'). */
export function compareIntentOf(form: FormData): string | null {
  return Object.values(COMPARE_INTENT).find((intent) => form.has(intent)) ?? null;
}
