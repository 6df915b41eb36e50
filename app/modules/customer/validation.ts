/**
 * The address form ('+ Add New Address', spec § 5): field names and messages as the spec
 * gives them, one schema for the route action, the JSON API and the page in the browser
 * (fetched after the page: lib/form-schema.ts). Client-safe.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { PHONE_MESSAGE, PhoneSchema } from '../identity/validation.ts';
import { isValidPincode } from '../shipping/pincode.ts';
import { ADDRESS_TYPES, type AddressType } from './address-types.ts';

export { ADDRESS_TYPES, type AddressType } from './address-types.ts';

export const ADDRESS_MESSAGES = {
  phone: PHONE_MESSAGE,
  address1: msg('Please provide Address 1.'),
  address2: msg('Please provide Address 2.'),
  city: msg('Please provide a valid city.'),
  state: msg('Please provide a valid state.'),
  landmark: msg('Please provide a landmark.'),
  pincode: msg('Please provide a valid 6-digit pincode.'),
  type: msg('Please choose an address type: Home, Office or Other.'),
} as const;

const text = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !hasControlCharacters(value), message);

export const AddressSchema = z.object({
  newphonenumber: PhoneSchema,
  newaddress1: text(ADDRESS_MESSAGES.address1),
  newaddress2: text(ADDRESS_MESSAGES.address2),
  newcity: text(ADDRESS_MESSAGES.city, 60),
  newpincode: z
    .string({ error: ADDRESS_MESSAGES.pincode })
    .trim()
    .refine(isValidPincode, ADDRESS_MESSAGES.pincode),
  newstate: text(ADDRESS_MESSAGES.state, 60),
  newlandmark: text(ADDRESS_MESSAGES.landmark),
  newaddresstype: z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.type }),
  /** Make this the default address (the first address always is). */
  makeDefault: z
    .union([z.boolean(), z.literal('on'), z.literal('true')])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
});

export type AddressInput = z.output<typeof AddressSchema>;

/** A saved address, as the account page and the API show it. */
export interface Address {
  id: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
  type: AddressType;
  isDefault: boolean;
}
