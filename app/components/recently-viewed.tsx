/**
 * 'Recently Viewed': the last products this browser opened, kept in localStorage
 * ('recentlyViewed', at most 7, newest first, no duplicates). Only harmless card facts are
 * stored. Client-only: nothing renders on the server, nor when the list is empty.
 */
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { isLocale, type Locale } from '../i18n/locales.ts';
import type { CardView } from '../modules/catalog/card.ts';
import { ProductRow } from './product-row.tsx';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_LIMIT = 7;

export interface RecentlyViewedItem {
  name: string;
  /** The language the name is in (the page it was viewed on, or English where it fell back). */
  nameLang?: Locale;
  slug: string;
  image: string;
  basePricePaise: number;
  discountedPricePaise: number;
  variantId: string;
  inStock: boolean;
}

function isItem(value: unknown): value is RecentlyViewedItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    (v.nameLang === undefined || isLocale(v.nameLang)) &&
    typeof v.slug === 'string' &&
    v.slug !== '' &&
    typeof v.image === 'string' &&
    v.image.startsWith('/media/') &&
    Number.isSafeInteger(v.basePricePaise) &&
    Number.isSafeInteger(v.discountedPricePaise) &&
    typeof v.variantId === 'string' &&
    typeof v.inStock === 'boolean'
  );
}

export function readRecentlyViewed(): RecentlyViewedItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts the product first, dropping an older entry for it and anything past 7. */
export function recordRecentlyViewed(item: RecentlyViewedItem) {
  try {
    const items = [item, ...readRecentlyViewed().filter((old) => old.slug !== item.slug)];
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(items.slice(0, RECENTLY_VIEWED_LIMIT)),
    );
  } catch {
    // Storage full or disabled (private mode): the list is a nicety.
  }
}

function toCard(item: RecentlyViewedItem, locale: Locale): CardView {
  // Entries from before names had languages are English.
  const lang = item.nameLang ?? 'en';
  return {
    id: item.slug,
    name: item.name,
    ...(lang === locale ? {} : { nameLang: lang }),
    slug: item.slug,
    image: item.image,
    variant: {
      id: item.variantId,
      label: '',
      basePricePaise: item.basePricePaise,
      discountedPricePaise: item.discountedPricePaise,
      inStock: item.inStock,
    },
  };
}

export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const t = useT();
  const locale = useLocale();
  const [items, setItems] = useState<RecentlyViewedItem[]>([]);
  useEffect(() => {
    setItems(readRecentlyViewed().filter((item) => item.slug !== exclude));
  }, [exclude]);
  if (items.length === 0) return null;
  return (
    <ProductRow title={t('Recently Viewed')} products={items.map((item) => toCard(item, locale))} />
  );
}
