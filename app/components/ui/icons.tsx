/**
 * SVG icons (24 x 24 grid). Every shape lives once, as a <symbol>, in icons.svg: a static
 * file the browser caches across pages, so neither the page's HTML nor its JavaScript
 * carries the paths (a page with sixty product cards would otherwise repeat them sixty
 * times). Each icon is a small <svg> that <use>s its symbol. Decorative by default
 * (aria-hidden): give the surrounding link or button its accessible name.
 */
import type { SVGProps } from 'react';
// `no-inline`: a sprite is useful only as a URL; <use> does not follow data: URLs.
import spriteUrl from './icons.svg?no-inline';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  /** Width and height in px (default 20). */
  size?: number;
}

/** The symbols of icons.svg (icons.test.ts holds the two lists together). */
export const ICON_NAMES = [
  'search',
  'heart',
  'cart',
  'user',
  'menu',
  'close',
  'phone',
  'mail',
  'location',
  'clock',
  'facebook',
  'instagram',
  'youtube',
  'x',
  'whatsapp',
  'truck',
  'store',
  'shield',
  'headset',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'home',
  'grid',
  'plus',
  'minus',
  'trash',
  'check',
  'eye',
  'eye-off',
  'log-out',
] as const;

type IconName = (typeof ICON_NAMES)[number];

/** Brand marks drawn as filled shapes; every other icon is a stroked outline. */
const FILLED: ReadonlySet<IconName> = new Set(['x', 'whatsapp']);

/** Where an icon's symbol is: the sprite file's URL and the symbol's id. */
function iconHref(name: IconName): string {
  return `${spriteUrl}#icon-${name}`;
}

function Svg({ name, size = 20, className, ...props }: IconProps & { name: IconName }) {
  // Stroke and fill come from the .icon and .icon--filled rules (base.css).
  const classes = ['icon', FILLED.has(name) && 'icon--filled', className].filter(Boolean);
  return (
    <svg width={size} height={size} aria-hidden="true" className={classes.join(' ')} {...props}>
      <use href={iconHref(name)} />
    </svg>
  );
}

/** One icon component per symbol: `<CartIcon size={24} />`. */
const icon = (name: IconName) => (props: IconProps) => <Svg name={name} {...props} />;

export const SearchIcon = icon('search');
export const HeartIcon = icon('heart');
export const CartIcon = icon('cart');
export const UserIcon = icon('user');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const LocationIcon = icon('location');
export const ClockIcon = icon('clock');
export const FacebookIcon = icon('facebook');
export const InstagramIcon = icon('instagram');
export const YoutubeIcon = icon('youtube');
/** The X (formerly Twitter) mark. */
export const XIcon = icon('x');
export const WhatsappIcon = icon('whatsapp');
export const TruckIcon = icon('truck');
export const StoreIcon = icon('store');
export const ShieldIcon = icon('shield');
export const HeadsetIcon = icon('headset');
export const ChevronDownIcon = icon('chevron-down');
export const ChevronUpIcon = icon('chevron-up');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const HomeIcon = icon('home');
export const GridIcon = icon('grid');
export const PlusIcon = icon('plus');
export const MinusIcon = icon('minus');
export const TrashIcon = icon('trash');
export const CheckIcon = icon('check');
export const EyeIcon = icon('eye');
export const EyeOffIcon = icon('eye-off');
export const LogOutIcon = icon('log-out');
