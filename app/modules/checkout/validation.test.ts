import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../tests/setup/form-messages.ts';
import { GUEST_FIELDS } from '../../../tests/setup/guest-checkout.ts';
import { PASSWORD_MESSAGES } from '../identity/password.ts';
import { CHECKOUT_MESSAGES } from './messages.ts';
import { CheckoutSchema } from './validation.ts';

const PASSWORD = 'Secret#2026';
const CHECKOUT = { ...GUEST_FIELDS, paymentMethod: 'cod', idempotencyKey: 'k'.repeat(24) };

describe('the checkout form answers each field with the spec message', () => {
  it('takes a complete form; the country, left empty, is India', () => {
    expect(formMessages(CheckoutSchema, CHECKOUT)).toEqual({});
    expect(formMessages(CheckoutSchema, { ...CHECKOUT, country: '' })).toEqual({});
    expect(formMessages(CheckoutSchema, { ...CHECKOUT, country: 'Nepal' })).toEqual({
      country: CHECKOUT_MESSAGES.country,
    });
  });

  it.each([
    ['email', ['', 'a@b', `${'a'.repeat(250)}@b.co`, 'a\u0000b@b.co'], CHECKOUT_MESSAGES.email],
    ['phone', ['', '98450', '+919845072101'], CHECKOUT_MESSAGES.phone],
    ['firstName', ['', '  ', 'x'.repeat(61)], CHECKOUT_MESSAGES.firstName],
    ['lastName', ['', 'A\u0085'], CHECKOUT_MESSAGES.lastName],
    ['address', ['', 'x'.repeat(121)], CHECKOUT_MESSAGES.address],
    ['address2', ['x'.repeat(121)], CHECKOUT_MESSAGES.address2TooLong],
    ['address2', ['Flat\u00071'], CHECKOUT_MESSAGES.address2Characters],
    ['city', ['', 'x'.repeat(61)], CHECKOUT_MESSAGES.city],
    ['state', ['', 'x'.repeat(61)], CHECKOUT_MESSAGES.state],
    ['zip', ['', '56000', '060001'], CHECKOUT_MESSAGES.zip],
    ['paymentMethod', ['', 'cheque'], CHECKOUT_MESSAGES.paymentMethod],
  ])('%s', (name, values, message) => {
    for (const value of values) {
      expect(formMessages(CheckoutSchema, { ...CHECKOUT, [name]: value }), value).toEqual({
        [name]: message,
      });
    }
  });

  it('refuses a body that is not an object without throwing (the API and its document)', () => {
    expect(CheckoutSchema.safeParse(null).success).toBe(false);
    expect(CheckoutSchema.safeParse(1).success).toBe(false);
  });

  it('asks a guest creating an account for a password that meets the rule, typed twice', () => {
    const account = { ...CHECKOUT, createAccount: 'on' };
    expect(formMessages(CheckoutSchema, account)).toEqual({ password: CHECKOUT_MESSAGES.password });
    expect(formMessages(CheckoutSchema, { ...account, password: 'longenough1' })).toEqual({
      password: PASSWORD_MESSAGES.weak,
      confirmPassword: CHECKOUT_MESSAGES.confirmPassword,
    });
    expect(
      formMessages(CheckoutSchema, { ...account, password: PASSWORD, confirmPassword: PASSWORD }),
    ).toEqual({});
    // Asked for at once, whatever the other fields hold.
    expect(
      formMessages(CheckoutSchema, { createAccount: 'on', idempotencyKey: 'k'.repeat(24) }),
    ).toMatchObject({ email: CHECKOUT_MESSAGES.email, password: CHECKOUT_MESSAGES.password });
    // Without the account, the passwords are not asked for, but an over-long one is refused.
    expect(formMessages(CheckoutSchema, { ...CHECKOUT, password: 'x' })).toEqual({});
    expect(formMessages(CheckoutSchema, { ...CHECKOUT, confirmPassword: 'x'.repeat(129) })).toEqual(
      { confirmPassword: PASSWORD_MESSAGES.tooLong },
    );
  });
});
