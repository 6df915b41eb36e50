import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { unprefixedPath } from '../i18n/locales.ts';
import { SHOPPER_WRITE_PAGES } from './shopper-write-pages.ts';

type ShouldRevalidate = (args: ShouldRevalidateFunctionArgs) => boolean;

const asReactRouterWould: ShouldRevalidate = ({ defaultShouldRevalidate }) =>
  defaultShouldRevalidate;

/**
 * A route's `shouldRevalidate` for pages whose loader already sends everything one query
 * parameter chooses between (a product's variants, the stores a search filters): a
 * navigation that changes only that parameter reloads nothing. Any other change, and
 * every form submission, revalidates as React Router would.
 */
export function revalidateUnlessOnly(parameter: string): ShouldRevalidate {
  return (args) => {
    const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
    if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
      const before = new URLSearchParams(currentUrl.search);
      const after = new URLSearchParams(nextUrl.search);
      before.delete(parameter);
      after.delete(parameter);
      if (before.toString() === after.toString()) return false;
    }
    return defaultShouldRevalidate;
  };
}

/** The pages whose actions write personal state from any page: a card's add, a heart. */
const SHOPPER_WRITES = new Set<string>(Object.values(SHOPPER_WRITE_PAGES));

/**
 * For a catalog page, whose loader shows none of the shopper's own state (its badges,
 * hearts and compare boxes read the root loader's view): a card's add to cart, a heart or
 * a compare box, which post to another page's action, reload the root loader only, not
 * the page's own data: its loader would answer the same, sent again over a phone's network
 * and worked out again by the server after every tap (issue 29). Everything else is left
 * to `then` (by default, React Router's own answer).
 */
export function revalidateUnlessShopperWrite(
  then: ShouldRevalidate = asReactRouterWould,
): ShouldRevalidate {
  return (args) => {
    const { formAction, formMethod, currentUrl } = args;
    if (formMethod && formAction) {
      const action = unprefixedPath(new URL(formAction, currentUrl).pathname);
      if (SHOPPER_WRITES.has(action) && action !== unprefixedPath(currentUrl.pathname)) {
        return false;
      }
    }
    return then(args);
  };
}
