/**
 * The part of the store constants that the page chrome reads on every page, in its own
 * module: config/store.ts adds the rest (legal name, GSTIN, grievance officer, map
 * position...) and stays out of every page's JavaScript. (A bundler keeps a whole object
 * literal once any property of it is read, and an object spread counts as a side effect.)
 */

import { msg } from '../app/i18n/msg.ts';
import { SITE_NAME } from './site-name.ts';

export const HEAD_OFFICE_ADDRESS = {
  lines: [msg('Gruha Appliances, No. 14, B H Road'), msg('Near Town Hall Circle')],
  city: msg('Tumakuru'),
  state: msg('Karnataka'),
  pincode: '572101',
  country: 'India',
} as const;

export const HOURS = {
  label: msg('09:00 AM to 07:00 PM'),
  days: msg('Monday to Saturday'),
} as const;

/** How shoppers reach us, as the header and footer show it on every page. */
export const STORE_CONTACT = {
  name: SITE_NAME,
  /** Display form; tel: links use phoneHref. */
  phone: '+91 98450 72101',
  phoneHref: 'tel:+919845072101',
  /** Digits only, for https://wa.me/{whatsapp}. */
  whatsapp: '919845072101',
  supportEmail: 'support@gruhaappliances.in',
  salesEmail: 'sales@gruhaappliances.in',
  headOffice: HEAD_OFFICE_ADDRESS,
  hours: HOURS,
  social: {
    facebook: 'https://www.facebook.com/gruhaappliances',
    instagram: 'https://www.instagram.com/gruhaappliances',
    youtube: 'https://www.youtube.com/@gruhaappliances',
    x: 'https://x.com/gruhaappliances',
  },
  storeCount: 56,
  logo: '/media/brand/logo.svg',
  logoWhite: '/media/brand/logo-white.svg',
  paymentBadge: '/media/brand/razorpay.svg',
} as const;

/**
 * The white logo for e-mails, whose clients (Gmail, Outlook) show no SVG: PNG, 320 x 80.
 * Apart from the object above, which the browser's code carries whole.
 */
export const EMAIL_LOGO = '/media/brand/logo-white-email.png';
