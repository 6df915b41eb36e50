/**
 * Store constants: who we are and how to reach us. Plain data, no side effects; safe to
 * import from both server and browser code. The policy and About texts are in
 * store-pages.ts, so that code reading these constants does not carry them.
 *
 * Contact details, the GSTIN and social handles are fictitious demo values.
 */
import { msg } from '../app/i18n/msg.ts';
import { HEAD_OFFICE_ADDRESS, HOURS, STORE_CONTACT } from './store-contact.ts';

const HEAD_OFFICE_LAT = 13.3409;
const HEAD_OFFICE_LNG = 77.101;

export const STORE = {
  ...STORE_CONTACT,
  legalName: 'Gruha Home Appliances Private Limited',
  tagline: 'Home appliances and furniture, trusted across Karnataka since 2016',
  /**
   * The Consumer Protection (E-Commerce) Rules, 2020 ask for the grievance officer's name,
   * designation and contact details on the platform (issue 35).
   */
  grievanceOfficer: {
    name: 'Shreyas Gowda',
    designation: msg('Customer Care Manager'),
    email: 'grievance@gruhaappliances.in',
    phone: '+91 98450 72109',
    phoneHref: 'tel:+919845072109',
  },
  headOffice: {
    ...HEAD_OFFICE_ADDRESS,
    district: 'Tumakuru',
    latitude: HEAD_OFFICE_LAT,
    longitude: HEAD_OFFICE_LNG,
    mapsLink: `https://www.google.com/maps/search/?api=1&query=${HEAD_OFFICE_LAT},${HEAD_OFFICE_LNG}`,
  },
  hours: { ...HOURS, open: '09:00 AM', close: '07:00 PM' },
  since: 2016,
  policiesLastUpdated: '1 September 2024',
  /** Fictitious, in the valid GSTIN format (state 29 = Karnataka, check digit correct). */
  gstin: '29AAHCG4821K1ZB',
  paymentProvider: 'Razorpay',
  currency: 'INR',
  locale: 'en-IN',
  timeZone: 'Asia/Kolkata',
  favicon: '/media/brand/favicon.svg',
  ogImage: '/media/brand/og-default.webp',
} as const;

/** Category display order (spec section 9); other categories follow alphabetically. */
export const CATEGORY_ORDER = [
  'All Products',
  'Instant Geysers',
  'Portable Washing Machine',
  'Semi Automatic washing Machine',
  'High Pressure Washers',
  'Vaccum Cleaners',
  'Water Pumps',
  'Mixers and Wet Grinders',
  'Gas Stoves',
  'Chimneys',
  'Air coolers',
  'Shoe Racks',
  'Korai Mat',
  'Sofa cum Beds',
] as const;
