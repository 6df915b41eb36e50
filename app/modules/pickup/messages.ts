/** Store pickup's texts (issue 35), for the pages, the API and the e-mails. Client-safe. */
import { msg } from '../../i18n/msg.ts';

export const PICKUP_MESSAGES = {
  chooseStore: msg('Please choose the store to pick up from.'),
  storeClosed: msg('This store does not take pickups now. Please choose another.'),
  noInstallation: msg(
    'Installation comes with home delivery. Choose home delivery, or no installation.',
  ),
  badPincode: msg('Please enter a valid 6-digit pincode.'),
} as const;

/** The back office's (English only, as its other texts). */
export const PICKUP_STAFF_MESSAGES = {
  codeRequired: 'Please enter the pickup code the shopper shows.',
  wrongCode:
    'This pickup code does not match the order. Ask the shopper for the code in their e-mail.',
  tooManyTries:
    'Too many wrong pickup codes for this order in the last hour. Check the shopper’s e-mail with them, then try again later.',
  payFirst:
    'Record the cash payment (Mark paid, with the receipt number) before handing the order over.',
} as const;
