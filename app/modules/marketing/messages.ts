/** What the offers choice answers (client-safe: the pages show them). */
import { msg } from '../../i18n/msg.ts';

export const OFFERS_WITHDRAWN = msg(
  'You will get no more offers by e-mail. Order e-mails still come.',
);
export const OFFERS_LINK_INVALID = msg(
  'This unsubscribe link is not valid. Please use the link in the e-mail you received.',
);
