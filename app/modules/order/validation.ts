/** The Track Order form's schema for the route action and the API, over its field rules. */
import { z } from 'zod';
import { ruleSchema } from '../../lib/zod-rules.ts';
import { TRACK_MESSAGES, TRACK_RULES } from './track-form.ts';

export const TrackOrderSchema = z.object({
  orderId: ruleSchema(TRACK_RULES.orderId, TRACK_MESSAGES.orderId),
  email: ruleSchema(TRACK_RULES.email, TRACK_MESSAGES.email),
});
