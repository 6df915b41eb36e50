/**
 * The checkout form's field rules (spec § 3 'Checkout form', § 5 'Checkout'): what the
 * page checks in the browser as the shopper fills it in, Zod-free. The route action and
 * the JSON API parse with CheckoutSchema (validation.ts); form-rules.test.ts holds the two
 * to the same answers.
 */
import { anyValue, type FieldRule, validateFields } from '../../lib/form-rules.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { MAX_PASSWORD_LENGTH, meetsPasswordRule, PASSWORD_MESSAGES } from '../identity/password.ts';
import { isValidPincode } from '../shipping/pincode.ts';
import { MAX_ADDRESS2_LENGTH } from './limits.ts';
import { CHECKOUT_MESSAGES } from './messages.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

const PHONE = /^[0-9]{10}$/;

/** A required, printable text of at most `max` characters. */
const required =
  (message: string, max = 120): FieldRule =>
  (value) =>
    value.length < 1 || value.length > max || hasControlCharacters(value) ? message : undefined;

/** The 'Create an account' checkbox, as a form posts it. */
const creatingAccount = (field: (name: string) => string) =>
  ['on', 'true'].includes(field('createAccount'));

export const validateCheckout = validateFields(
  {
    email: (value) =>
      value.length > 254 || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)
        ? CHECKOUT_MESSAGES.email
        : undefined,
    phone: (value) => (PHONE.test(value) ? undefined : CHECKOUT_MESSAGES.phone),
    firstName: required(CHECKOUT_MESSAGES.firstName, 60),
    lastName: required(CHECKOUT_MESSAGES.lastName, 60),
    // Left empty, it is India (the only country the form offers).
    country: (value) => (value === 'India' || value === '' ? undefined : CHECKOUT_MESSAGES.country),
    address: required(CHECKOUT_MESSAGES.address),
    address2: (value) => {
      if (value.length > MAX_ADDRESS2_LENGTH) return CHECKOUT_MESSAGES.address2TooLong;
      return hasControlCharacters(value) ? CHECKOUT_MESSAGES.address2Characters : undefined;
    },
    city: required(CHECKOUT_MESSAGES.city, 60),
    state: required(CHECKOUT_MESSAGES.state, 60),
    zip: (value) => (isValidPincode(value) ? undefined : CHECKOUT_MESSAGES.zip),
    paymentMethod: (value) =>
      (PAYMENT_METHODS as readonly string[]).includes(value)
        ? undefined
        : CHECKOUT_MESSAGES.paymentMethod,
    // Guests only: a password when they ask for an account with the order.
    createAccount: anyValue,
    password: (value, field) => {
      if (value.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
      if (!creatingAccount(field)) return undefined;
      if (!value) return CHECKOUT_MESSAGES.password;
      return meetsPasswordRule(value) ? undefined : PASSWORD_MESSAGES.weak;
    },
    confirmPassword: (value, field) => {
      if (value.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
      return creatingAccount(field) && field('password') && value !== field('password')
        ? CHECKOUT_MESSAGES.confirmPassword
        : undefined;
    },
  },
  { asTyped: ['password', 'confirmPassword'] },
);
