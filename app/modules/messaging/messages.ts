/** Texts about order updates by phone that more than one page says. */
import { msg } from '../../i18n/msg.ts';

export const UPDATES_STOPPED = msg('Order updates on WhatsApp and SMS are stopped.');
