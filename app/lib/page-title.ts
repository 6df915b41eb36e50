/** Page titles: every page's title ends with the shop's name, from one place. */
import { SITE_NAME } from '../../config/site-name.ts';
import { msg } from '../i18n/msg.ts';
import type { Translate } from '../i18n/translate.ts';

export { SITE_NAME };

/** The home page's title, and every page's until its own meta says otherwise. */
export const HOME_TITLE_TEXT = msg('{site} | Home appliances and furniture in Karnataka');

/** The home page's title in a page's language. */
export function homeTitle(t: Translate): string {
  return t(HOME_TITLE_TEXT, { site: SITE_NAME });
}

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
