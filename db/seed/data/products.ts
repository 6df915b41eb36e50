/**
 * The demo catalog: about 140 products across the 13 real categories.
 *
 * Products are written as compact specs below and expanded by a small, fully
 * deterministic generator (a seeded PRNG, no Math.random): prices in paise,
 * stock, product codes, barcodes (colour families share one), warranty,
 * delivery charges, image paths and an HTML description built from
 * per-category templates.
 */
import type { SeedProduct, SeedVariant } from '../types.ts';
import {
  COLOUR_NAMES_KN,
  DESCRIPTION_FRAME_KN,
  type KannadaDescribeContext,
  type KannadaKit,
  sizesTextKn,
  warrantyKn,
} from './kannada-catalog.ts';
import { HOME_KITS_KN } from './kannada-kits-home.ts';
import { KITCHEN_KITS_KN } from './kannada-kits-kitchen.ts';
import { WATER_KITS_KN } from './kannada-kits-water.ts';
import { PRODUCT_NAMES_KN } from './kannada-products.ts';

// ---------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks `n` distinct items, keeping their original order. */
function pickSome<T>(items: readonly T[], n: number, rand: () => number): T[] {
  const indexed = items.map((item, index) => ({ item, index, key: rand() }));
  return indexed
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.min(n, items.length))
    .sort((a, b) => a.index - b.index)
    .map((x) => x.item);
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

function rupees(n: number): number {
  return Math.round(n * 100);
}

// ---------------------------------------------------------------------------
// Product specs
// ---------------------------------------------------------------------------

type VariantSpec = [weight: string, unit: string, baseRupees: number];

interface Spec {
  name: string;
  /** Illustration and description kind, e.g. 'instant', 'storage', 'twintub'. */
  kind: string;
  variants: VariantSpec[];
  /** Discount percent on the first variant. */
  off: number;
  colour?: [name: string, hex: string];
  /** Products with the same family key share a barcode (colour variants). */
  family?: string;
  featured?: boolean;
  /** Indices of variants that are out of stock. */
  oos?: number[];
  /** Extra category names besides the main one. */
  also?: string[];
}

interface CategoryProfile {
  category: string;
  code: string;
  /** Per-unit delivery charge in rupees: [Karnataka, rest of India]. */
  delivery: [number, number];
  specs: Spec[];
}

const GEYSERS: Spec[] = [
  {
    name: 'Instant Geyser 3 Litre',
    kind: 'instant',
    variants: [['3', 'Litre', 3490]],
    off: 43,
    featured: true,
  },
  { name: 'Instant Geyser 1 Litre', kind: 'instant', variants: [['1', 'Litre', 3990]], off: 35 },
  { name: 'Instant Geyser 5 Litre', kind: 'instant', variants: [['5', 'Litre', 5490]], off: 38 },
  {
    name: 'Instant Geyser Compact White',
    kind: 'instant',
    variants: [
      ['1', 'Litre', 3790],
      ['3', 'Litre', 4290],
    ],
    off: 45,
    colour: ['White', '#f1f3f5'],
    family: 'geyser-compact',
  },
  {
    name: 'Instant Geyser Compact Blue',
    kind: 'instant',
    variants: [
      ['1', 'Litre', 3790],
      ['3', 'Litre', 4290],
    ],
    off: 45,
    colour: ['Blue', '#2f6fb5'],
    family: 'geyser-compact',
    oos: [1],
  },
  {
    name: 'Instant Geyser Compact Ivory',
    kind: 'instant',
    variants: [
      ['1', 'Litre', 3790],
      ['3', 'Litre', 4290],
    ],
    off: 41,
    colour: ['Ivory', '#efe4c8'],
    family: 'geyser-compact',
  },
  {
    name: 'Digital Instant Geyser 3 Litre',
    kind: 'instant',
    variants: [['3', 'Litre', 4990]],
    off: 30,
    oos: [0],
  },
  {
    name: 'Instant Geyser Premium',
    kind: 'instant',
    variants: [
      ['3', 'Litre', 4290],
      ['5', 'Litre', 5990],
    ],
    off: 44,
  },
  {
    name: 'Gruha Heat Pro Instant Geyser 6 Litre',
    kind: 'instant',
    variants: [['6', 'Litre', 6490]],
    off: 41,
    featured: true,
  },
  {
    name: 'Storage Water Heater 10 Litre',
    kind: 'storage',
    variants: [['10', 'Litre', 7490]],
    off: 42,
  },
  {
    name: 'Storage Water Heater 15 Litre',
    kind: 'storage',
    variants: [['15', 'Litre', 8490]],
    off: 40,
  },
  {
    name: 'Storage Water Heater 25 Litre',
    kind: 'storage',
    variants: [['25', 'Litre', 10990]],
    off: 38,
  },
  {
    name: 'Storage Geyser Glassline Tank',
    kind: 'storage',
    variants: [
      ['10', 'Litre', 8990],
      ['15', 'Litre', 9990],
      ['25', 'Litre', 11990],
    ],
    off: 35,
    featured: true,
    oos: [2],
  },
  {
    name: 'Storage Geyser with Digital Display',
    kind: 'storage',
    variants: [
      ['15', 'Litre', 10490],
      ['25', 'Litre', 11990],
    ],
    off: 30,
    oos: [0],
  },
  {
    name: 'Storage Geyser Slim 15 Litre',
    kind: 'storage',
    variants: [['15', 'Litre', 9490]],
    off: 46,
  },
  {
    name: 'Horizontal Water Heater 25 Litre',
    kind: 'horizontal',
    variants: [['25', 'Litre', 11490]],
    off: 28,
  },
  { name: 'Gas Water Heater 6 Litre', kind: 'gas', variants: [['6', 'Litre', 5990]], off: 33 },
];

const PORTABLE_WASHERS: Spec[] = [
  {
    name: 'Portable Washing Machine Mini 3 Kg Blue',
    kind: 'portable',
    variants: [['3', 'Kg', 4990]],
    off: 45,
    colour: ['Blue', '#3b82c4'],
    family: 'portable-mini',
    featured: true,
  },
  {
    name: 'Portable Washing Machine Mini 3 Kg Pink',
    kind: 'portable',
    variants: [['3', 'Kg', 4990]],
    off: 45,
    colour: ['Pink', '#e7799f'],
    family: 'portable-mini',
  },
  {
    name: 'Portable Washing Machine with Dryer',
    kind: 'portable',
    variants: [
      ['3.5', 'Kg', 5990],
      ['4.5', 'Kg', 6990],
    ],
    off: 38,
  },
  {
    name: 'Foldable Portable Washer 2 Kg',
    kind: 'foldable',
    variants: [['2', 'Kg', 3490]],
    off: 42,
  },
  {
    name: 'Portable Washing Machine 5 Kg',
    kind: 'portable',
    variants: [['5', 'Kg', 7490]],
    off: 35,
    oos: [0],
  },
  {
    name: 'Bucket Washing Machine 2.5 Kg',
    kind: 'portable',
    variants: [['2.5', 'Kg', 3990]],
    off: 40,
  },
  { name: 'Portable Spin Dryer 3 Kg', kind: 'portable', variants: [['3', 'Kg', 3990]], off: 30 },
  {
    name: 'Baby Clothes Washer 1.5 Kg',
    kind: 'foldable',
    variants: [['1.5', 'Kg', 2990]],
    off: 33,
  },
];

const SEMI_AUTOMATIC: Spec[] = [
  {
    name: 'Semi Automatic Washing Machine 6.5 Kg',
    kind: 'twintub',
    variants: [['6.5', 'Kg', 11990]],
    off: 32,
  },
  {
    name: 'Semi Automatic Washing Machine 7 Kg',
    kind: 'twintub',
    variants: [['7', 'Kg', 12490]],
    off: 30,
  },
  {
    name: 'Semi Automatic Washing Machine 7.5 Kg',
    kind: 'twintub',
    variants: [['7.5', 'Kg', 13490]],
    off: 35,
    featured: true,
  },
  {
    name: 'Semi Automatic Washing Machine 8 Kg',
    kind: 'twintub',
    variants: [['8', 'Kg', 14490]],
    off: 33,
  },
  {
    name: 'Semi Automatic Washing Machine 8.5 Kg',
    kind: 'twintub',
    variants: [['8.5', 'Kg', 15490]],
    off: 36,
  },
  {
    name: 'Semi Automatic Washing Machine 9 Kg',
    kind: 'twintub',
    variants: [['9', 'Kg', 16990]],
    off: 31,
    oos: [0],
  },
  {
    name: 'Semi Automatic Washing Machine 10 Kg',
    kind: 'twintub',
    variants: [['10', 'Kg', 18990]],
    off: 28,
  },
  {
    name: 'Twin Tub Washing Machine Maroon',
    kind: 'twintub',
    variants: [
      ['6.5', 'Kg', 11490],
      ['7.5', 'Kg', 12990],
      ['8.5', 'Kg', 14990],
    ],
    off: 44,
    colour: ['Maroon', '#8c2338'],
    family: 'twintub',
  },
  {
    name: 'Twin Tub Washing Machine Blue',
    kind: 'twintub',
    variants: [
      ['6.5', 'Kg', 11490],
      ['7.5', 'Kg', 12990],
      ['8.5', 'Kg', 14990],
    ],
    off: 44,
    colour: ['Blue', '#2e64a8'],
    family: 'twintub',
    oos: [2],
  },
  {
    name: 'Twin Tub Washing Machine Grey',
    kind: 'twintub',
    variants: [
      ['6.5', 'Kg', 11490],
      ['7.5', 'Kg', 12990],
      ['8.5', 'Kg', 14990],
    ],
    off: 42,
    colour: ['Grey', '#7d8793'],
    family: 'twintub',
  },
  {
    name: 'Semi Automatic Washing Machine Toughened Glass Lid 9 Kg',
    kind: 'twintub',
    variants: [['9', 'Kg', 17990]],
    off: 42,
  },
  {
    name: 'Semi Automatic Washing Machine Jumbo 12 Kg',
    kind: 'twintub',
    variants: [['12', 'Kg', 21990]],
    off: 30,
  },
];

