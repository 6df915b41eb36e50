/** Page titles: every page's title ends with the shop's name, from one place. */
import { STORE_INFO } from './store-info.ts';

export const SITE_NAME = STORE_INFO.name;

/** The home page's title, and every page's until its own meta says otherwise. */
export const HOME_TITLE = `${SITE_NAME} | Home appliances and furniture in Karnataka`;

/** 'Cart' -> 'Cart | Gruha Appliances'; a title that already names the site stays as it is. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** A page for one shopper or for staff (cart, account, the back office): titled, never indexed. */
export function privatePageMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}

/** A back-office page: 'Orders' -> 'Orders · Back Office | Gruha Appliances', never indexed. */
export function backOfficeMeta(title: string | undefined) {
  return privatePageMeta(title ? `${title} · Back Office` : 'Back Office');
}
