import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's `shouldRevalidate` for pages whose loader already sends everything one query
 * parameter chooses between (a product's variants, the stores a search filters): a
 * navigation that changes only that parameter reloads nothing. Any other change, and
 * every form submission, revalidates as React Router would.
 */
export function revalidateUnlessOnly(parameter: string) {
  return ({
    currentUrl,
    nextUrl,
    formMethod,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs): boolean => {
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
