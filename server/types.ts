import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { ShopperSession } from '../app/modules/identity/session.server.ts';

export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & { logger: Logger; session: ShopperSession };
};