const PRESSURE_WASHERS: Spec[] = [
  {
    name: 'High Pressure Washer 1400 Watt',
    kind: 'pressure',
    variants: [['1400', 'Watt', 6990]],
    off: 45,
  },
  {
    name: 'High Pressure Washer 1600 Watt',
    kind: 'pressure',
    variants: [['1600', 'Watt', 8490]],
    off: 43,
  },
  {
    name: 'High Pressure Washer 1800 Watt Yellow',
    kind: 'pressure',
    variants: [['1800', 'Watt', 10990]],
    off: 48,
    colour: ['Yellow', '#f2b705'],
    family: 'washer-1800',
    featured: true,
  },
  {
    name: 'High Pressure Washer 1800 Watt Red',
    kind: 'pressure',
    variants: [['1800', 'Watt', 10990]],
    off: 48,
    colour: ['Red', '#d63a2f'],
    family: 'washer-1800',
  },
  {
    name: 'High Pressure Washer 2000 Watt',
    kind: 'pressure',
    variants: [['2000', 'Watt', 12990]],
    off: 42,
  },
  {
    name: 'High Pressure Washer 2200 Watt Induction Motor',
    kind: 'pressure',
    variants: [['2200', 'Watt', 18990]],
    off: 38,
    featured: true,
  },
  {
    name: 'High Pressure Washer 2400 Watt Heavy Duty',
    kind: 'pressure',
    variants: [['2400', 'Watt', 15990]],
    off: 36,
  },
  {
    name: 'Commercial Pressure Washer 3000 Watt',
    kind: 'pressure',
    variants: [['3000', 'Watt', 24990]],
    off: 30,
    oos: [0],
  },
  {
    name: 'Cordless Pressure Washer 20 Volt',
    kind: 'cordless',
    variants: [
      ['2', 'Ah', 6490],
      ['4', 'Ah', 7990],
    ],
    off: 40,
  },
  {
    name: 'Car Washer Compact 1500 Watt',
    kind: 'compact',
    variants: [['1500', 'Watt', 5490]],
    off: 44,
  },
  {
    name: 'Pressure Washer with Foam Gun 1700 Watt',
    kind: 'pressure',
    variants: [['1700', 'Watt', 9490]],
    off: 46,
  },
  {
    name: 'Gruha Jet Pro Pressure Washer 1900 Watt',
    kind: 'compact',
    variants: [['1900', 'Watt', 11490]],
    off: 50,
  },
];

const VACUUMS: Spec[] = [
  {
    name: 'Wet-Dry Vacuum Cleaner 20 Litre',
    kind: 'wetdry',
    variants: [['20', 'Litre', 8990]],
    off: 44,
    featured: true,
  },
  {
    name: 'Wet-Dry Vacuum Cleaner 30 Litre Stainless Steel',
    kind: 'wetdry',
    variants: [['30', 'Litre', 11990]],
    off: 40,
  },
  {
    name: 'Drum Vacuum Cleaner 25 Litre',
    kind: 'wetdry',
    variants: [['25', 'Litre', 10490]],
    off: 32,
  },
  {
    name: 'Bagless Vacuum Cleaner 1200 Watt',
    kind: 'canister',
    variants: [['1200', 'Watt', 6490]],
    off: 38,
  },
  {
    name: 'Cyclonic Vacuum Cleaner 1600 Watt',
    kind: 'canister',
    variants: [['1600', 'Watt', 7990]],
    off: 35,
  },
  {
    name: 'Vacuum Cleaner with HEPA Filter 1400 Watt',
    kind: 'canister',
    variants: [['1400', 'Watt', 8490]],
    off: 30,
    oos: [0],
  },
  {
    name: 'Handheld Vacuum Cleaner 800 Watt',
    kind: 'handheld',
    variants: [['800', 'Watt', 2990]],
    off: 33,
  },
  {
    name: 'Cordless Stick Vacuum Cleaner',
    kind: 'stick',
    variants: [
      ['Standard', '', 9990],
      ['Pro', '', 12990],
    ],
    off: 37,
  },
  {
    name: 'Car Vacuum Cleaner 12 Volt',
    kind: 'handheld',
    variants: [['12', 'Volt', 1490]],
    off: 45,
  },
  {
    name: 'Blower cum Vacuum Cleaner 600 Watt',
    kind: 'blower',
    variants: [['600', 'Watt', 2490]],
    off: 42,
  },
];

const PUMPS: Spec[] = [
  {
    name: 'Self Priming Monoblock Pump 0.5 HP',
    kind: 'monoblock',
    variants: [['0.5', 'HP', 3990]],
    off: 28,
  },
  {
    name: 'Self Priming Monoblock Pump 1 HP',
    kind: 'monoblock',
    variants: [['1', 'HP', 5990]],
    off: 30,
    featured: true,
  },
  {
    name: 'Centrifugal Monoblock Pump',
    kind: 'monoblock',
    variants: [
      ['0.5', 'HP', 3790],
      ['1', 'HP', 5490],
      ['1.5', 'HP', 7490],
    ],
    off: 26,
    oos: [2],
  },
  {
    name: 'Submersible Borewell Pump 1 HP',
    kind: 'submersible',
    variants: [['1', 'HP', 11990]],
    off: 25,
  },
  {
    name: 'Openwell Submersible Pump',
    kind: 'openwell',
    variants: [
      ['0.5', 'HP', 6990],
      ['1', 'HP', 8990],
    ],
    off: 30,
  },
  {
    name: 'Pressure Booster Pump 0.5 HP',
    kind: 'booster',
    variants: [['0.5', 'HP', 6490]],
    off: 35,
    oos: [0],
  },
  { name: 'Jet Pump 1 HP', kind: 'monoblock', variants: [['1', 'HP', 7990]], off: 27 },
  { name: 'Shallow Well Pump 0.5 HP', kind: 'monoblock', variants: [['0.5', 'HP', 4490]], off: 33 },
  { name: 'Gruha Aqua Flow Pump 1 HP', kind: 'booster', variants: [['1', 'HP', 6490]], off: 41 },
  {
    name: 'Mini Monoblock Pump 0.25 HP',
    kind: 'monoblock',
    variants: [['0.25', 'HP', 2990]],
    off: 24,
  },
];

const MIXERS: Spec[] = [
  {
    name: 'Mixer Grinder 500 Watt 3 Jar',
    kind: 'mixer',
    variants: [['500', 'Watt', 3490]],
    off: 42,
  },
  {
    name: 'Mixer Grinder 550 Watt 2 Jar',
    kind: 'mixer',
    variants: [['550', 'Watt', 2990]],
    off: 36,
  },
  {
    name: 'Mixer Grinder 750 Watt Red',
    kind: 'mixer',
    variants: [['750', 'Watt', 4990]],
    off: 45,
    colour: ['Red', '#c9302c'],
    family: 'mixer-750',
    featured: true,
  },
  {
    name: 'Mixer Grinder 750 Watt White',
    kind: 'mixer',
    variants: [['750', 'Watt', 4990]],
    off: 45,
    colour: ['White', '#f2f2f2'],
    family: 'mixer-750',
  },
  {
    name: 'Mixer Grinder 750 Watt Black',
    kind: 'mixer',
    variants: [['750', 'Watt', 4990]],
    off: 43,
    colour: ['Black', '#2b2d31'],
    family: 'mixer-750',
    oos: [0],
  },
  {
    name: 'Mixer Grinder 1000 Watt 4 Jar',
    kind: 'mixer',
    variants: [['1000', 'Watt', 6490]],
    off: 38,
  },
  {
    name: 'Juicer Mixer Grinder 1000 Watt',
    kind: 'juicer',
    variants: [['1000', 'Watt', 6990]],
    off: 40,
  },
  { name: 'Nutri Blender 600 Watt', kind: 'blender', variants: [['600', 'Watt', 3990]], off: 43 },
  {
    name: 'Table Top Wet Grinder 2 Litre',
    kind: 'wetgrinder',
    variants: [['2', 'Litre', 5990]],
    off: 35,
    featured: true,
  },
  {
    name: 'Table Top Wet Grinder 3 Litre',
    kind: 'wetgrinder',
    variants: [['3', 'Litre', 7490]],
    off: 32,
  },
  {
    name: 'Tilting Wet Grinder',
    kind: 'tilting',
    variants: [
      ['1.5', 'Litre', 6490],
      ['2', 'Litre', 6990],
    ],
    off: 30,
  },
  {
    name: 'Commercial Wet Grinder',
    kind: 'commercial',
    variants: [
      ['3', 'Litre', 14990],
      ['5', 'Litre', 19990],
    ],
    off: 22,
    oos: [0],
  },
];

const GAS_STOVES: Spec[] = [
  {
    name: 'Stainless Steel Gas Stove',
    kind: 'steel',
    variants: [
      ['2', 'Burner', 2490],
      ['3', 'Burner', 3490],
      ['4', 'Burner', 4490],
    ],
    off: 32,
  },
  {
    name: 'Glass Top Gas Stove 3 Burner Black',
    kind: 'glass',
    variants: [['3', 'Burner', 5990]],
    off: 45,
    colour: ['Black', '#22252a'],
    family: 'stove-3b',
    featured: true,
  },
  {
    name: 'Glass Top Gas Stove 3 Burner Maroon',
    kind: 'glass',
    variants: [['3', 'Burner', 5990]],
    off: 45,
    colour: ['Maroon', '#6e1f2f'],
    family: 'stove-3b',
  },
  {
    name: 'Glass Top Gas Stove 3 Burner Blue',
    kind: 'glass',
    variants: [['3', 'Burner', 5990]],
    off: 43,
    colour: ['Blue', '#1f3f73'],
    family: 'stove-3b',
  },
  {
    name: 'Glass Top Gas Stove 2 Burner',
    kind: 'glass',
    variants: [['2', 'Burner', 3990]],
    off: 42,
  },
  {
    name: 'Glass Top Gas Stove 4 Burner',
    kind: 'glass',
    variants: [['4', 'Burner', 7990]],
    off: 40,
  },
  { name: 'Built-in Gas Hob 4 Burner', kind: 'hob', variants: [['4', 'Burner', 14990]], off: 35 },
  { name: 'Single Burner Gas Stove', kind: 'steel', variants: [['1', 'Burner', 1490]], off: 30 },
  {
    name: 'Auto Ignition Gas Stove 3 Burner',
    kind: 'glass',
    variants: [['3', 'Burner', 6490]],
    off: 38,
    oos: [0],
  },
  {
    name: 'Gruha Brass Burner Gas Stove 2 Burner',
    kind: 'steel',
    variants: [['2', 'Burner', 4490]],
    off: 33,
  },
];

const CHIMNEYS: Spec[] = [
  {
    name: 'Kitchen Chimney Baffle Filter',
    kind: 'pyramid',
    variants: [
      ['60', 'cm', 8990],
      ['90', 'cm', 10990],
    ],
    off: 45,
    featured: true,
  },
  {
    name: 'Auto Clean Kitchen Chimney 60 cm',
    kind: 'curved',
    variants: [['60', 'cm', 14990]],
    off: 42,
  },
  {
    name: 'Auto Clean Kitchen Chimney 90 cm',
    kind: 'curved',
    variants: [['90', 'cm', 17990]],
    off: 40,
  },
  {
    name: 'Curved Glass Chimney 60 cm Black',
    kind: 'curved',
    variants: [['60', 'cm', 11990]],
    off: 38,
    colour: ['Black', '#24272c'],
  },
  {
    name: 'Straight Line Chimney 60 cm',
    kind: 'straight',
    variants: [['60', 'cm', 9990]],
    off: 35,
  },
  {
    name: 'Filterless Chimney 90 cm',
    kind: 'angular',
    variants: [['90', 'cm', 19990]],
    off: 37,
    oos: [0],
  },
  { name: 'Island Chimney 90 cm', kind: 'island', variants: [['90', 'cm', 24990]], off: 30 },
  { name: 'Slim Kitchen Hood 60 cm', kind: 'straight', variants: [['60', 'cm', 6490]], off: 33 },
];

