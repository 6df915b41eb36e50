/** The signed-in account of a request, for loaders and actions. */
import { type RouterContextProvider, redirect } from 'react-router';
import { unprefixedPath } from '../i18n/locales.ts';
import { type Account, findAccount } from '../modules/identity/accounts.server.ts';
import { loginHref } from './return-path.ts';
import { requestInfo, services } from './services.server.ts';

export async function currentAccount(
  context: Readonly<RouterContextProvider>,
): Promise<(Account & { sessionId: number }) | null> {
  const session = await requestInfo(context).session.current();
  if (!session?.userId) return null;
  const account = await findAccount(services(context).database.db, session.userId);
  return account ? { ...account, sessionId: session.id } : null;
}

/** The account, or a redirect to the login page that brings the shopper back here. */
export async function requireAccount(request: Request, context: Readonly<RouterContextProvider>) {
  const account = await currentAccount(context);
  if (account) return account;
  // The page's path without its language: the login page is in the same language already.
  const url = new URL(request.url);
  throw redirect(loginHref(`${unprefixedPath(url.pathname)}${url.search}`));
}
