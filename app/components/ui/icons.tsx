/**
 * SVG icons (24 x 24 grid), drawn once per page: `IconSprite` (in the root layout) holds
 * every shape as a <symbol>, and each icon is a small <svg> that <use>s its symbol, so a
 * page with sixty product cards does not repeat the same paths sixty times. Decorative by
 * default (aria-hidden): give the surrounding link or button its accessible name.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  /** Width and height in px (default 20). */
  size?: number;
}

const SHAPES = {
  search: {
    filled: false,
    body: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4.35-4.35" />
      </>
    ),
  },
  heart: {
    filled: false,
    body: (
      <>
        <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />
      </>
    ),
  },
  cart: {
    filled: false,
    body: (
      <>
        <circle cx="9" cy="20.5" r="1.25" />
        <circle cx="19" cy="20.5" r="1.25" />
        <path d="M1.5 2h3.5l2.68 12.39a2 2 0 0 0 2 1.61h9.22a2 2 0 0 0 2-1.61L22.5 6H6" />
      </>
    ),
  },
  user: {
    filled: false,
    body: (
      <>
        <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
        <circle cx="12" cy="7" r="4" />
      </>
    ),
  },
  menu: {
    filled: false,
    body: (
      <>
        <path d="M3 6h18M3 12h18M3 18h18" />
      </>
    ),
  },
  close: {
    filled: false,
    body: (
      <>
        <path d="M18 6 6 18M6 6l12 12" />
      </>
    ),
  },
  phone: {
    filled: false,
    body: (
      <>
        <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
      </>
    ),
  },
  mail: {
    filled: false,
    body: (
      <>
        <rect x="2" y="4" width="20" height="16" rx="2" />
        <path d="m22 6-10 7L2 6" />
      </>
    ),
  },
  location: {
    filled: false,
    body: (
      <>
        <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
        <circle cx="12" cy="10" r="3" />
      </>
    ),
  },
  clock: {
    filled: false,
    body: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 6v6l4 2" />
      </>
    ),
  },
  facebook: {
    filled: false,
    body: (
      <>
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </>
    ),
  },
  instagram: {
    filled: false,
    body: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  youtube: {
    filled: false,
    body: (
      <>
        <path d="M22.54 6.42a2.78 2.78 0 0 0-1.94-2C18.88 4 12 4 12 4s-6.88 0-8.6.46a2.78 2.78 0 0 0-1.94 2A29 29 0 0 0 1 11.75a29 29 0 0 0 .46 5.33A2.78 2.78 0 0 0 3.4 19c1.72.46 8.6.46 8.6.46s6.88 0 8.6-.46a2.78 2.78 0 0 0 1.94-2 29 29 0 0 0 .46-5.25 29 29 0 0 0-.46-5.33z" />
        <path d="m9.75 15.02 5.75-3.27-5.75-3.27z" />
      </>
    ),
  },
  x: {
    filled: true,
    body: (
      <>
        <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25H8.1l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
      </>
    ),
  },
  whatsapp: {
    filled: true,
    body: (
      <>
        <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.16-.17.2-.35.22-.64.08-.3-.15-1.26-.47-2.39-1.48-.88-.79-1.48-1.76-1.65-2.06-.17-.3-.02-.46.13-.6.13-.14.3-.35.45-.52.15-.18.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.91-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48s1.06 2.88 1.21 3.07c.15.2 2.1 3.2 5.08 4.49.71.3 1.26.49 1.7.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2-1.41.25-.7.25-1.29.18-1.41-.08-.13-.27-.2-.57-.35m-5.42 7.4h-.01a9.87 9.87 0 0 1-5.03-1.38l-.36-.21-3.74.98 1-3.65-.24-.37a9.86 9.86 0 0 1-1.51-5.26c0-5.45 4.44-9.88 9.89-9.88a9.82 9.82 0 0 1 6.99 2.9 9.83 9.83 0 0 1 2.89 6.99c0 5.45-4.44 9.88-9.88 9.88m8.41-18.29A11.82 11.82 0 0 0 12.05 0C5.5 0 .16 5.34.16 11.89c0 2.1.55 4.14 1.59 5.95L.06 24l6.3-1.65a11.88 11.88 0 0 0 5.68 1.45h.01c6.55 0 11.89-5.34 11.89-11.89a11.82 11.82 0 0 0-3.48-8.41z" />
      </>
    ),
  },
  truck: {
    filled: false,
    body: (
      <>
        <path d="M1 4h14v12H1zM15 8h4l3 3v5h-7z" />
        <circle cx="5.5" cy="18.5" r="2.5" />
        <circle cx="18.5" cy="18.5" r="2.5" />
      </>
    ),
  },
  store: {
    filled: false,
    body: (
      <>
        <path d="M4 10v10h16V10" />
        <path d="M2.5 10 4.5 4h15l2 6z" />
        <path d="M10 20v-5h4v5" />
      </>
    ),
  },
  shield: {
    filled: false,
    body: (
      <>
        <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  headset: {
    filled: false,
    body: (
      <>
        <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
        <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
      </>
    ),
  },
  'chevron-down': {
    filled: false,
    body: (
      <>
        <path d="m6 9 6 6 6-6" />
      </>
    ),
  },
  'chevron-up': {
    filled: false,
    body: (
      <>
        <path d="m18 15-6-6-6 6" />
      </>
    ),
  },
  'chevron-left': {
    filled: false,
    body: (
      <>
        <path d="m15 18-6-6 6-6" />
      </>
    ),
  },
  'chevron-right': {
    filled: false,
    body: (
      <>
        <path d="m9 18 6-6-6-6" />
      </>
    ),
  },
  home: {
    filled: false,
    body: (
      <>
        <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
        <path d="M9 22V12h6v10" />
      </>
    ),
  },
  grid: {
    filled: false,
    body: (
      <>
        <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />
      </>
    ),
  },
  plus: {
    filled: false,
    body: (
      <>
        <path d="M12 5v14M5 12h14" />
      </>
    ),
  },
  minus: {
    filled: false,
    body: (
      <>
        <path d="M5 12h14" />
      </>
    ),
  },
  trash: {
    filled: false,
    body: (
      <>
        <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
      </>
    ),
  },
  check: {
    filled: false,
    body: (
      <>
        <path d="M20 6 9 17l-5-5" />
      </>
    ),
  },
  eye: {
    filled: false,
    body: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  'eye-off': {
    filled: false,
    body: (
      <>
        <path d="M9.9 5.2A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.1" />
        <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
        <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
        <path d="m2 2 20 20" />
      </>
    ),
  },
  'log-out': {
    filled: false,
    body: (
      <>
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
        <path d="m16 17 5-5-5-5" />
        <path d="M21 12H9" />
      </>
    ),
  },
} satisfies Record<string, { filled: boolean; body: ReactNode }>;

type IconName = keyof typeof SHAPES;

function Svg({ name, size = 20, className, ...props }: IconProps & { name: IconName }) {
  // Stroke and fill come from the .icon and .icon--filled rules (base.css).
  const classes = ['icon', SHAPES[name].filled && 'icon--filled', className].filter(Boolean);
  return (
    <svg width={size} height={size} aria-hidden="true" className={classes.join(' ')} {...props}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** Every icon's shape, once: rendered at the top of each page's body. */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {(Object.keys(SHAPES) as IconName[]).map((name) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {SHAPES[name].body}
        </symbol>
      ))}
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
