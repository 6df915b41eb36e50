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
export function iconHref(name: IconName): string {
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

export function SearchIcon(props: IconProps) {
  return <Svg name="search" {...props} />;
}

export function HeartIcon(props: IconProps) {
  return <Svg name="heart" {...props} />;
}

export function CartIcon(props: IconProps) {
  return <Svg name="cart" {...props} />;
}

export function UserIcon(props: IconProps) {
  return <Svg name="user" {...props} />;
}

export function MenuIcon(props: IconProps) {
  return <Svg name="menu" {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Svg name="close" {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return <Svg name="phone" {...props} />;
}

export function MailIcon(props: IconProps) {
  return <Svg name="mail" {...props} />;
}

export function LocationIcon(props: IconProps) {
  return <Svg name="location" {...props} />;
}

export function ClockIcon(props: IconProps) {
  return <Svg name="clock" {...props} />;
}

export function FacebookIcon(props: IconProps) {
  return <Svg name="facebook" {...props} />;
}

export function InstagramIcon(props: IconProps) {
  return <Svg name="instagram" {...props} />;
}

export function YoutubeIcon(props: IconProps) {
  return <Svg name="youtube" {...props} />;
}

/** The X (formerly Twitter) mark. */
export function XIcon(props: IconProps) {
  return <Svg name="x" {...props} />;
}

export function WhatsappIcon(props: IconProps) {
  return <Svg name="whatsapp" {...props} />;
}

export function TruckIcon(props: IconProps) {
  return <Svg name="truck" {...props} />;
}

export function StoreIcon(props: IconProps) {
  return <Svg name="store" {...props} />;
}

export function ShieldIcon(props: IconProps) {
  return <Svg name="shield" {...props} />;
}

export function HeadsetIcon(props: IconProps) {
  return <Svg name="headset" {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Svg name="chevron-down" {...props} />;
}

export function ChevronUpIcon(props: IconProps) {
  return <Svg name="chevron-up" {...props} />;
}

export function ChevronLeftIcon(props: IconProps) {
  return <Svg name="chevron-left" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Svg name="chevron-right" {...props} />;
}

export function HomeIcon(props: IconProps) {
  return <Svg name="home" {...props} />;
}

export function GridIcon(props: IconProps) {
  return <Svg name="grid" {...props} />;
}

export function PlusIcon(props: IconProps) {
  return <Svg name="plus" {...props} />;
}

export function MinusIcon(props: IconProps) {
  return <Svg name="minus" {...props} />;
}

export function TrashIcon(props: IconProps) {
  return <Svg name="trash" {...props} />;
}

export function CheckIcon(props: IconProps) {
  return <Svg name="check" {...props} />;
}

export function EyeIcon(props: IconProps) {
  return <Svg name="eye" {...props} />;
}

export function EyeOffIcon(props: IconProps) {
  return <Svg name="eye-off" {...props} />;
}

export function LogOutIcon(props: IconProps) {
  return <Svg name="log-out" {...props} />;
}
