/** Installation's texts (issue 35), for the pages, the API and the back office. Client-safe. */
import { msg } from '../../i18n/msg.ts';

export const INSTALLATION_MESSAGES = {
  notOffered: msg('Installation is not offered for this product.'),
  notServed: msg('Our technicians do not install at this pincode yet.'),
  noProduct: msg('No such product.'),
  noStore: msg('No such store installs.'),
  badDay: msg('Please choose a date as YYYY-MM-DD.'),
  badSlot: msg('Please choose an installation slot.'),
  slotTaken: msg('That installation slot was just taken. Please choose another.'),
  slotOutside: msg('Please choose one of the installation slots offered.'),
  bothChoices: msg('Please choose either an installation slot or after delivery, not both.'),
  noInstallation: msg('This order has no installation.'),
  tooLate: msg('A visit can be changed until 6 PM the day before.'),
  visitEnded: msg('This visit is over and cannot be changed.'),
  orderCancelled: msg('This order was cancelled.'),
  booked: msg('Your installation visit is booked.'),
  cancelled: msg('Your installation visit is cancelled. You can book another any time.'),
} as const;
