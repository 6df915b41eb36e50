/**
 * The store's contact details in the shape the page chrome uses. Reads only
 * config/store-contact.ts, so the rest of the store's constants and the policy texts stay
 * out of every page's JavaScript.
 */
import { STORE_CONTACT as STORE } from '../../config/store-contact.ts';
import type { ShellStore } from './shell.ts';

const office = STORE.headOffice;

export const STORE_INFO: ShellStore & { description: string } = {
  name: STORE.name,
  description: `${STORE.name}: instant geysers, washing machines, pressure washers, kitchen appliances and home furniture at fair prices. ${STORE.storeCount} stores in Karnataka, shipping across India.`,
  phone: STORE.phone,
  phoneHref: STORE.phoneHref,
  email: STORE.supportEmail,
  emails: [
    { label: 'Customer support', address: STORE.supportEmail },
    { label: 'Sales', address: STORE.salesEmail },
  ],
  whatsapp: STORE.whatsapp,
  address: [...office.lines, `${office.city}, ${office.state} ${office.pincode}`, office.country],
  hours: STORE.hours.label,
  hoursDays: STORE.hours.days,
  social: [
    { kind: 'facebook', label: 'Facebook', href: STORE.social.facebook },
    { kind: 'instagram', label: 'Instagram', href: STORE.social.instagram },
    { kind: 'youtube', label: 'YouTube', href: STORE.social.youtube },
    { kind: 'x', label: 'X', href: STORE.social.x },
  ],
  paymentBadge: STORE.paymentBadge,
  logo: STORE.logo,
  logoWhite: STORE.logoWhite,
};
