/**
 * The browser checks the account, address and checkout forms with Zod-free field rules;
 * their route actions and the JSON API parse with Zod schemas. Both must answer alike:
 * for a valid form and for every field made wrong in turn, the same fields are refused
 * with the same first message, exactly as the server parses a posted form.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateCheckout } from '../modules/checkout/form-rules.ts';
import { CheckoutSchema } from '../modules/checkout/validation.ts';
import { validateAddress } from '../modules/customer/address-rules.ts';
import { AddressSchema } from '../modules/customer/validation.ts';
import {
  validateChangePassword,
  validateEmailOnly,
  validateLogin,
  validateProfile,
  validateResetPassword,
  validateSignup,
} from '../modules/identity/form-rules.ts';
import {
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../modules/identity/validation.ts';
import type { FormValidator } from './forms.ts';

type Fields = Record<string, string>;

const formData = (fields: Fields) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

function firstMessages(error: Record<string, string[] | null> | null | undefined) {
  return Object.fromEntries(
    Object.entries(error ?? {})
      .filter(([name, messages]) => name !== '' && messages?.length)
      .map(([name, messages]) => [name, messages![0]]),
  );
}

/** The valid form, then each variation of it: one field (or a field and its twin) changed. */
function samples(valid: Fields, variations: Record<string, string[]>, twins: Fields = {}) {
  const all: Fields[] = [valid];
  for (const [name, values] of Object.entries(variations)) {
    for (const value of values) {
      const twin = twins[name];
      all.push({ ...valid, [name]: value, ...(twin ? { [twin]: value } : {}) });
    }
  }
  return all;
}

function expectSameAnswers(
  validate: FormValidator,
  schema: z.ZodType,
  valid: Fields,
  variations: Record<string, string[]>,
  twins?: Fields,
) {
  for (const fields of samples(valid, variations, twins)) {
    const server = parseWithZod(formData(fields), { schema }).reply();
    const browser = validate(formData(fields));
    expect(firstMessages(browser.error), JSON.stringify(fields)).toEqual(
      firstMessages(server.error),
    );
  }
}

// Control characters (a NUL made PostgreSQL refuse the query: a 500) are refused as typos.
const EMAILS = [
  '',
  ' ',
  'a',
  'a@b',
  'a @b.c',
  'a@b.c',
  ' A@B.CO ',
  `${'a'.repeat(250)}@b.co`,
  'a\u0000b@b.co',
  'a@b.c\u0007o',
];
const PASSWORDS = [
  '',
  'short1!',
  'longenough',
  'longenough1',
  'longenough1!',
  ' spaced 1! ',
  'x'.repeat(129),
];
const NAMES = ['', '   ', 'A', ' Asha ', 'x'.repeat(60), 'x'.repeat(61), 'A\u0000', 'As\u0085ha'];
const PHONES = [
  '',
  '   ',
  '98450',
  '9845072101',
  ' 9845072101 ',
  '98450721011',
  '98450 72101',
  'abcdefghij',
];
const PINCODES = ['', '56000', '560001', '060001', ' 560001 ', '5600011', 'abcdef'];

const PASSWORD = 'Secret#2026';

