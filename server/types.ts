import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ShopperSession } from '../app/modules/identity/session.server.ts';
import type { Logger } from 'pino';

export type AppEnv = {
  Variables: RequestIdVariables & SecureHeadersVariables & { logger: Logger; session: ShopperSession };
};
