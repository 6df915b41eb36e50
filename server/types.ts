import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { RequestClient } from '../app/lib/account-limits.server.ts';
import type { ShopperStateProbe } from '../app/lib/personal-state.ts';
import type { ShopperSession } from '../app/modules/identity/session.server.ts';

export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      logger: Logger;
      session: ShopperSession;
      /** The client's address and the process's rate limits (account throttling). */
      client: RequestClient;
      /** Whether the visitor has state of their own, once a loader or the cookie layer knows. */
      shopperState: ShopperStateProbe;
    };
};
