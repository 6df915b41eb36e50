import { describe, expect, it } from 'vitest';
import { HOME_ADDRESS as ADDRESS } from '../../../tests/setup/address-form.ts';
import { formMessages } from '../../../tests/setup/form-messages.ts';
import { ADDRESS_MESSAGES, AddressSchema } from './validation.ts';

describe('the address form answers each field with the spec message', () => {
  it('takes a complete address', () => {
    expect(formMessages(AddressSchema, ADDRESS)).toEqual({});
  });

  it.each([
    ['newphonenumber', ['', '98450', '98450 72101'], ADDRESS_MESSAGES.phone],
    ['newaddress1', ['', '   ', 'x'.repeat(121), 'a\u0000'], ADDRESS_MESSAGES.address1],
    ['newaddress2', ['', 'x'.repeat(121)], ADDRESS_MESSAGES.address2],
    ['newcity', ['', 'x'.repeat(61)], ADDRESS_MESSAGES.city],
    ['newpincode', ['', '56000', '060001', 'abcdef'], ADDRESS_MESSAGES.pincode],
    ['newstate', ['', 'x'.repeat(61)], ADDRESS_MESSAGES.state],
    ['newlandmark', ['', ' '], ADDRESS_MESSAGES.landmark],
    ['newaddresstype', ['', 'Castle'], ADDRESS_MESSAGES.type],
  ])('%s', (name, values, message) => {
    for (const value of values) {
      expect(formMessages(AddressSchema, { ...ADDRESS, [name]: value }), value).toEqual({
        [name]: message,
      });
    }
  });
});
