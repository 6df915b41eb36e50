import type { Logger } from 'pino';
import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';

export type AppEnv = {
  Variables: RequestIdVariables & SecureHeadersVariables & { logger: Logger };
};