describe('field rules answer as the server schemas do', () => {
  it('login', () => {
    expectSameAnswers(
      validateLogin,
      LoginSchema,
      { email: 'asha@example.in', password: PASSWORD },
      {
        email: EMAILS,
        password: PASSWORDS,
      },
    );
  });

  it('sign-up (a new password and its confirmation together)', () => {
    const valid = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expectSameAnswers(
      validateSignup,
      SignupSchema,
      valid,
      { firstName: NAMES, lastName: NAMES, email: EMAILS, password: PASSWORDS },
      { password: 'confirmPassword' },
    );
    // Confirmation alone: missing, or not the same.
    expectSameAnswers(validateSignup, SignupSchema, valid, {
      confirmPassword: ['', 'Secret#2025', ` ${PASSWORD}`],
    });
  });

  it('reset request and new password', () => {
    expectSameAnswers(
      validateEmailOnly,
      EmailOnlySchema,
      { email: 'asha@example.in' },
      {
        email: EMAILS,
      },
    );
    const token = 'a'.repeat(43);
    expectSameAnswers(
      validateResetPassword,
      ResetPasswordSchema,
      { token, password: PASSWORD, confirmPassword: PASSWORD },
      { token: ['', 'a'.repeat(42), `${'a'.repeat(42)}!`, 'a'.repeat(44)], password: PASSWORDS },
      { password: 'confirmPassword' },
    );
  });

  it('change password and profile', () => {
    expectSameAnswers(
      validateChangePassword,
      ChangePasswordSchema,
      { currentPassword: 'old', password: PASSWORD, confirmPassword: PASSWORD },
      { currentPassword: ['', ' ', 'x'.repeat(128), 'x'.repeat(129)], password: PASSWORDS },
      { password: 'confirmPassword' },
    );
    expectSameAnswers(
      validateProfile,
      ProfileSchema,
      { firstName: 'Asha', lastName: 'Rao', phone: '' },
      { firstName: NAMES, lastName: NAMES, phone: PHONES },
    );
  });

  it('address', () => {
    expectSameAnswers(
      validateAddress,
      AddressSchema,
      {
        newphonenumber: '9845072101',
        newaddress1: '12, 4th Cross',
        newaddress2: 'Jayanagar',
        newcity: 'Bengaluru',
        newpincode: '560011',
        newstate: 'Karnataka',
        newlandmark: 'Near the park',
        newaddresstype: 'Home',
      },
      {
        newphonenumber: PHONES,
        newaddress1: ['', ' ', 'x'.repeat(120), 'x'.repeat(121), '1 Main\u0000', '1\tMain'],
        newaddress2: ['', 'x'.repeat(121)],
        newcity: ['', 'x'.repeat(60), 'x'.repeat(61), 'Bengal\u001buru'],
        newpincode: PINCODES,
        newstate: ['', 'x'.repeat(61)],
        newlandmark: ['', 'x'.repeat(121)],
        newaddresstype: ['', 'Home', 'Office', 'Other', 'home', 'Shop'],
      },
    );
  });

  it('checkout, with and without an account', () => {
    const valid = {
      email: 'asha@example.in',
      phone: '9845072101',
      firstName: 'Asha',
      lastName: 'Rao',
      country: 'India',
      address: '12, 4th Cross',
      address2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560011',
      paymentMethod: 'payNow',
      idempotencyKey: 'k'.repeat(24),
    };
    const variations = {
      email: [...EMAILS, 'a\u0007@b.co'],
      phone: PHONES,
      firstName: ['', 'x'.repeat(61), 'A\u0000'],
      lastName: ['', 'x'.repeat(61)],
      country: ['', 'Nepal', 'India'],
      address: ['', 'x'.repeat(121), 'line\nbreak'],
      address2: ['x'.repeat(121), 'tab\there'],
      city: ['', 'x'.repeat(61)],
      state: ['', 'x'.repeat(61)],
      zip: PINCODES,
      paymentMethod: ['', 'cod', 'payNow', 'upi'],
      password: ['x'.repeat(129)],
    };
    expectSameAnswers(validateCheckout, CheckoutSchema, valid, variations);
    const withAccount = {
      ...valid,
      createAccount: 'on',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expectSameAnswers(
      validateCheckout,
      CheckoutSchema,
      withAccount,
      { password: PASSWORDS },
      { password: 'confirmPassword' },
    );
    expectSameAnswers(validateCheckout, CheckoutSchema, withAccount, {
      confirmPassword: ['', 'Secret#2025'],
    });
  });
});

describe('checks across fields', () => {
  it('report a mismatch as soon as both passwords are typed, whatever else is wrong', () => {
    // Zod checks the pair only once every field passes; the browser says so at once.
    const answer = validateSignup(
      formData({ email: 'nope', password: PASSWORD, confirmPassword: 'Other#2026' }),
    );
    expect(firstMessages(answer.error)).toMatchObject({
      email: 'Please provide a valid email.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});
