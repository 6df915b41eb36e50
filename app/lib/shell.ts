/** What the page chrome (header, footer, menus) needs; the root loader builds it. */
import type { FallbackLang } from '../i18n/content.ts';
import { msg } from '../i18n/msg.ts';
import type { CartSummary } from '../modules/cart/validation.ts';

export interface ShellCategory {
  id: number;
  /** In the page's language; `nameLang` 'en' where a Kannada page shows the English one. */
  name: string;
  nameLang?: FallbackLang;
  slug: string;
  image: string;
}

export interface ShellSocialLink {
  kind: 'facebook' | 'instagram' | 'youtube' | 'x';
  /** Accessible name, e.g. 'Facebook'. */
  label: string;
  href: string;
}

export interface ShellStore {
  name: string;
  /** One sentence about the shop (the home page's meta description). */
  description: string;
  /** As displayed, e.g. '+91 98765 43210'. */
  phone: string;
  /** The whole tel: link, e.g. 'tel:+919876543210'. */
  phoneHref: string;
  /** Main (sales-support) address shown in the top bar. */
  email: string;
  /** Every published address for the footer, labelled. */
  emails: { label: string; address: string }[];
  /** wa.me number: digits only, with country code. */
  whatsapp: string;
  /** Head office, one line per entry. */
  address: string[];
  /** e.g. '09:00 AM to 07:00 PM'. */
  hours: string;
  /** e.g. 'Monday to Saturday'. */
  hoursDays: string;
  social: ShellSocialLink[];
  /** Payment-provider badge, e.g. '/media/brand/razorpay.svg'. */
  paymentBadge: string;
  /** Logo for light and for dark backgrounds (160 x 40). */
  logo: string;
  logoWhite: string;
}

export interface ShellPolicyLink {
  path: string;
  title: string;
}

/** The shopper's own numbers in the page chrome: badges, cart total, wishlist hearts. */
export interface ShopperState {
  cart: CartSummary;
  wishlistCount: number;
  /** Variant ids in the wishlist: cards fill their hearts from this, not from catalog data. */
  wishlistVariantIds: string[];
}

/** All of a shopper that catalog pages show: the state and the account's first name. */
export interface ShopperView extends ShopperState {
  /** Products in the comparison list (public ids, from the `compare` cookie). */
  compareIds: string[];
  user: null | { firstName: string };
}

export interface ShellData {
  store: ShellStore;
  categories: ShellCategory[];
  policies: ShellPolicyLink[];
  cart: CartSummary;
  wishlistCount: number;
  user: null | { firstName: string };
  year: number;
}

export const MAIN_LINKS = [
  { to: '/aboutus', label: msg('About Us') },
  { to: '/contactus', label: msg('Contact Us') },
  // The locator's canonical address (/store-locator is the same screen).
  { to: '/stores', label: msg('Store Locator') },
  { to: '/track-order', label: msg('Track Order') },
] as const;
