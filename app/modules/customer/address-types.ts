import { msg } from '../../i18n/msg.ts';

/** The kinds of address the address book offers (Zod-free: the address form draws them). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * An address type as the shopper reads it: `t(ADDRESS_TYPE_LABEL, { type })`. One message
 * for the three, so 'Home' (a house) is not the menu's 'Home' (the home page).
 */
export const ADDRESS_TYPE_LABEL = msg('{type, select, Home {Home} Office {Office} other {Other}}');
/** The same, for the default address: 'Home · Default'. */
export const DEFAULT_ADDRESS_TYPE_LABEL = msg(
  '{type, select, Home {Home} Office {Office} other {Other}} · Default',
);
