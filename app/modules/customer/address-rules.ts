/**
 * The address form's field rules ('+ Add New Address', spec § 5): what the account page
 * checks in the browser, Zod-free. Its route action and the JSON API parse with
 * AddressSchema (validation.ts); form-rules.test.ts holds the two to the same answers.
 */
import { type FieldRule, validateFields } from '../../lib/form-rules.ts';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { PHONE_MESSAGE, phoneRule } from '../identity/form-rules.ts';
import { pincodeError } from '../shipping/pincode.ts';

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_MESSAGES = {
  phone: PHONE_MESSAGE,
  address1: 'Please provide Address 1.',
  address2: 'Please provide Address 2.',
  city: 'Please provide a valid city.',
  state: 'Please provide a valid state.',
  landmark: 'Please provide a landmark.',
  pincode: 'Please provide a valid 6-digit pincode.',
  type: 'Please choose an address type: Home, Office or Other.',
} as const;

/** A required text of at most `max` characters, none of them a control character. */
const text =
  (message: string, max = 120): FieldRule =>
  (value) =>
    value.length < 1 || value.length > max || hasControlCharacters(value) ? message : undefined;

export const validateAddress = validateFields({
  newphonenumber: phoneRule,
  newaddress1: text(ADDRESS_MESSAGES.address1),
  newaddress2: text(ADDRESS_MESSAGES.address2),
  newcity: text(ADDRESS_MESSAGES.city, 60),
  newpincode: (value) => (pincodeError(value) ? ADDRESS_MESSAGES.pincode : undefined),
  newstate: text(ADDRESS_MESSAGES.state, 60),
  newlandmark: text(ADDRESS_MESSAGES.landmark),
  newaddresstype: (value) =>
    (ADDRESS_TYPES as readonly string[]).includes(value) ? undefined : ADDRESS_MESSAGES.type,
});
