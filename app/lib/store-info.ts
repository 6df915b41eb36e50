/**
 * The store's contact details in the shape the page chrome uses, in English (JSON-LD,
 * e-mails) or in a page's language (`storeInfo(t)`, which the root loader sends, so the
 * browser's code carries none of it). Reads only config/store-contact.ts, so the rest of
 * the store's constants and the policy texts stay out of every page's JavaScript.
 */
import { STORE_CONTACT as STORE } from '../../config/store-contact.ts';
import { english } from '../i18n/english.ts';
import { msg } from '../i18n/msg.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ShellStore } from './shell.ts';

const office = STORE.headOffice;
const DESCRIPTION = msg(
  '{name}: instant geysers, washing machines, pressure washers, kitchen appliances and home furniture at fair prices. {count} stores in Karnataka, shipping across India.',
);

export function storeInfo(t: Translate): ShellStore {
  return {
    name: STORE.name,
    description: t(DESCRIPTION, { name: STORE.name, count: STORE.storeCount }),
    phone: STORE.phone,
    phoneHref: STORE.phoneHref,
    email: STORE.supportEmail,
    emails: [
      { label: t(msg('Customer support')), address: STORE.supportEmail },
      { label: t(msg('Sales')), address: STORE.salesEmail },
    ],
    whatsapp: STORE.whatsapp,
    address: [
      ...office.lines.map((line) => t(line)),
      `${t(office.city)}, ${t(office.state)} ${office.pincode}`,
      t(msg('India')),
    ],
    hours: t(STORE.hours.label),
    hoursDays: t(STORE.hours.days),
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
}

/** The English details (structured data, e-mails); pure, so no page carries it unused. */
export const STORE_INFO: ShellStore = /* @__PURE__ */ storeInfo(english);
