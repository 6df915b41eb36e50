/**
 * The checkout's texts (spec § 5 and § 8, word for word): Zod-free, so pages that only
 * show them (the placed page, the summary) load no Zod.
 */
import { PINCODE_MESSAGE } from '../shipping/pincode.ts';

export const CHECKOUT_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10 Digit phone number without +91.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  address: 'Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: PINCODE_MESSAGE,
  country: 'We deliver in India only.',
  password: 'Password is required.',
  confirmPassword: 'Passwords must match.',
  paymentMethod: 'Please choose how you want to pay.',
  address2TooLong: 'Address line 2 can be at most 120 characters.',
  address2Characters: 'Please use letters, numbers and punctuation only.',
  shippingPlaceholder: 'Enter Pincode to calculate',
  notDeliverable: 'Sorry, we do not deliver to this pincode yet.',
  /** The pincode's lookup did not reach the shop (offline): typing it again retries. */
  lookupFailed: 'Please check your connection and type the pincode again.',
  codTooLarge: 'Cash on delivery is available for orders up to ₹50,000. Please pay online.',
} as const;
