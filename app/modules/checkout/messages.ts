/**
 * The checkout's texts (spec § 5 and § 8, word for word): Zod-free, so pages that only
 * show them (the placed page, the summary) load no Zod.
 */
import { msg } from '../../i18n/msg.ts';
import { PINCODE_MESSAGE } from '../shipping/pincode.ts';

export const CHECKOUT_MESSAGES = {
  email: msg('Please enter a valid email address.'),
  phone: msg('Please enter a valid 10 Digit phone number without +91.'),
  firstName: msg('First name is required.'),
  lastName: msg('Last name is required.'),
  businessName: msg('Please enter the business name as registered for GST.'),
  address: msg('Address is required.'),
  city: msg('City is required.'),
  state: msg('State is required.'),
  zip: PINCODE_MESSAGE,
  country: msg('We deliver in India only.'),
  password: msg('Password is required.'),
  confirmPassword: msg('Passwords must match.'),
  paymentMethod: msg('Please choose how you want to pay.'),
  address2TooLong: msg('Address line 2 can be at most 120 characters.'),
  address2Characters: msg('Please use letters, numbers and punctuation only.'),
  shippingPlaceholder: msg('Enter Pincode to calculate'),
  notDeliverable: msg('Sorry, we do not deliver to this pincode yet.'),
  /** The pincode's lookup did not reach the shop (offline): typing it again retries. */
  lookupFailed: msg('Please check your connection and type the pincode again.'),
  codTooLarge: msg('Cash on delivery is available for orders up to ₹50,000. Please pay online.'),
  /** A code and offers that leave less than the gateway takes (issue 33). */
  onlineTooSmall: msg('An online payment must be at least ₹1. Please choose cash on delivery.'),
} as const;
