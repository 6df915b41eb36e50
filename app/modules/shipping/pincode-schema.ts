/**
 * Zod schemas of pincodes, over the rule in pincode.ts: for the API and its OpenAPI
 * document, and the product page's 'Check delivery' form (its loader, and the browser).
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { ruleSchema } from '../../lib/zod-rules.ts';
import { PINCODE_MESSAGE, type PincodeCheck, pincodeError, SHIPPING_ZONES } from './pincode.ts';

/** A pincode field: the spec's 6-digit rule and message. */
export const PincodeSchema = ruleSchema(pincodeError, PINCODE_MESSAGE);

/** The product page's 'Check delivery' form. */
export const PincodeFormSchema = z.object({ pincode: PincodeSchema });

export const PincodeCheckSchema = z.object({
  pincode: z.string(),
  valid: z.boolean(),
  deliverable: z.boolean(),
  codAvailable: z.boolean(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  deliveryDays: z.number().int().nullable(),
  estimatedDelivery: z.string().nullable(),
  zone: z.enum(SHIPPING_ZONES).nullable(),
}) satisfies z.ZodType<PincodeCheck>;
