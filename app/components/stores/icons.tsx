/**
 * The store locator's icons, drawn like components/ui/icons.tsx (24 x 24, stroked with the
 * text colour, decorative). A card shows four of them and the page has 56 cards, so each
 * is drawn once in a sprite (StoreIconSprite) and every card only points at it.
 */
import type { ReactNode } from 'react';

const ICONS = {
  location: (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  phone: (
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
  ),
  directions: <path d="M3 11 22 2l-9 19-2-8-8-2z" />,
  'map-pin': (
    <>
      <path d="M18 8c0 4.5-6 9-6 9s-6-4.5-6-9a6 6 0 0 1 12 0z" />
      <circle cx="12" cy="8" r="2" />
      <path d="M8 19.5 3 21V9l2.5-.8M16 19.5l5 1.5V9l-2.5-.8M8 19.5l4 1.5 4-1.5" />
    </>
  ),
  locate: (
    <>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type StoreIconName = keyof typeof ICONS;

const symbolId = (name: StoreIconName) => `store-icon-${name}`;

/** The symbols, once per page (rendered by StoreLocator). */
export function StoreIconSprite() {
  return (
    <svg className="store-icon-sprite" aria-hidden="true">
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={symbolId(name as StoreIconName)} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

/** One icon from the sprite, 16 px (stores.css; 'large' is 18 px). */
export function StoreIcon({ name, large = false }: { name: StoreIconName; large?: boolean }) {
  return (
    <svg className={large ? 'store-icon store-icon--lg' : 'store-icon'} aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