const COOLERS: Spec[] = [
  {
    name: 'Personal Air Cooler 25 Litre White',
    kind: 'personal',
    variants: [['25', 'Litre', 5990]],
    off: 43,
    colour: ['White', '#f3f4f6'],
    family: 'cooler-25',
    featured: true,
  },
  {
    name: 'Personal Air Cooler 25 Litre Blue',
    kind: 'personal',
    variants: [['25', 'Litre', 5990]],
    off: 43,
    colour: ['Blue', '#3a78c2'],
    family: 'cooler-25',
  },
  {
    name: 'Personal Air Cooler 12 Litre',
    kind: 'personal',
    variants: [['12', 'Litre', 3990]],
    off: 40,
    oos: [0],
  },
  {
    name: 'Gruha Breeze Air Cooler 20 Litre',
    kind: 'personal',
    variants: [['20', 'Litre', 4990]],
    off: 44,
  },
  {
    name: 'Desert Air Cooler 55 Litre with Remote',
    kind: 'desert',
    variants: [['55', 'Litre', 10490]],
    off: 45,
  },
  {
    name: 'Desert Air Cooler 70 Litre',
    kind: 'desert',
    variants: [['70', 'Litre', 11990]],
    off: 35,
  },
  {
    name: 'Desert Air Cooler 90 Litre',
    kind: 'desert',
    variants: [['90', 'Litre', 13990]],
    off: 33,
  },
  { name: 'Tower Air Cooler 35 Litre', kind: 'tower', variants: [['35', 'Litre', 8490]], off: 38 },
  {
    name: 'Tower Air Cooler Honeycomb 50 Litre',
    kind: 'tower',
    variants: [['50', 'Litre', 9990]],
    off: 32,
  },
  {
    name: 'Window Air Cooler 40 Litre',
    kind: 'window',
    variants: [['40', 'Litre', 7990]],
    off: 30,
  },
];

const SHOE_RACKS: Spec[] = [
  {
    name: 'Wooden Shoe Rack Walnut',
    kind: 'open',
    variants: [
      ['3', 'Feet', 2990],
      ['4', 'Feet', 3790],
    ],
    off: 42,
    colour: ['Walnut', '#7a4a2a'],
    family: 'shoe-wooden',
    featured: true,
  },
  {
    name: 'Wooden Shoe Rack Wenge',
    kind: 'open',
    variants: [
      ['3', 'Feet', 2990],
      ['4', 'Feet', 3790],
    ],
    off: 42,
    colour: ['Wenge', '#4a3426'],
    family: 'shoe-wooden',
  },
  {
    name: 'Wooden Shoe Rack Grey',
    kind: 'open',
    variants: [
      ['3', 'Feet', 2990],
      ['4', 'Feet', 3790],
    ],
    off: 40,
    colour: ['Grey', '#8a8f96'],
    family: 'shoe-wooden',
    oos: [1],
  },
  {
    name: 'Shoe Cabinet with Doors',
    kind: 'cabinet',
    variants: [
      ['3', 'Feet', 4990],
      ['4', 'Feet', 5990],
    ],
    off: 38,
  },
  {
    name: 'Shoe Rack Cabinet Tall 5 Feet',
    kind: 'cabinet',
    variants: [['5', 'Feet', 5990]],
    off: 35,
  },
  { name: 'Metal Shoe Rack 5 Tier', kind: 'metal', variants: [['5', 'Tier', 1990]], off: 35 },
  { name: 'Foldable Shoe Rack 6 Tier', kind: 'metal', variants: [['6', 'Tier', 1790]], off: 30 },
  {
    name: 'Gruha Compact Shoe Rack 3 Tier',
    kind: 'metal',
    variants: [['3', 'Tier', 1590]],
    off: 25,
  },
  { name: 'Shoe Rack with Seat Bench', kind: 'bench', variants: [['3', 'Feet', 3490]], off: 40 },
  {
    name: 'Wall Mounted Shoe Rack',
    kind: 'open',
    variants: [['3', 'Feet', 2490]],
    off: 33,
    oos: [0],
  },
];

const KORAI_MATS: Spec[] = [
  {
    name: 'Korai Mat Classic Green',
    kind: 'mat',
    variants: [
      ['3 x 6', 'Feet', 690],
      ['4 x 6', 'Feet', 890],
      ['5 x 6', 'Feet', 1190],
    ],
    off: 42,
    colour: ['Green', '#3f8f4f'],
    family: 'korai-classic',
    featured: true,
  },
  {
    name: 'Korai Mat Classic Maroon',
    kind: 'mat',
    variants: [
      ['3 x 6', 'Feet', 690],
      ['4 x 6', 'Feet', 890],
      ['5 x 6', 'Feet', 1190],
    ],
    off: 42,
    colour: ['Maroon', '#8a2332'],
    family: 'korai-classic',
  },
  {
    name: 'Korai Mat Classic Natural',
    kind: 'mat',
    variants: [
      ['3 x 6', 'Feet', 690],
      ['4 x 6', 'Feet', 890],
      ['5 x 6', 'Feet', 1190],
    ],
    off: 40,
    colour: ['Natural', '#c9a96a'],
    family: 'korai-classic',
    oos: [2],
  },
  {
    name: 'Korai Mat Floral Border Blue',
    kind: 'mat',
    variants: [
      ['4 x 6', 'Feet', 990],
      ['5 x 6', 'Feet', 1290],
    ],
    off: 44,
    colour: ['Blue', '#2d5fa0'],
    family: 'korai-floral',
  },
  {
    name: 'Korai Mat Floral Border Red',
    kind: 'mat',
    variants: [
      ['4 x 6', 'Feet', 990],
      ['5 x 6', 'Feet', 1290],
    ],
    off: 44,
    colour: ['Red', '#b8322c'],
    family: 'korai-floral',
  },
  { name: 'Pattamadai Silk Korai Mat', kind: 'mat', variants: [['4 x 6', 'Feet', 2990]], off: 20 },
  {
    name: 'Korai Dining Mat Set of 6',
    kind: 'placemat',
    variants: [['6', 'Pieces', 590]],
    off: 30,
  },
  { name: 'Korai Yoga Mat', kind: 'mat', variants: [['2 x 6', 'Feet', 790]], off: 40 },
  { name: 'Korai Mat Double Bed Size', kind: 'mat', variants: [['6 x 6', 'Feet', 1590]], off: 45 },
  {
    name: 'Korai Mat Striped Multicolour',
    kind: 'mat',
    variants: [['4 x 6', 'Feet', 1090]],
    off: 38,
  },
  { name: 'Kids Korai Mat Small', kind: 'mat', variants: [['2 x 4', 'Feet', 490]], off: 18 },
  {
    name: 'Korai Mat Long Runner',
    kind: 'mat',
    variants: [['2 x 8', 'Feet', 990]],
    off: 34,
    oos: [0],
  },
];

const SOFA_BEDS: Spec[] = [
  {
    name: 'Sofa cum Bed 3 Seater Fabric Grey',
    kind: 'fabric',
    variants: [['3', 'Seater', 24990]],
    off: 44,
    colour: ['Grey', '#7b8590'],
    family: 'sofa-fabric',
    featured: true,
  },
  {
    name: 'Sofa cum Bed 3 Seater Fabric Blue',
    kind: 'fabric',
    variants: [['3', 'Seater', 24990]],
    off: 44,
    colour: ['Blue', '#3c5d8f'],
    family: 'sofa-fabric',
  },
  {
    name: 'Sofa cum Bed 3 Seater Fabric Brown',
    kind: 'fabric',
    variants: [['3', 'Seater', 24990]],
    off: 42,
    colour: ['Brown', '#8a5a3b'],
    family: 'sofa-fabric',
  },
  {
    name: 'Wooden Sofa cum Bed',
    kind: 'wooden',
    variants: [
      ['2', 'Seater', 21990],
      ['3', 'Seater', 29990],
    ],
    off: 38,
  },
  {
    name: 'Futon Sofa cum Bed',
    kind: 'futon',
    variants: [
      ['3', 'Feet', 14990],
      ['4', 'Feet', 17990],
      ['5', 'Feet', 20990],
    ],
    off: 35,
    oos: [1],
  },
  {
    name: 'Pull Out Sofa cum Bed with Storage',
    kind: 'fabric',
    variants: [['3', 'Seater', 34990]],
    off: 30,
    oos: [0],
  },
  {
    name: 'Sofa cum Bed Leatherette 3 Seater Black',
    kind: 'leatherette',
    variants: [['3', 'Seater', 32990]],
    off: 42,
    colour: ['Black', '#2a2b2f'],
  },
  { name: 'L Shape Sofa cum Bed', kind: 'lshape', variants: [['5', 'Seater', 44990]], off: 33 },
];

const PROFILES: CategoryProfile[] = [
  { category: 'Instant Geysers', code: 'GEY', delivery: [99, 299], specs: GEYSERS },
  {
    category: 'Portable Washing Machine',
    code: 'PWM',
    delivery: [149, 449],
    specs: PORTABLE_WASHERS,
  },
  {
    category: 'Semi Automatic washing Machine',
    code: 'SWM',
    delivery: [249, 799],
    specs: SEMI_AUTOMATIC,
  },
  { category: 'High Pressure Washers', code: 'HPW', delivery: [99, 349], specs: PRESSURE_WASHERS },
  { category: 'Vaccum Cleaners', code: 'VAC', delivery: [0, 199], specs: VACUUMS },
  { category: 'Water Pumps', code: 'PMP', delivery: [149, 399], specs: PUMPS },
  { category: 'Mixers and Wet Grinders', code: 'MIX', delivery: [0, 149], specs: MIXERS },
  { category: 'Gas Stoves', code: 'GST', delivery: [99, 299], specs: GAS_STOVES },
  { category: 'Chimneys', code: 'CHM', delivery: [199, 599], specs: CHIMNEYS },
  { category: 'Air coolers', code: 'ACL', delivery: [249, 799], specs: COOLERS },
  { category: 'Shoe Racks', code: 'SHR', delivery: [149, 499], specs: SHOE_RACKS },
  { category: 'Korai Mat', code: 'KOR', delivery: [49, 149], specs: KORAI_MATS },
  { category: 'Sofa cum Beds', code: 'SCB', delivery: [300, 1499], specs: SOFA_BEDS },
];

// ---------------------------------------------------------------------------
// Description templates
// ---------------------------------------------------------------------------

interface DescribeContext {
  spec: Spec;
  rand: () => number;
  /** e.g. '3 and 5 Litre'. */
  sizes: string;
  /** Names of the other colours in the family. */
  otherColours: string[];
  warranty: { option: string; value: string }[];
}

type Para = (c: DescribeContext) => string;
type Rows = (c: DescribeContext) => [string, string][];

interface DescriptionKit {
  intro: Para[];
  use: Para[];
  features: string[];
  rows?: Rows;
}

const firstSize = (c: DescribeContext) => Number(c.spec.variants[0]![0]);
const colourOf = (c: DescribeContext) => c.spec.colour?.[0];

