/** The kinds of address the address book offers (Zod-free: the address form draws them). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