const KITS: Record<string, DescriptionKit> = {
  instant: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> gives you hot water within a couple of minutes of switching on. It is the easy answer for kitchens and small bathrooms, where you want warm water quickly rather than a full bucket.`,
      (c) =>
        `Built for busy mornings, the <strong>${c.spec.name}</strong> heats water on demand with a 3000 watt copper element, so nobody waits for a bath and washing up after dinner is never done in cold water.`,
      (c) =>
        `Compact enough to sit above a wash basin or under the kitchen sink, the <strong>${c.spec.name}</strong> delivers a steady flow of hot water without the wait of a storage heater.`,
    ],
    use: [
      () =>
        'A thermostat switches the element off at the set temperature, and a multi-function valve releases excess pressure, so the geyser is safe even where the building pressure is high. The rust-free body suits the humid bathrooms of coastal Karnataka.',
      () =>
        'Wall brackets, inlet and outlet connectors and a user manual are in the box. Fix it on a solid wall near a 16 A socket; installation by a qualified plumber is recommended, and extra pipes or fittings are charged separately.',
      () =>
        'Switch it on a minute or two before use, and switch it off once you are done: small tanks heat quickly, so there is no need to keep the geyser on all day.',
    ],
    features: [
      'Copper heating element for fast, even heating',
      'Rated for 6.5 bar, suitable for high-rise apartments',
      'Rust-proof ABS outer body',
      'Power and heating indicator lamps',
      'Thermal cut-out and pressure release valve',
      'Compact wall-mount design',
      'Shock-safe plug and ISI-marked components',
      'Low standby heat loss',
    ],
    rows: (c) => [
      ['Capacity', c.sizes],
      ['Power', '3000 W'],
      ['Pressure rating', '6.5 bar'],
      ['Mounting', 'Vertical, wall mounted'],
      [
        'Heating time',
        `About ${Math.max(1, Math.round(firstSize(c) / 2))} to ${Math.max(2, Math.round(firstSize(c) / 2) + 2)} minutes`,
      ],
    ],
  },
  storage: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> keeps a full tank of hot water ready, enough for back-to-back baths in a family of three to five.`,
      (c) =>
        `With thick PUF insulation, the <strong>${c.spec.name}</strong> keeps water hot for hours after it switches off, which saves electricity on chilly monsoon and winter mornings.`,
      (c) =>
        `A dependable storage geyser for family bathrooms, the <strong>${c.spec.name}</strong> pairs a coated inner tank with a 2000 watt incoloy element that resists hard-water scaling.`,
    ],
    use: [
      () =>
        'The inner tank is coated to resist corrosion from hard borewell water, and a magnesium anode protects it further. Replace the anode every two years to keep the tank healthy for a long time.',
      () =>
        'A mechanical thermostat lets you choose the water temperature, and a separate safety cut-out and pressure valve protect against overheating. Mounting brackets and a manual are included.',
      () =>
        'Pick 10 Litre for a couple, 15 Litre for a family of four, or 25 Litre for larger families and bathrooms with a shower panel.',
    ],
    features: [
      'Corrosion-resistant coated inner tank',
      'Incoloy heating element for hard water',
      'High-density PUF insulation',
      'Adjustable thermostat knob',
      'Magnesium anode rod for tank protection',
      'Rated for 8 bar, suitable for high-rise buildings',
      'Heating and power indicator lamps',
      'Works with solar and pressure pump systems',
    ],
    rows: (c) => [
      ['Capacity', c.sizes],
      ['Power', '2000 W'],
      ['Pressure rating', '8 bar'],
      ['Mounting', 'Vertical, wall mounted'],
      ['Inner tank', 'Coated mild steel with anode'],
    ],
  },
  horizontal: {
    intro: [
      (c) =>
        `For bathrooms with a low ceiling or a loft, the <strong>${c.spec.name}</strong> mounts horizontally and still stores a generous 25 litres of hot water.`,
    ],
    use: [
      () =>
        'The long tank sits neatly above a door or in a loft space, leaving the wall below free for shelves and fittings. It runs on a 2000 watt element with an adjustable thermostat.',
      () =>
        'Installation by a qualified plumber is recommended. Brackets and a manual are included; pipes and fittings are charged separately.',
    ],
    features: [
      'Horizontal mounting for lofts and low ceilings',
      'Coated tank resists hard-water corrosion',
      'Adjustable thermostat',
      'Safety cut-out and pressure valve',
      'Thick PUF insulation',
    ],
    rows: (c) => [
      ['Capacity', c.sizes],
      ['Power', '2000 W'],
      ['Mounting', 'Horizontal, wall or loft'],
      ['Pressure rating', '8 bar'],
    ],
  },
  gas: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> runs on a domestic LPG cylinder and heats water as it flows, a practical choice where power cuts are common.`,
    ],
    use: [
      () =>
        'It lights automatically when you open the hot tap and switches off when you close it, so there is no tank to heat and no waiting. Install it in a ventilated space, never inside a closed bathroom.',
      () =>
        'A flame-failure device and an oxygen-depletion sensor shut off the gas if anything is wrong. Battery ignition means no electricity is needed.',
    ],
    features: [
      'Works with domestic LPG',
      'Battery auto-ignition, no electricity needed',
      'Flame-failure safety device',
      'Water and gas flow control knobs',
      'Copper heat exchanger',
    ],
    rows: (c) => [
      ['Capacity', `${c.sizes} per minute`],
      ['Fuel', 'LPG'],
      ['Ignition', 'Battery, automatic'],
      ['Installation', 'Outside the bathroom, ventilated area'],
    ],
  },
  portable: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is made for small homes, hostels and rented rooms: a light, top-loading washer you can keep in the balcony and move wherever there is a tap and a socket.`,
      (c) =>
        `Wash a day's clothes in about fifteen minutes with the <strong>${c.spec.name}</strong>. It uses far less water than a full-size machine and folds neatly into a corner when you are done.`,
      (c) =>
        `Students, bachelors and small families love the <strong>${c.spec.name}</strong>: fill it, add detergent, set the timer and let the pulsator do the scrubbing.`,
    ],
    use: [
      () =>
        'A simple timer knob controls the wash, and the drain hose empties the tub into a bucket or bathroom drain. It is ideal for everyday clothes, baby clothes, towels and inner wear.',
      () =>
        'Do not overload the tub: the stated capacity is for dry clothes. For heavy bedsheets, wash one at a time for the best results.',
      () =>
        'The transparent lid lets you watch the wash, and the compact body weighs only a few kilograms, so it is easy to lift and store.',
    ],
    features: [
      'Compact and light, easy to carry',
      'Timer knob with wash and soak settings',
      'Uses very little water and detergent',
      'Drain hose included',
      'Rust-free plastic body',
      'Low power consumption',
      'Quiet pulsator wash',
    ],
    rows: (c) => [
      ['Wash capacity', c.sizes],
      ['Type', 'Portable, top load'],
      ['Power', `${150 + Math.round(firstSize(c) * 40)} W`],
      ['Timer', '0 to 15 minutes'],
    ],
  },
  foldable: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> collapses flat to the height of a book, so it tucks away in a cupboard or a suitcase when not in use.`,
      (c) =>
        `Gentle on small loads, the <strong>${c.spec.name}</strong> is perfect for baby clothes, socks and undergarments that you would rather wash separately.`,
    ],
    use: [
      () =>
        'Its food-grade silicone walls fold down after each wash, and a small drain valve at the base empties it in a minute.',
      () =>
        'Plug it in, fill with water and detergent, and choose the wash time. The low-speed pulsator is gentle on delicate fabrics.',
    ],
    features: [
      'Folds flat for storage and travel',
      'Gentle wash for delicate fabrics',
      'Built-in drain valve',
      'Low power and water use',
      'Light enough to carry with one hand',
    ],
  },
  twintub: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> combines a large wash tub and a fast spin dryer in one body, giving you full control over each wash at a price that suits every home.`,
      (c) =>
        `A trusted twin-tub design, the <strong>${c.spec.name}</strong> washes a family's clothes with a powerful pulsator and spins them almost dry in minutes.`,
      (c) =>
        `Save water and electricity with the <strong>${c.spec.name}</strong>: reuse the same wash water for several loads, and move clothes to the spin tub only when you are ready.`,
    ],
    use: [
      () =>
        'Choose Gentle, Normal or Strong wash with the selector knob, and set the wash and spin timers separately. A buzzer tells you when the cycle ends.',
      () =>
        'The rust-proof plastic body and rat-proof base suit balconies and utility areas. Castor wheels make it easy to pull the machine out for cleaning.',
      () =>
        'A lint filter catches fluff, and a collar scrubber helps with stubborn stains on shirt collars and cuffs. Connect it to any tap; no pressure pump is needed.',
    ],
    features: [
      'Separate wash and spin tubs',
      'Three wash programs: Gentle, Normal, Strong',
      'Powerful 1350 rpm spin',
      'Rat-proof base and rust-proof body',
      'Lint filter and collar scrubber',
      'Buzzer at the end of the cycle',
      'Works without a pressure pump',
      'Castor wheels for easy moving',
    ],
    rows: (c) => [
      ['Wash capacity', c.sizes],
      ['Spin speed', '1350 rpm'],
      ['Wash programs', '3 (Gentle, Normal, Strong)'],
      ['Body', 'Rust-proof plastic'],
      ['Colour', colourOf(c) ?? 'White with grey lids'],
    ],
  },
  pressure: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> cleans cars, bikes, porches and terraces in a fraction of the time a bucket and brush would take, while using up to 80 percent less water than a garden hose.`,
      (c) =>
        `Mud on the scooter after a monsoon ride, moss on the compound wall, grime on the parking floor: the <strong>${c.spec.name}</strong> blasts it all off with a focused, high-pressure jet.`,
      (c) =>
        `Powered by a ${c.spec.variants[0]![0]} watt motor, the <strong>${c.spec.name}</strong> is a strong, easy-to-use pressure washer for homes, garages and small car-wash businesses.`,
    ],
    use: [
      () =>
        'It comes with a spray gun, an adjustable nozzle, a foam bottle for shampoo and a high-pressure hose. Connect a garden hose to the inlet or draw water from a bucket using the suction hose.',
      () =>
        'Total stop system switches the motor off when you release the trigger, saving power and extending the life of the pump. Always wear footwear and never point the jet at people or animals.',
      () =>
        'Switch between a narrow jet for tough dirt and a wide fan for delicate painted surfaces. Wheels and a long handle make it easy to move around the car.',
    ],
    features: [
      'Total stop system for safety and longer life',
      'Adjustable nozzle from jet to fan spray',
      'Foam bottle for car shampoo',
      'Self-priming: draws water from a bucket',
      'Copper-wound motor',
      'Long high-pressure hose',
      'Wheels and carry handle',
      'Auto-stop on trigger release',
    ],
    rows: (c) => {
      const watts = firstSize(c);
      return [
        ['Motor power', `${watts} W`],
        ['Maximum pressure', `${Math.round(watts / 14)} bar`],
        ['Flow rate', `${(5 + watts / 800).toFixed(1)} litres per minute`],
        ['Hose length', `${watts >= 2000 ? 8 : 5} metres`],
        ['Motor type', c.spec.name.includes('Induction') ? 'Induction' : 'Universal, copper wound'],
      ];
    },
  },
  compact: {
    intro: [
      (c) =>
        `Small enough to carry in the boot, the <strong>${c.spec.name}</strong> is an upright compact washer that cleans a car in about twenty minutes.`,
      (c) =>
        `The <strong>${c.spec.name}</strong> keeps the gun, hose and nozzles clipped to its body, so the whole kit is ready the moment you take it out.`,
    ],
    use: [
      () =>
        'Draw water from a bucket or connect a tap. The foam lance spreads shampoo evenly, and the jet nozzle rinses it off without scratches.',
      () =>
        'Total stop system turns the motor off when the trigger is released. Store it indoors and drain the water after use.',
    ],
    features: [
      'Compact upright body with onboard storage',
      'Foam lance and jet nozzle',
      'Self-priming from a bucket',
      'Total stop system',
      'Copper-wound motor',
      'Carry handle',
    ],
    rows: (c) => [
      ['Motor power', `${firstSize(c)} W`],
      ['Maximum pressure', `${Math.round(firstSize(c) / 14)} bar`],
      ['Hose length', '5 metres'],
    ],
  },
  cordless: {
    intro: [
      (c) =>
        `No socket nearby? The <strong>${c.spec.name}</strong> runs on a rechargeable battery and draws water from a bucket, so you can wash the bike in the parking lot or water plants on the terrace.`,
    ],
    use: [
      () =>
        'Choose the 2 Ah battery for quick jobs or the 4 Ah battery for about 40 minutes of continuous use. A charger and a 5 metre suction hose are included.',
      () =>
        'Six spray patterns cover everything from gentle plant misting to a strong jet for muddy tyres.',
    ],
    features: [
      'Rechargeable 20 V battery',
      '6-in-1 spray nozzle',
      'Draws water from any bucket',
      'Light, one-hand operation',
      'Charger included',
    ],
  },
  wetdry: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> picks up dust, wet spills and even water from a flooded bathroom floor, making it the all-round cleaner for homes, shops and cars.`,
      (c) =>
        `From sawdust after a carpentry job to a spilled bucket of water, the <strong>${c.spec.name}</strong> handles mess that ordinary vacuums cannot.`,
    ],
    use: [
      () =>
        'Switch from dry to wet use by removing the cloth filter; a float valve stops suction when the tank is full. The blower function helps clear leaves and dust from corners.',
      () =>
        'It comes with a flexible hose, extension wands, a floor brush, a crevice tool and a wet squeegee. Castor wheels let it follow you around the room.',
    ],
    features: [
      'Wet and dry pickup',
      'Blower function',
      'Large drum, easy to empty',
      'Float valve prevents overflow',
      'Washable cloth filter',
      'Floor brush, crevice tool and squeegee',
      'Castor wheels',
    ],
    rows: (c) => [
      ['Tank capacity', c.sizes],
      ['Power', '1400 W'],
      ['Suction', '18 kPa'],
      ['Cord length', '5 metres'],
    ],
  },
  canister: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a light canister vacuum that glides across tiles, carpets and sofas, pulling out the fine dust that a broom leaves behind.`,
      (c) =>
        `Keep allergies at bay with the <strong>${c.spec.name}</strong>: strong suction and a fine filter trap dust, pet hair and pollen.`,
    ],
    use: [
      () =>
        'The dust container clicks out and empties with one button, so there are no bags to buy. Wash the filter every few weeks and let it dry fully before refitting.',
      () =>
        'A two-in-one floor brush switches between hard floors and carpets, and the crevice tool reaches behind sofas and into car seats.',
    ],
    features: [
      'Bagless, easy-empty dust container',
      'Washable filter',
      'Two-position floor brush',
      'Crevice and upholstery tools',
      'Automatic cord rewind',
      'Suction control on the handle',
    ],
    rows: (c) => [
      ['Power', `${firstSize(c)} W`],
      ['Dust capacity', '1.5 litres'],
      ['Filter', c.spec.name.includes('HEPA') ? 'HEPA' : 'Washable cyclonic'],
      ['Cord length', '5 metres'],
    ],
  },
  handheld: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a quick grab-and-clean vacuum for crumbs on the dining table, dust on the keyboard and sand in the car.`,
    ],
    use: [
      () =>
        'It weighs about a kilogram, comes with a crevice nozzle and a brush, and its washable filter keeps suction strong.',
      () =>
        'Empty the clear dust cup after each use. Store it near the entrance or in the car for daily touch-ups.',
    ],
    features: [
      'Light, one-hand use',
      'Crevice nozzle and brush',
      'Washable filter',
      'Transparent dust cup',
      'Long cord for cars and sofas',
    ],
  },
  stick: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a cordless, bagless stick vacuum that converts to a handheld for sofas, stairs and car seats.`,
    ],
    use: [
      () =>
        'The Standard pack runs about 25 minutes on a charge; the Pro pack adds a second battery and a motorised brush for carpets.',
      () => 'Hang it on the wall bracket to charge, so it is always ready for a quick clean.',
    ],
    features: [
      'Cordless, up to 25 minutes per charge',
      'Converts to a handheld',
      'LED light on the floor head',
      'Wall-mount charging bracket',
      'Washable filter',
    ],
  },
  blower: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> blows dust out of computer cabinets, AC filters and corners, then switches to suction to collect it.`,
    ],
    use: [
      () =>
        'A dust bag attaches for vacuum mode. Variable speed lets you choose a gentle or strong air flow.',
      () =>
        'Electricians, workshops and homes with a lot of electronics will find it handy for regular dust cleaning.',
    ],
    features: [
      'Blower and vacuum in one',
      'Variable speed',
      'Dust bag included',
      'Light and easy to hold',
    ],
  },
  monoblock: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> lifts water from the sump to the overhead tank quickly and reliably, with a copper-wound motor built for Indian voltage.`,
      (c) =>
        `A sturdy pump for homes and small farms, the <strong>${c.spec.name}</strong> handles daily filling of overhead tanks and garden watering.`,
      (c) =>
        `Built for wide voltage swings, the <strong>${c.spec.name}</strong> starts reliably even on a weak supply and keeps water flowing to your tank.`,
    ],
    use: [
      () =>
        'Mount it on a level base close to the sump, keep the suction pipe short and use a foot valve. Fill the pump with water before the first start.',
      () =>
        'The cast-iron body and brass impeller resist wear, and the thermal overload protector switches the motor off if it overheats.',
      () =>
        'Pair it with an automatic water-level controller so the pump switches off when the tank is full, saving electricity and water.',
    ],
    features: [
      '100 percent copper winding',
      'Works on wide voltage, 180 to 240 V',
      'Thermal overload protection',
      'Cast-iron body, brass impeller',
      'Self priming',
      'Low noise operation',
    ],
    rows: (c) => {
      const hp = firstSize(c);
      return [
        ['Motor', c.sizes],
        ['Head range', `${Math.round(6 + hp * 18)} to ${Math.round(18 + hp * 24)} metres`],
        ['Pipe size', hp >= 1 ? '25 x 25 mm' : '25 x 20 mm'],
        ['Supply', 'Single phase, 220 V'],
      ];
    },
  },
  submersible: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is designed to be lowered into a 100 mm borewell and deliver water from deep underground.`,
    ],
    use: [
      () =>
        'A stainless steel body and water-filled motor resist corrosion and sand. A control panel with a starter and capacitor is included.',
      () =>
        'Installation by a qualified borewell technician is recommended. Cable and pipe are sold separately.',
    ],
    features: [
      'Stainless steel body',
      'Sand-resistant impellers',
      'Control panel included',
      'Single phase',
      'Water-filled motor',
    ],
    rows: (c) => [
      ['Motor', c.sizes],
      ['Borewell size', '100 mm'],
      ['Stages', '15'],
      ['Supply', 'Single phase, 220 V'],
    ],
  },
  openwell: {
    intro: [
      (c) =>
        `Drop the <strong>${c.spec.name}</strong> into an open well or a sump and it pumps water out without any priming.`,
    ],
    use: [
      () =>
        'The pump sits fully underwater, so it runs quietly and stays cool. A float switch can be added to stop it when the water level drops.',
      () => 'Lift it with the rope ring provided; do not use the cable to lower the pump.',
    ],
    features: [
      'No priming needed',
      'Runs quietly underwater',
      'Stainless steel shaft',
      'Thermal protection',
    ],
  },
  booster: {
    intro: [
      (c) =>
        `Weak flow from the shower? The <strong>${c.spec.name}</strong> boosts water pressure for bathrooms on the upper floors and runs your geyser and washing machine properly.`,
    ],
    use: [
      () =>
        'A flow switch starts the pump when a tap is opened and stops it when closed, so it works automatically.',
      () =>
        'Fix it on the outlet line of the overhead tank. The pump runs quietly and is sized for one or two bathrooms.',
    ],
    features: [
      'Automatic flow switch',
      'Quiet operation',
      'Compact size',
      'Copper-wound motor',
      'Thermal protection',
    ],
    rows: (c) => [
      ['Motor', c.sizes],
      ['Maximum pressure', '2.2 bar'],
      ['Control', 'Automatic, flow switch'],
    ],
  },
  mixer: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> grinds idli batter, chutneys and masalas smoothly and quickly, with stainless steel jars sized for daily South Indian cooking.`,
      (c) =>
        `From coconut chutney in the morning to fresh masala for the evening curry, the <strong>${c.spec.name}</strong> is the hardest-working appliance in the kitchen.`,
      (c) =>
        `The <strong>${c.spec.name}</strong> is built to handle wet and dry grinding every day, with a ${c.spec.variants[0]![0]} watt copper motor and sharp stainless steel blades.`,
    ],
    use: [
      () =>
        'It comes with a large wet-grinding jar, a dry-grinding jar and a small chutney jar. Leak-proof lids and firm handles keep things tidy.',
      () =>
        'Three speeds and a pulse setting give you coarse or fine results. An overload protector switches the motor off if it is overloaded.',
      () =>
        'Anti-skid feet keep the mixer steady at full speed. Do not run it for more than a few minutes at a stretch; let it rest between batches.',
    ],
    features: [
      'Copper-wound motor',
      'Stainless steel jars and blades',
      'Three speeds with pulse',
      'Overload protection',
      'Leak-proof lids',
      'Anti-skid feet',
      'Easy-clean body',
    ],
    rows: (c) => [
      ['Motor power', `${firstSize(c)} W`],
      ['Speed', '3 speeds and pulse'],
      ['Jars', c.spec.name.includes('4 Jar') ? '4' : c.spec.name.includes('2 Jar') ? '2' : '3'],
      ['Colour', colourOf(c) ?? 'White and grey'],
    ],
  },
  juicer: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> adds a centrifugal juicer to a full mixer grinder, so fresh mosambi or carrot juice is as easy as a chutney.`,
    ],
    use: [
      () =>
        'The juicer attachment has a wide feed tube and a pulp collector; the three grinding jars handle batters and masalas.',
      () =>
        'All parts that touch food detach for washing. Use the pulse setting for coarse grinding.',
    ],
    features: [
      'Juicer attachment with pulp collector',
      '3 grinding jars',
      'Copper-wound motor',
      'Overload protection',
      '3 speeds and pulse',
    ],
    rows: (c) => [
      ['Motor power', `${firstSize(c)} W`],
      ['Attachments', 'Juicer and 3 jars'],
    ],
  },
  blender: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> blends smoothies, protein shakes and lassi right in the bottle you drink from.`,
    ],
    use: [
      () =>
        'Two sipper bottles with lids are included; a grinding blade also handles small amounts of dry masala.',
      () =>
        'Press and twist the bottle to start; it stops as soon as you lift it off, for safe use.',
    ],
    features: ['Blend in the bottle', 'Two sipper bottles', 'Dry grinding blade', 'Safety lock'],
  },
  wetgrinder: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> grinds soft, fluffy idli and dosa batter with traditional granite stones, the way it has always been done in South Indian homes.`,
      (c) =>
        `Slow grinding with stone rollers keeps the batter cool and airy. The <strong>${c.spec.name}</strong> brings that taste home without the effort.`,
    ],
    use: [
      () =>
        'The drum lifts out for easy pouring and washing. A coconut scraper and atta kneader attachment come in the box.',
      () =>
        'Soak rice and urad dal as usual, add a little water at a time, and let the stones do the work for about 25 to 30 minutes.',
    ],
    features: [
      'Granite grinding stones',
      'Removable stainless steel drum',
      'Coconut scraper and atta kneader',
      'Low noise motor',
      'See-through lid',
      'Overload protection',
    ],
    rows: (c) => [
      ['Drum capacity', c.sizes],
      ['Motor', '150 W'],
      ['Stones', 'Granite, conical rollers'],
    ],
  },
  tilting: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> tilts forward to pour batter straight into the vessel, so there is no need to lift a heavy drum.`,
    ],
    use: [
      () =>
        'Granite stones grind rice and urad dal into smooth batter; the drum locks in place while grinding and tilts when you are done.',
      () => 'Choose the 1.5 Litre drum for a small family or the 2 Litre drum for larger batches.',
    ],
    features: ['Tilting drum', 'Granite stones', 'Removable drum', 'Atta kneader', 'Low noise'],
  },
  commercial: {
    intro: [
      (c) =>
        `For hotels, messes and catering kitchens, the <strong>${c.spec.name}</strong> grinds large batches of batter continuously through a busy service.`,
    ],
    use: [
      () =>
        'A heavy-duty motor, thick granite stones and a stainless steel drum are made for all-day use. The stand is fitted with castor wheels.',
      () =>
        'Delivery is by goods carrier; our team helps with first use and stone setting at the time of installation in Karnataka.',
    ],
    features: [
      'Heavy-duty motor',
      'Thick granite stones',
      'Stainless steel drum and body',
      'Castor wheels',
      'Continuous duty',
    ],
    rows: (c) => [
      ['Drum capacity', c.sizes],
      ['Motor', '0.5 HP'],
      ['Use', 'Commercial kitchens'],
    ],
  },
  glass: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> pairs a toughened glass top with heavy brass burners, for a kitchen that looks smart and cooks efficiently.`,
      (c) =>
        `Easy to wipe clean and built to last, the <strong>${c.spec.name}</strong> gives you powerful burners for tadka and gentle simmer for dal and rice.`,
    ],
    use: [
      () =>
        'The glass is 6 mm thick and toughened to withstand heat and the weight of heavy pressure cookers. Sturdy pan supports keep vessels stable.',
      () =>
        'Ergonomic knobs give precise flame control. It works with LPG; a PNG conversion kit is available on request.',
      () =>
        'Clean the glass with a soft cloth and mild soap after it cools. Rubber feet keep the stove steady on the counter.',
    ],
    features: [
      '6 mm toughened glass top',
      'Heavy brass burners',
      'Ergonomic control knobs',
      'Sturdy pan supports',
      'Spill-proof design',
      'Rubber feet for stability',
      'ISI-certified',
    ],
    rows: (c) => [
      ['Burners', c.sizes],
      ['Top', '6 mm toughened glass'],
      ['Burner type', 'Brass'],
      ['Ignition', c.spec.name.includes('Auto Ignition') ? 'Automatic' : 'Manual'],
      ['Fuel', 'LPG'],
    ],
  },
  steel: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a sturdy, no-fuss cooktop with a stainless steel body that does not rust and cleans in seconds.`,
      (c) =>
        `A dependable choice for every kitchen, the <strong>${c.spec.name}</strong> has high-efficiency burners that save gas on everyday cooking.`,
    ],
    use: [
      () =>
        'Removable drip trays catch spills, and the pan supports lift out for washing. The body sits on rubber feet for stability.',
      () =>
        'Works with LPG; a PNG conversion kit is available on request. Always close the cylinder valve when not cooking.',
    ],
    features: [
      'Rust-proof stainless steel body',
      'High-efficiency burners',
      'Removable drip trays',
      'Sturdy pan supports',
      'ISI-certified',
    ],
    rows: (c) => [
      ['Burners', c.sizes],
      ['Body', 'Stainless steel'],
      ['Ignition', 'Manual'],
    ],
  },
  hob: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> sits flush in your kitchen counter for a seamless, modular look with four powerful burners.`,
    ],
    use: [
      () =>
        'It has auto ignition, flame-failure safety on every burner and cast-iron pan supports. A counter cut-out is required; our installer will guide the carpenter.',
      () =>
        'Installation in Tumakuru and Bengaluru is included; elsewhere a local technician can install it using the template in the box.',
    ],
    features: [
      'Built-in flush design',
      'Auto ignition',
      'Flame-failure safety device',
      'Cast-iron pan supports',
      'Toughened glass top',
    ],
    rows: (c) => [
      ['Burners', c.sizes],
      ['Ignition', 'Automatic'],
      ['Cut-out size', '720 x 400 mm'],
    ],
  },
  pyramid: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a classic pyramid hood with stainless steel baffle filters that handle the heavy smoke and oil of Indian cooking.`,
    ],
    use: [
      () =>
        'Baffle filters trap oil and are dishwasher safe. Push-button controls give three speeds and a light for the cooktop.',
      () =>
        'Pick 60 cm for a 2 or 3 burner stove and 90 cm for a 4 burner hob. Standard installation and duct pipe are included.',
    ],
    features: [
      'Stainless steel baffle filters',
      'Three speeds',
      'LED lamp',
      'Push-button controls',
      'Duct pipe included',
    ],
    rows: (c) => [
      ['Width', c.sizes],
      ['Suction', '1100 cubic metres per hour'],
      ['Filter', 'Baffle'],
      ['Controls', 'Push button'],
    ],
  },
  curved: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> pairs a curved glass canopy with a strong motor that clears tadka smoke before it spreads through the house.`,
      (c) =>
        `Touch controls, gesture sensing and a glass canopy make the <strong>${c.spec.name}</strong> a smart centrepiece for a modular kitchen.`,
    ],
    use: [
      () =>
        'Auto clean heats the oil collector so the oil drains into a cup, keeping suction strong for longer between services.',
      () =>
        'Standard installation is included in Karnataka. A duct outlet to the outside wall is required.',
    ],
    features: [
      'Curved glass canopy',
      'Touch and gesture controls',
      'Auto clean',
      'Oil collector cup',
      'LED lamps',
      'Low noise motor',
    ],
    rows: (c) => [
      ['Width', c.sizes],
      ['Suction', '1350 cubic metres per hour'],
      ['Controls', 'Touch and gesture'],
    ],
  },
  straight: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a slim, straight-line hood that fits under wall cabinets in smaller kitchens.`,
    ],
    use: [
      () =>
        'Aluminium mesh filters are washable; clean them every two weeks for the best suction. Push-button controls are easy to use with wet hands.',
      () =>
        'It can be ducted outside or used in recirculation mode with a carbon filter, sold separately.',
    ],
    features: [
      'Slim profile',
      'Washable filters',
      'Two speeds',
      'LED lamp',
      'Ducted or recirculation',
    ],
  },
  angular: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> has no mesh or baffle to clean: a filterless design with an angled glass front and a powerful motor.`,
    ],
    use: [
      () =>
        'Auto clean and an oil collector keep maintenance to a minimum. Motion sensing lets you change speed with a wave.',
      () => 'Installation is included in Karnataka. A duct outlet to the outside wall is required.',
    ],
    features: [
      'Filterless design',
      'Angled glass front',
      'Motion sensor',
      'Auto clean',
      '1400 cubic metres per hour suction',
    ],
    rows: (c) => [
      ['Width', c.sizes],
      ['Suction', '1400 cubic metres per hour'],
      ['Filter', 'Filterless'],
    ],
  },
  island: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> hangs from the ceiling over a kitchen island, with a stainless steel and glass canopy that looks good from every side.`,
    ],
    use: [
      () =>
        'Baffle filters on all sides handle heavy cooking; touch controls and dimmable lamps sit on the front panel.',
      () => 'Professional installation is recommended because the hood is ceiling mounted.',
    ],
    features: [
      'Ceiling mounted',
      'Baffle filters',
      'Touch controls',
      'Dimmable LED lamps',
      'Stainless steel and glass',
    ],
  },
  personal: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a compact cooler for a bedroom or study, throwing a cool breeze without the power bill of an air conditioner.`,
      (c) =>
        `Beat the summer heat with the <strong>${c.spec.name}</strong>: honeycomb pads and a strong fan cool a small room in minutes.`,
    ],
    use: [
      () =>
        'Fill the tank from the front, switch on the pump and choose from three fan speeds. An ice chamber gives extra cooling on the hottest afternoons.',
      () =>
        'Castor wheels let you move it from room to room, and it runs on an inverter during power cuts.',
      () =>
        'Clean the honeycomb pads at the start of each summer and change the water every few days to keep it fresh.',
    ],
    features: [
      'Honeycomb cooling pads',
      'Three fan speeds',
      'Ice chamber',
      'Runs on inverter',
      'Castor wheels',
      'Water level indicator',
      'Auto swing louvres',
    ],
    rows: (c) => [
      ['Tank capacity', c.sizes],
      ['Air throw', '8 metres'],
      ['Power', '120 W'],
      ['Room size', 'Up to 150 sq ft'],
    ],
  },
  desert: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> moves a huge volume of air, cooling a large hall, shop or office even in the dry heat of north Karnataka summers.`,
      (c) =>
        `Built for large spaces, the <strong>${c.spec.name}</strong> has a powerful fan and big honeycomb pads for long, strong air throw.`,
    ],
    use: [
      () =>
        'The large tank runs through the night without refilling. Auto swing spreads the air evenly across the room.',
      () =>
        'Place it near a window or door for cross ventilation: evaporative coolers work best with fresh air coming in.',
    ],
    features: [
      'Large water tank',
      'Honeycomb pads on three sides',
      'Strong air throw',
      'Auto swing',
      'Castor wheels',
      'Inverter compatible',
    ],
    rows: (c) => [
      ['Tank capacity', c.sizes],
      ['Air throw', '15 metres'],
      ['Power', '200 W'],
      ['Room size', 'Up to 500 sq ft'],
    ],
  },
  tower: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a slim tower cooler that fits in the corner of a living room and spreads cool air from top to bottom.`,
    ],
    use: [
      () =>
        'A remote control, timer and three speeds make it easy to use from the sofa. Honeycomb pads give efficient cooling.',
      () => 'The narrow footprint saves space; castor wheels help you move it.',
    ],
    features: [
      'Slim tower design',
      'Remote control and timer',
      'Honeycomb pads',
      'Three speeds',
      'Castor wheels',
    ],
    rows: (c) => [
      ['Tank capacity', c.sizes],
      ['Air throw', '10 metres'],
      ['Power', '150 W'],
    ],
  },
  window: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> fits in a window, drawing in fresh air from outside and cooling it before it enters the room.`,
    ],
    use: [
      () => 'Fixing brackets are included. It works best in rooms with good ventilation.',
      () => 'Top-fill tank and three speeds; clean pads each summer.',
    ],
    features: ['Window mounted', 'Fresh air intake', 'Three speeds', 'Fixing brackets included'],
  },
  open: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> keeps the family's footwear neat by the door, with open shelves that let shoes air out.`,
      (c) =>
        `A tidy entrance makes a good first impression. The <strong>${c.spec.name}</strong> holds everyday chappals and shoes on sturdy engineered-wood shelves.`,
    ],
    use: [
      () =>
        'It is made of engineered wood with a laminate finish that resists moisture and is easy to wipe clean. Slanted shelves hold shoes securely.',
      () =>
        'It comes flat-packed with all fittings and an easy assembly guide; assembly takes about 30 minutes with a screwdriver.',
    ],
    features: [
      'Engineered wood with laminate finish',
      'Open shelves for airflow',
      'Holds 12 to 18 pairs',
      'Easy assembly',
      'Moisture-resistant',
      'Wipe-clean surface',
    ],
    rows: (c) => [
      ['Height', c.sizes],
      ['Material', 'Engineered wood'],
      ['Finish', colourOf(c) ?? 'Walnut'],
      ['Assembly', 'Do it yourself, 30 minutes'],
    ],
  },
  cabinet: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> hides shoes behind closed doors, keeping dust out and the entrance tidy.`,
      (c) =>
        `With closed doors and plenty of room inside, the <strong>${c.spec.name}</strong> keeps a family's shoes out of sight and free of dust.`,
    ],
    use: [
      () =>
        'Ventilation slots keep the inside fresh. Adjustable shelves fit sneakers, sandals and tall boots.',
      () =>
        'The top doubles as a console for keys and letters. Wall anchors are included for safety.',
    ],
    features: [
      'Closed doors keep dust out',
      'Adjustable shelves',
      'Ventilation slots',
      'Wall anchor included',
      'Engineered wood',
    ],
    rows: (c) => [
      ['Height', c.sizes],
      ['Material', 'Engineered wood'],
      ['Doors', '2'],
    ],
  },
  metal: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a light, rust-proof metal rack that stands anywhere: the entrance, a balcony or inside a wardrobe.`,
    ],
    use: [
      () =>
        'Powder-coated steel tubes and plastic joints snap together without tools. Add or remove tiers as needed.',
      () => 'Its open design dries wet shoes quickly in the monsoon.',
    ],
    features: [
      'Rust-proof powder-coated steel',
      'No tools needed',
      'Stackable tiers',
      'Light and portable',
    ],
  },
  bench: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> gives you a cushioned seat to put on your shoes and two shelves beneath to store them.`,
    ],
    use: [
      () => 'The seat takes up to 120 kg. Made of engineered wood with a soft upholstered top.',
      () => 'Ideal for the entrance or the foot of the bed.',
    ],
    features: ['Cushioned seat', 'Two storage shelves', 'Holds 8 pairs', 'Sturdy engineered wood'],
  },
  mat: {
    intro: [
      (c) =>
        `Hand-woven from natural korai grass, the <strong>${c.spec.name}</strong> stays cool to sit or sleep on, even on the hottest summer afternoon.`,
      (c) =>
        `A Tamil Nadu and Karnataka classic, the <strong>${c.spec.name}</strong> is woven by artisans on traditional looms with cotton warp for strength.`,
      (c) =>
        `Roll out the <strong>${c.spec.name}</strong> for an afternoon nap, a family meal on the floor, yoga or festival guests. Roll it back and it takes almost no space.`,
    ],
    use: [
      () =>
        'Korai grass is naturally cool, breathable and free of chemicals. Wipe with a damp cloth and dry in the shade; avoid soaking in water.',
      () => 'Each mat is handmade, so small differences in colour and weave are part of its charm.',
      () => 'Store it rolled, not folded, to keep the weave straight.',
    ],
    features: [
      'Hand-woven natural korai grass',
      'Cotton warp for strength',
      'Cool and breathable',
      'Rolls up for storage',
      'Chemical-free',
      'Fabric-bound edges',
    ],
    rows: (c) => [
      ['Size', c.sizes],
      ['Material', 'Korai grass and cotton'],
      ['Colour', colourOf(c) ?? 'Multicolour'],
      ['Care', 'Wipe clean, dry in shade'],
    ],
  },
  placemat: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> brings a natural, handmade look to the dining table, and protects it from hot plates and spills.`,
    ],
    use: [
      () =>
        'Six hand-woven korai placemats, each about 45 by 30 cm. Wipe with a damp cloth after meals.',
      () => 'They also make a thoughtful gift for housewarmings and festivals.',
    ],
    features: ['Set of six', 'Hand-woven korai grass', 'Heat resistant', 'Wipe clean'],
  },
  fabric: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a comfortable sofa by day and a full bed for guests by night, perfect for compact apartments.`,
      (c) =>
        `Short on space for a guest room? The <strong>${c.spec.name}</strong> unfolds into a bed in seconds and folds back into a smart sofa.`,
    ],
    use: [
      () =>
        'A solid wood frame and high-density foam seating keep it firm for years. The upholstery is a soft, durable fabric that is easy to vacuum.',
      () =>
        'A simple pull-and-click mechanism converts it into a bed; two cushions are included. Delivery is in ready-to-use condition.',
      () =>
        'Free installation and demonstration in Tumakuru and Bengaluru; elsewhere, delivery includes easy instructions.',
    ],
    features: [
      'Converts to a bed in seconds',
      'Solid wood frame',
      'High-density foam',
      'Durable fabric upholstery',
      'Two cushions included',
      'Sleeps two adults',
    ],
    rows: (c) => [
      ['Seating', c.sizes],
      ['Bed size', '72 x 58 inches'],
      ['Frame', 'Solid wood'],
      ['Upholstery', colourOf(c) ? `Fabric, ${colourOf(c)}` : 'Fabric'],
    ],
  },
  wooden: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> has a sturdy sheesham wood frame with a traditional look and cushions that make it a comfortable bed for guests.`,
    ],
    use: [
      () =>
        'Pull the seat forward and the back folds down to make a flat bed. The wood is finished in a warm honey polish.',
      () => 'Choose 2 Seater for a study or 3 Seater for the living room.',
    ],
    features: [
      'Sheesham wood frame',
      'Honey polish finish',
      'Removable cushion covers',
      'Folds into a bed',
    ],
    rows: (c) => [
      ['Seating', c.sizes],
      ['Wood', 'Sheesham'],
      ['Finish', 'Honey polish'],
    ],
  },
  futon: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is a low, minimal sofa that lays flat into a futon mattress, ideal for studios and kids' rooms.`,
    ],
    use: [
      () =>
        'Pick the width that fits your room: 3 Feet for a single, 4 Feet for a small double or 5 Feet for a full double bed.',
      () => 'The metal frame folds with one hand; the mattress cover is removable and washable.',
    ],
    features: ['Lays flat into a bed', 'Removable washable cover', 'Metal frame', 'Three widths'],
  },
  leatherette: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> is upholstered in easy-clean leatherette that shrugs off spills, a smart choice for homes with children.`,
    ],
    use: [
      () =>
        'Adjustable backrest positions let you sit up, lounge or sleep. A solid wood frame with high-density foam gives lasting comfort.',
      () => 'Wipe clean with a damp cloth; avoid direct sunlight to keep the colour rich.',
    ],
    features: [
      'Easy-clean leatherette',
      'Adjustable backrest',
      'Solid wood frame',
      'High-density foam',
    ],
    rows: (c) => [
      ['Seating', c.sizes],
      ['Upholstery', 'Leatherette'],
      ['Bed size', '72 x 56 inches'],
    ],
  },
  lshape: {
    intro: [
      (c) =>
        `The <strong>${c.spec.name}</strong> seats five on a corner sofa and opens into a generous bed, with a storage box under the lounger.`,
    ],
    use: [
      () =>
        'The lounger can be fitted on either side. Upholstered in durable fabric with a solid wood frame.',
      () =>
        'Delivered in parts and assembled at your home by our team in Karnataka; elsewhere a local carpenter can assemble it in under an hour.',
    ],
    features: [
      'Corner sofa with lounger',
      'Converts to a bed',
      'Storage under lounger',
      'Reversible lounger side',
      'Solid wood frame',
    ],
  },
};

// ---------------------------------------------------------------------------
// Warranty per kind
// ---------------------------------------------------------------------------

function warrantyFor(category: string, spec: Spec): { option: string; value: string }[] {
  switch (category) {
    case 'Instant Geysers':
      return spec.kind === 'storage' || spec.kind === 'horizontal'
        ? [
            { option: 'Warranty', value: '2 Years' },
            { option: 'Tank Warranty', value: '7 Years' },
            { option: 'Heating Element Warranty', value: '3 Years' },
          ]
        : spec.kind === 'gas'
          ? [{ option: 'Warranty', value: '1 Year' }]
          : [
              { option: 'Warranty', value: '2 Years' },
              { option: 'Heating Element Warranty', value: '2 Years' },
            ];
    case 'Portable Washing Machine':
      return [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Motor Warranty', value: '2 Years' },
      ];
    case 'Semi Automatic washing Machine':
      return [
        { option: 'Warranty', value: '2 Years' },
        { option: 'Motor Warranty', value: '5 Years' },
      ];
    case 'High Pressure Washers':
      return spec.name.includes('Induction') || spec.name.includes('Commercial')
        ? [
            { option: 'Warranty', value: '1 Year' },
            { option: 'Motor Warranty', value: '3 Years' },
          ]
        : [
            { option: 'Warranty', value: '1 Year' },
            { option: 'Motor Warranty', value: '2 Years' },
          ];
    case 'Vaccum Cleaners':
      return [{ option: 'Warranty', value: spec.kind === 'wetdry' ? '2 Years' : '1 Year' }];
    case 'Water Pumps':
      return [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Motor Warranty', value: spec.kind === 'submersible' ? '2 Years' : '1 Year' },
      ];
    case 'Mixers and Wet Grinders':
      return [
        { option: 'Warranty', value: '2 Years' },
        { option: 'Motor Warranty', value: '5 Years' },
      ];
    case 'Gas Stoves':
      return [
        { option: 'Warranty', value: '2 Years' },
        { option: 'Burner Warranty', value: '5 Years' },
      ];
    case 'Chimneys':
      return [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Motor Warranty', value: '5 Years' },
      ];
    case 'Air coolers':
      return [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Motor Warranty', value: '2 Years' },
      ];
    case 'Shoe Racks':
      return [{ option: 'Warranty', value: '1 Year' }];
    case 'Korai Mat':
      return [{ option: 'Quality Guarantee', value: '6 Months' }];
    case 'Sofa cum Beds':
      return [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Frame Warranty', value: '5 Years' },
      ];
    default:
      return [{ option: 'Warranty', value: '1 Year' }];
  }
}

// ---------------------------------------------------------------------------
// Expansion
// ---------------------------------------------------------------------------

const UNIT_CODES: Record<string, string> = {
  Litre: 'L',
  Kg: 'KG',
  Watt: 'W',
  HP: 'HP',
  Feet: 'FT',
  Seater: 'S',
  Burner: 'B',
  cm: 'CM',
  Tier: 'T',
  Ah: 'AH',
  Volt: 'V',
  Pieces: 'PC',
  '': '',
};

function variantCode(weight: string, unit: string): string {
  const w = weight.toUpperCase().replace(/\s+/g, '').replace(/\./g, 'P');
  const short = w.length > 4 && /^[A-Z]+$/.test(w) ? w.slice(0, 3) : w;
  return `${short}${UNIT_CODES[unit] ?? unit.toUpperCase()}`;
}

function sizesText(variants: VariantSpec[]): string {
  const units = new Set(variants.map((v) => v[1]));
  if (units.size === 1) {
    const unit = variants[0]![1];
    return `${listJoin(variants.map((v) => v[0]))}${unit ? ` ${unit}` : ''}`;
  }
  return listJoin(variants.map((v) => `${v[0]} ${v[1]}`.trim()));
}

function discounted(baseRupees: number, off: number): number {
  const raw = Math.floor((baseRupees * (100 - off)) / 100 / 10) * 10 - 1;
  return Math.max(raw, 1);
}

/** '2 Years' -> '2-year', '6 Months' -> '6-month'. */
function termAdjective(value: string): string {
  return value.toLowerCase().replace(/^(\d+) (year|month)s?$/, '$1-$2');
}

/** Which paragraphs, features and rows a description has: drawn once, rendered per language. */
interface DescriptionPlan {
  intro: number;
  uses: number[];
  /** After the kit's paragraphs: sizes and colours, the main warranty, or nothing. */
  closing: 'extras' | 'warranty' | null;
  features: number[];
  rows: boolean;
}

function planDescription(c: DescribeContext, productIndex: number): DescriptionPlan {
  const kit = KITS[c.spec.kind];
  if (!kit) throw new Error(`No description kit for kind ${c.spec.kind}`);
  const { rand } = c;
  const intro = productIndex % kit.intro.length;
  const useCount = Math.min(kit.use.length, 1 + Math.floor(rand() * 2));
  const uses = pickSome(
    kit.use.map((_, index) => index),
    useCount,
    rand,
  );
  const paragraphCount = 1 + uses.length;
  const hasExtras = c.spec.variants.length > 1 || c.otherColours.length > 0;
  const closing =
    hasExtras && paragraphCount < 4
      ? 'extras'
      : paragraphCount < 3 && c.warranty[0]
        ? 'warranty'
        : null;
  const featureCount = 4 + Math.floor(rand() * 3);
  const features = pickSome(
    kit.features.map((_, index) => index),
    featureCount,
    rand,
  );
  const rows = kit.rows !== undefined && rand() < 0.8;
  return { intro, uses, closing, features, rows };
}

interface Renderable<C> {
  intro: ((c: C) => string)[];
  use: ((c: C) => string)[];
  features: string[];
  rows?: (c: C) => [string, string][];
}

function renderDescription<C>(
  plan: DescriptionPlan,
  kit: Renderable<C>,
  c: C,
  frame: { closing: string | null; featuresHeading: string; specificationsHeading: string },
): string {
  const paragraphs = [kit.intro[plan.intro]!(c), ...plan.uses.map((index) => kit.use[index]!(c))];
  if (frame.closing) paragraphs.push(frame.closing);
  let html = paragraphs.map((p) => `<p>${p}</p>`).join('');
  const features = plan.features.map((index) => kit.features[index]!);
  html += `<h3>${frame.featuresHeading}</h3><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`;
  if (plan.rows && kit.rows) {
    html += `<h3>${frame.specificationsHeading}</h3><table><tbody>${kit
      .rows(c)
      .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
      .join('')}</tbody></table>`;
  }
  return html;
}

function describeProduct(c: DescribeContext, plan: DescriptionPlan): string {
  let closing: string | null = null;
  if (plan.closing === 'extras') {
    const extras: string[] = [];
    if (c.spec.variants.length > 1) {
      extras.push(`Available in ${c.sizes}; each size has its own price and stock shown above.`);
    }
    if (c.otherColours.length) {
      extras.push(
        `Shown here in ${c.spec.colour![0]}; also available in ${listJoin(c.otherColours)}.`,
      );
    }
    closing = extras.join(' ');
  } else if (plan.closing === 'warranty') {
    const main = c.warranty[0]!;
    closing = `Backed by a ${termAdjective(main.value)} ${main.option.toLowerCase()} from Gruha Appliances, with service support from our stores across Karnataka.`;
  }
  return renderDescription(plan, KITS[c.spec.kind]!, c, {
    closing,
    featuresHeading: 'Key features',
    specificationsHeading: 'At a glance',
  });
}

const KITS_KN: Record<string, KannadaKit> = {
  ...WATER_KITS_KN,
  ...KITCHEN_KITS_KN,
  ...HOME_KITS_KN,
};

/** The Kannada kits mirror the English ones item by item; a mismatch would mistranslate silently. */
function checkKannadaKits() {
  for (const [kind, kit] of Object.entries(KITS)) {
    const kn = KITS_KN[kind];
    const same =
      kn &&
      kn.intro.length === kit.intro.length &&
      kn.use.length === kit.use.length &&
      kn.features.length === kit.features.length &&
      !kn.rows === !kit.rows;
    if (!same)
      throw new Error(`The Kannada description kit for kind ${kind} does not mirror the English`);
  }
}

/** The description in Kannada from the same plan, or null if a Kannada text is missing. */
function describeProductKn(
  c: DescribeContext,
  plan: DescriptionPlan,
  nameKn: string,
): string | null {
  const colourKn = c.spec.colour ? COLOUR_NAMES_KN[c.spec.colour[0]] : undefined;
  if (c.spec.colour && !colourKn) return null;
  const kc: KannadaDescribeContext = {
    name: nameKn,
    sizes: sizesTextKn(c.spec.variants),
    colour: colourKn,
    spec: c.spec,
  };
  let closing: string | null = null;
  if (plan.closing === 'extras') {
    const extras: string[] = [];
    if (c.spec.variants.length > 1) extras.push(DESCRIPTION_FRAME_KN.sizes(kc.sizes));
    if (c.otherColours.length) {
      const others = c.otherColours.map((name) => COLOUR_NAMES_KN[name]);
      if (!colourKn || others.some((name) => !name)) return null;
      extras.push(DESCRIPTION_FRAME_KN.colours(colourKn, others as string[]));
    }
    closing = extras.join(' ');
  } else if (plan.closing === 'warranty') {
    closing = DESCRIPTION_FRAME_KN.warranty(c.warranty[0]!);
    if (!closing) return null;
  }
  const kit = KITS_KN[c.spec.kind]!;
  if (plan.rows && kit.rows && kit.rows(kc).length !== KITS[c.spec.kind]!.rows!(c).length) {
    throw new Error(`The Kannada rows of kind ${c.spec.kind} do not mirror the English`);
  }
  return renderDescription(plan, kit, kc, {
    closing,
    featuresHeading: DESCRIPTION_FRAME_KN.featuresHeading,
    specificationsHeading: DESCRIPTION_FRAME_KN.specificationsHeading,
  });
}

function slugOf(name: string): string {
  return name.replace(/ /g, '-');
}

interface Built {
  products: SeedProduct[];
  artKinds: Record<string, string>;
}

function build(): Built {
  checkKannadaKits();
  const products: SeedProduct[] = [];
  const artKinds: Record<string, string> = {};
  const familyBarcodes = new Map<string, string>();
  const familyColours = new Map<string, string[]>();
  for (const profile of PROFILES) {
    for (const spec of profile.specs) {
      if (spec.family && spec.colour) {
        familyColours.set(spec.family, [...(familyColours.get(spec.family) ?? []), spec.colour[0]]);
      }
    }
  }

  let barcodeSeq = 1040;
  let globalIndex = 0;
  for (const profile of PROFILES) {
    profile.specs.forEach((spec, indexInCategory) => {
      const rand = prng(hashString(spec.name));
      const slug = slugOf(spec.name);
      const number = String(indexInCategory + 1).padStart(2, '0');

      let barcode: string;
      const family = spec.family;
      if (family && familyBarcodes.has(family)) barcode = familyBarcodes.get(family)!;
      else {
        barcode = ean13(`8905171${String(barcodeSeq++).padStart(5, '0')}`);
        if (family) familyBarcodes.set(family, barcode);
      }

      const variants: SeedVariant[] = spec.variants.map(([weight, unit, base], i) => {
        const off = spec.off - i;
        const outOfStock = spec.oos?.includes(i) ?? false;
        const stock = outOfStock
          ? 0
          : rand() < 0.12
            ? 1 + Math.floor(rand() * 4)
            : 6 + Math.floor(rand() * 70);
        return {
          weight,
          unit,
          basePricePaise: rupees(base),
          discountedPricePaise: rupees(discounted(base, off)),
          stock,
          productCode: `GA-${profile.code}-${number}-${variantCode(weight, unit)}`,
        };
      });

      const warranty = warrantyFor(profile.category, spec);
      const otherColours = family
        ? (familyColours.get(family) ?? []).filter((c) => c !== spec.colour?.[0])
        : [];
      const context = { spec, rand, sizes: sizesText(spec.variants), otherColours, warranty };
      const plan = planDescription(context, globalIndex);
      const descriptionHtml = describeProduct(context, plan);
      const nameKn = PRODUCT_NAMES_KN[spec.name] ?? null;
      const descriptionHtmlKn = nameKn ? describeProductKn(context, plan, nameKn) : null;

      const [kDelivery, otherDelivery] = profile.delivery;
      const freeInKarnataka = kDelivery > 0 && kDelivery < 200 && rand() < 0.25;
      const orderCount = spec.featured
        ? 320 + Math.floor(rand() * 580)
        : rand() < 0.1
          ? 0
          : Math.floor(rand() * 520);
      const imageCount = spec.featured || rand() < 0.35 ? 4 : 3;
      const dir = slug.toLowerCase();

      products.push({
        name: spec.name,
        nameKn,
        slug,
        categories: [profile.category, ...(spec.also ?? [])],
        descriptionHtml,
        descriptionHtmlKn,
        barcode,
        sku: `GRH-${profile.code}-${String(1001 + globalIndex)}`,
        colour: spec.colour
          ? {
              name: spec.colour[0],
              hex: spec.colour[1],
              nameKn: COLOUR_NAMES_KN[spec.colour[0]] ?? null,
            }
          : null,
        featured: spec.featured ?? false,
        orderCount,
        warranty: warranty.map((w) => ({ ...w, ...warrantyKn(w) })),
        delivery: {
          karnatakaPaise: rupees(freeInKarnataka ? 0 : kDelivery),
          nonKarnatakaPaise: rupees(otherDelivery),
        },
        variants,
        images: Array.from(
          { length: imageCount },
          (_, n) => `/media/products/${dir}/${n + 1}.webp`,
        ),
      });
      artKinds[slug] = spec.kind;
      globalIndex++;
    });
  }
  return { products, artKinds };
}

const BUILT = build();

export const PRODUCTS: SeedProduct[] = BUILT.products;

/**
 * What each product's illustration shows (slug -> kind, e.g. 'instant',
 * 'twintub', 'pressure'). Used by scripts/generate-assets.ts only.
 */
export const PRODUCT_ART_KINDS: Record<string, string> = BUILT.artKinds;
