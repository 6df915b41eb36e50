/**
 * Specifications of the demo catalog (issue 32): each category's attributes, and each
 * product's values, taken from what its description's table and its variants already say
 * (products.ts: the description kits' rows, the variant sizes), so the "Specifications"
 * table never contradicts the description beside it.
 */
import type { SeedAttribute, SeedProduct, SeedSpecValue } from '../types.ts';
import { PRODUCT_ART_KINDS } from './products.ts';

type Choice = [value: string, label: string, labelKn: string];

const choices = (...list: Choice[]) =>
  list.map(([value, label, labelKn]) => ({ value, label, labelKn }));

const YES_NO = 'boolean' as const;

/** Attributes per category name, in display order. */
export const CATEGORY_ATTRIBUTES: Record<string, SeedAttribute[]> = {
  'Instant Geysers': [
    {
      key: 'capacity',
      name: 'Capacity',
      nameKn: 'ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'L',
      ranges: [{ max: 5 }, { min: 6, max: 10 }, { min: 15, max: 25 }],
    },
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['instant', 'Instant', 'ಇನ್‌ಸ್ಟಂಟ್'],
        ['storage', 'Storage', 'ಸ್ಟೋರೇಜ್'],
        ['gas', 'Gas', 'ಗ್ಯಾಸ್'],
      ),
    },
    { key: 'power', name: 'Power', nameKn: 'ವಿದ್ಯುತ್ ಶಕ್ತಿ', type: 'number', unit: 'W' },
    {
      key: 'pressure',
      name: 'Pressure rating',
      nameKn: 'ಒತ್ತಡ ಮಿತಿ',
      type: 'number',
      unit: 'bar',
      filterable: false,
    },
    {
      key: 'mounting',
      name: 'Mounting',
      nameKn: 'ಅಳವಡಿಕೆ',
      type: 'choice',
      choices: choices(['vertical', 'Vertical', 'ಲಂಬವಾಗಿ'], ['horizontal', 'Horizontal', 'ಅಡ್ಡವಾಗಿ']),
    },
    {
      key: 'bee-stars',
      name: 'BEE star rating',
      nameKn: 'BEE ಸ್ಟಾರ್ ರೇಟಿಂಗ್',
      type: 'number',
      unit: '★',
      filterable: false,
    },
  ],
  'Portable Washing Machine': [
    {
      key: 'capacity',
      name: 'Wash capacity',
      nameKn: 'ಒಗೆಯುವ ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'kg',
      ranges: [{ max: 2.5 }, { min: 3, max: 5 }],
    },
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(['portable', 'Portable', 'ಪೋರ್ಟಬಲ್'], ['foldable', 'Foldable', 'ಮಡಚುವ']),
    },
    { key: 'power', name: 'Power', nameKn: 'ವಿದ್ಯುತ್ ಶಕ್ತಿ', type: 'number', unit: 'W' },
  ],
  'Semi Automatic washing Machine': [
    {
      key: 'capacity',
      name: 'Wash capacity',
      nameKn: 'ಒಗೆಯುವ ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'kg',
      ranges: [{ max: 7 }, { min: 7.5, max: 8.5 }, { min: 9 }],
    },
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(['semi-automatic', 'Semi-automatic, twin tub', 'ಸೆಮಿ ಆಟೋಮ್ಯಾಟಿಕ್, ಎರಡು ಟಬ್']),
    },
    { key: 'spin-speed', name: 'Spin speed', nameKn: 'ಸ್ಪಿನ್ ವೇಗ', type: 'number', unit: 'rpm' },
    {
      key: 'programs',
      name: 'Wash programs',
      nameKn: 'ಒಗೆಯುವ ವಿಧಾನಗಳು',
      type: 'number',
      filterable: false,
    },
  ],
  'High Pressure Washers': [
    {
      key: 'power',
      name: 'Motor power',
      nameKn: 'ಮೋಟಾರ್ ಶಕ್ತಿ',
      type: 'number',
      unit: 'W',
      ranges: [{ max: 1600 }, { min: 1700, max: 2000 }, { min: 2200 }],
    },
    {
      key: 'max-pressure',
      name: 'Maximum pressure',
      nameKn: 'ಗರಿಷ್ಠ ಒತ್ತಡ',
      type: 'number',
      unit: 'bar',
      ranges: [{ max: 120 }, { min: 121, max: 150 }, { min: 151 }],
    },
    {
      key: 'motor',
      name: 'Motor type',
      nameKn: 'ಮೋಟಾರ್ ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['universal', 'Universal, copper wound', 'ಯೂನಿವರ್ಸಲ್, ತಾಮ್ರದ ಸುರುಳಿ'],
        ['induction', 'Induction', 'ಇಂಡಕ್ಷನ್'],
        ['battery', 'Battery', 'ಬ್ಯಾಟರಿ'],
      ),
    },
    { key: 'hose', name: 'Hose length', nameKn: 'ಹೋಸ್ ಉದ್ದ', type: 'number', unit: 'm' },
    { key: 'cordless', name: 'Cordless', nameKn: 'ಕಾರ್ಡ್‌ಲೆಸ್', type: YES_NO },
  ],
  'Vaccum Cleaners': [
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['wet-dry', 'Wet and dry', 'ಒದ್ದೆ ಮತ್ತು ಒಣ'],
        ['canister', 'Canister', 'ಕ್ಯಾನಿಸ್ಟರ್'],
        ['handheld', 'Handheld', 'ಕೈಯಲ್ಲಿ ಹಿಡಿಯುವ'],
        ['stick', 'Stick', 'ಸ್ಟಿಕ್'],
        ['blower', 'Blower cum vacuum', 'ಬ್ಲೋವರ್ ಮತ್ತು ವ್ಯಾಕ್ಯೂಮ್'],
      ),
    },
    { key: 'power', name: 'Power', nameKn: 'ವಿದ್ಯುತ್ ಶಕ್ತಿ', type: 'number', unit: 'W' },
    {
      key: 'tank',
      name: 'Tank capacity',
      nameKn: 'ಟ್ಯಾಂಕ್ ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'L',
    },
    {
      key: 'filter',
      name: 'Filter',
      nameKn: 'ಫಿಲ್ಟರ್',
      type: 'choice',
      choices: choices(
        ['hepa', 'HEPA', 'HEPA'],
        ['cyclonic', 'Washable cyclonic', 'ತೊಳೆಯಬಹುದಾದ ಸೈಕ್ಲೋನಿಕ್'],
      ),
    },
    { key: 'cordless', name: 'Cordless', nameKn: 'ಕಾರ್ಡ್‌ಲೆಸ್', type: YES_NO },
  ],
  'Water Pumps': [
    {
      key: 'power',
      name: 'Motor power',
      nameKn: 'ಮೋಟಾರ್ ಶಕ್ತಿ',
      type: 'number',
      unit: 'HP',
      ranges: [{ max: 0.5 }, { min: 1, max: 1 }, { min: 1.5 }],
    },
    {
      key: 'head',
      name: 'Maximum head',
      nameKn: 'ಗರಿಷ್ಠ ಹೆಡ್ (ನೀರೆತ್ತುವ ಎತ್ತರ)',
      type: 'number',
      unit: 'm',
      ranges: [{ max: 25 }, { min: 26, max: 45 }, { min: 46 }],
    },
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['monoblock', 'Monoblock', 'ಮೊನೊಬ್ಲಾಕ್'],
        ['submersible', 'Borewell submersible', 'ಬೋರ್‌ವೆಲ್ ಸಬ್‌ಮರ್ಸಿಬಲ್'],
        ['openwell', 'Openwell submersible', 'ತೆರೆದ ಬಾವಿ ಸಬ್‌ಮರ್ಸಿಬಲ್'],
        ['booster', 'Pressure booster', 'ಒತ್ತಡ ಹೆಚ್ಚಿಸುವ'],
      ),
    },
  ],
  'Mixers and Wet Grinders': [
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['mixer', 'Mixer grinder', 'ಮಿಕ್ಸರ್ ಗ್ರೈಂಡರ್'],
        ['juicer', 'Juicer mixer grinder', 'ಜ್ಯೂಸರ್ ಮಿಕ್ಸರ್ ಗ್ರೈಂಡರ್'],
        ['blender', 'Blender', 'ಬ್ಲೆಂಡರ್'],
        ['wet-grinder', 'Wet grinder', 'ವೆಟ್ ಗ್ರೈಂಡರ್'],
      ),
    },
    {
      key: 'power',
      name: 'Motor power',
      nameKn: 'ಮೋಟಾರ್ ಶಕ್ತಿ',
      type: 'number',
      unit: 'W',
      ranges: [{ max: 550 }, { min: 600, max: 750 }, { min: 1000 }],
    },
    { key: 'jars', name: 'Jars', nameKn: 'ಜಾರ್‌ಗಳು', type: 'number' },
    { key: 'drum', name: 'Drum capacity', nameKn: 'ಡ್ರಮ್ ಸಾಮರ್ಥ್ಯ', type: 'number', unit: 'L' },
  ],
  'Gas Stoves': [
    { key: 'burners', name: 'Burners', nameKn: 'ಬರ್ನರ್‌ಗಳು', type: 'number' },
    {
      key: 'top',
      name: 'Top',
      nameKn: 'ಮೇಲ್ಭಾಗ',
      type: 'choice',
      choices: choices(
        ['glass', 'Toughened glass', 'ಗಟ್ಟಿಗೊಳಿಸಿದ ಗಾಜು'],
        ['steel', 'Stainless steel', 'ಸ್ಟೇನ್‌ಲೆಸ್ ಸ್ಟೀಲ್'],
      ),
    },
    {
      key: 'ignition',
      name: 'Ignition',
      nameKn: 'ಇಗ್ನಿಷನ್',
      type: 'choice',
      choices: choices(['automatic', 'Automatic', 'ಸ್ವಯಂಚಾಲಿತ'], ['manual', 'Manual', 'ಕೈಯಿಂದ']),
    },
    { key: 'built-in', name: 'Built-in hob', nameKn: 'ಬಿಲ್ಟ್-ಇನ್ ಹಾಬ್', type: YES_NO },
  ],
  Chimneys: [
    {
      key: 'width',
      name: 'Width',
      nameKn: 'ಅಗಲ',
      type: 'number',
      unit: 'cm',
    },
    {
      key: 'suction',
      name: 'Suction',
      nameKn: 'ಹೀರುವ ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'm³/h',
      ranges: [{ max: 1100 }, { min: 1101, max: 1350 }, { min: 1351 }],
    },
    {
      key: 'filter',
      name: 'Filter',
      nameKn: 'ಫಿಲ್ಟರ್',
      type: 'choice',
      choices: choices(['baffle', 'Baffle', 'ಬ್ಯಾಫಲ್'], ['filterless', 'Filterless', 'ಫಿಲ್ಟರ್ ರಹಿತ']),
    },
    { key: 'auto-clean', name: 'Auto clean', nameKn: 'ಆಟೋ ಕ್ಲೀನ್', type: YES_NO },
  ],
  'Air coolers': [
    {
      key: 'tank',
      name: 'Tank capacity',
      nameKn: 'ಟ್ಯಾಂಕ್ ಸಾಮರ್ಥ್ಯ',
      type: 'number',
      unit: 'L',
      ranges: [{ max: 25 }, { min: 26, max: 50 }, { min: 51 }],
    },
    {
      key: 'type',
      name: 'Type',
      nameKn: 'ಬಗೆ',
      type: 'choice',
      choices: choices(
        ['personal', 'Personal', 'ವೈಯಕ್ತಿಕ'],
        ['desert', 'Desert', 'ಡೆಸರ್ಟ್'],
        ['tower', 'Tower', 'ಟವರ್'],
        ['window', 'Window', 'ಕಿಟಕಿ'],
      ),
    },
    { key: 'air-throw', name: 'Air throw', nameKn: 'ಗಾಳಿ ತಲುಪುವ ದೂರ', type: 'number', unit: 'm' },
    { key: 'power', name: 'Power', nameKn: 'ವಿದ್ಯುತ್ ಶಕ್ತಿ', type: 'number', unit: 'W' },
  ],
  'Shoe Racks': [
    {
      key: 'material',
      name: 'Material',
      nameKn: 'ವಸ್ತು',
      type: 'choice',
      choices: choices(
        ['engineered-wood', 'Engineered wood', 'ಎಂಜಿನಿಯರ್ಡ್ ಮರ'],
        ['metal', 'Metal', 'ಲೋಹ'],
      ),
    },
    { key: 'height', name: 'Height', nameKn: 'ಎತ್ತರ', type: 'number', unit: 'ft' },
    { key: 'tiers', name: 'Tiers', nameKn: 'ಹಂತಗಳು', type: 'number' },
    { key: 'doors', name: 'Doors', nameKn: 'ಬಾಗಿಲುಗಳು', type: YES_NO },
  ],
  'Korai Mat': [
    { key: 'width', name: 'Width', nameKn: 'ಅಗಲ', type: 'number', unit: 'ft' },
    { key: 'length', name: 'Length', nameKn: 'ಉದ್ದ', type: 'number', unit: 'ft' },
    {
      key: 'material',
      name: 'Material',
      nameKn: 'ವಸ್ತು',
      type: 'choice',
      choices: choices(
        ['korai', 'Korai grass and cotton', 'ಕೋರೈ ಹುಲ್ಲು ಮತ್ತು ಹತ್ತಿ'],
        ['silk-korai', 'Pattamadai silk korai', 'ಪತ್ತಮಡೈ ರೇಷ್ಮೆ ಕೋರೈ'],
      ),
    },
  ],
  'Sofa cum Beds': [
    { key: 'seats', name: 'Seating', nameKn: 'ಆಸನಗಳು', type: 'number' },
    {
      key: 'material',
      name: 'Upholstery',
      nameKn: 'ಹೊದಿಕೆ',
      type: 'choice',
      choices: choices(
        ['fabric', 'Fabric', 'ಬಟ್ಟೆ'],
        ['leatherette', 'Leatherette', 'ಲೆದರೆಟ್'],
        ['wood', 'Solid wood', 'ಗಟ್ಟಿ ಮರ'],
      ),
    },
    { key: 'storage', name: 'Storage', nameKn: 'ಸಂಗ್ರಹ ಸ್ಥಳ', type: YES_NO },
  ],
};

/** A value for every variant, each from its own size. */
const perVariant =
  (key: string, read: (weight: string) => number | null) =>
  (p: SeedProduct): SeedSpecValue[] =>
    p.variants.flatMap((v, variant) => {
      const value = read(v.weight);
      return value === null ? [] : [{ key, value, variant }];
    });

const size = (weight: string) => {
  const n = Number(weight);
  return Number.isFinite(n) ? n : null;
};

const whole = (key: string, value: number | string | boolean): SeedSpecValue => ({ key, value });

const first = (p: SeedProduct) => Number(p.variants[0]!.weight);

type Values = (p: SeedProduct) => SeedSpecValue[];

/** Values by the product's description kind (products.ts: KITS and their rows). */
const BY_KIND: Record<string, Values> = {
  instant: (p) => [
    ...perVariant('capacity', size)(p),
    whole('type', 'instant'),
    whole('power', 3000),
    whole('pressure', 6.5),
    whole('mounting', 'vertical'),
  ],
  storage: (p) => [
    ...perVariant('capacity', size)(p),
    whole('type', 'storage'),
    whole('power', 2000),
    whole('pressure', 8),
    whole('mounting', 'vertical'),
  ],
  horizontal: (p) => [
    ...perVariant('capacity', size)(p),
    whole('type', 'storage'),
    whole('power', 2000),
    whole('pressure', 8),
    whole('mounting', 'horizontal'),
  ],
  gas: (p) => [...perVariant('capacity', size)(p), whole('type', 'gas')],
  portable: (p) => [
    ...perVariant('capacity', size)(p),
    whole('type', 'portable'),
    whole('power', 150 + Math.round(first(p) * 40)),
  ],
  foldable: (p) => [...perVariant('capacity', size)(p), whole('type', 'foldable')],
  twintub: (p) => [
    ...perVariant('capacity', size)(p),
    whole('type', 'semi-automatic'),
    whole('spin-speed', 1350),
    whole('programs', 3),
  ],
  pressure: (p) => {
    const watts = first(p);
    return [
      whole('power', watts),
      whole('max-pressure', Math.round(watts / 14)),
      whole('hose', watts >= 2000 ? 8 : 5),
      whole('motor', p.name.includes('Induction') ? 'induction' : 'universal'),
      whole('cordless', false),
    ];
  },
  compact: (p) => [
    whole('power', first(p)),
    whole('max-pressure', Math.round(first(p) / 14)),
    whole('hose', 5),
    whole('motor', 'universal'),
    whole('cordless', false),
  ],
  cordless: () => [whole('motor', 'battery'), whole('cordless', true)],
  wetdry: (p) => [
    whole('type', 'wet-dry'),
    ...perVariant('tank', size)(p),
    whole('power', 1400),
    whole('cordless', false),
  ],
  canister: (p) => [
    whole('type', 'canister'),
    whole('power', first(p)),
    whole('tank', 1.5),
    whole('filter', p.name.includes('HEPA') ? 'hepa' : 'cyclonic'),
    whole('cordless', false),
  ],
  handheld: (p) => [
    whole('type', 'handheld'),
    ...(p.variants[0]!.unit === 'Watt' ? [whole('power', first(p))] : []),
    whole('cordless', false),
  ],
  stick: () => [whole('type', 'stick'), whole('cordless', true)],
  blower: (p) => [whole('type', 'blower'), whole('power', first(p)), whole('cordless', false)],
  monoblock: (p) => [
    ...perVariant('power', size)(p),
    ...perVariant('head', (w) => Math.round(18 + Number(w) * 24))(p),
    whole('type', 'monoblock'),
  ],
  submersible: (p) => [...perVariant('power', size)(p), whole('type', 'submersible')],
  openwell: (p) => [...perVariant('power', size)(p), whole('type', 'openwell')],
  booster: (p) => [...perVariant('power', size)(p), whole('type', 'booster')],
  mixer: (p) => [
    whole('type', 'mixer'),
    whole('power', first(p)),
    whole('jars', p.name.includes('4 Jar') ? 4 : p.name.includes('2 Jar') ? 2 : 3),
  ],
  juicer: (p) => [whole('type', 'juicer'), whole('power', first(p)), whole('jars', 3)],
  blender: (p) => [whole('type', 'blender'), whole('power', first(p))],
  wetgrinder: (p) => [
    whole('type', 'wet-grinder'),
    whole('power', 150),
    ...perVariant('drum', size)(p),
  ],
  tilting: (p) => [whole('type', 'wet-grinder'), ...perVariant('drum', size)(p)],
  commercial: (p) => [whole('type', 'wet-grinder'), ...perVariant('drum', size)(p)],
  glass: (p) => [
    ...perVariant('burners', size)(p),
    whole('top', 'glass'),
    whole('ignition', p.name.includes('Auto Ignition') ? 'automatic' : 'manual'),
    whole('built-in', false),
  ],
  steel: (p) => [
    ...perVariant('burners', size)(p),
    whole('top', 'steel'),
    whole('ignition', 'manual'),
    whole('built-in', false),
  ],
  hob: (p) => [
    ...perVariant('burners', size)(p),
    whole('ignition', 'automatic'),
    whole('built-in', true),
  ],
  pyramid: (p) => [
    ...perVariant('width', size)(p),
    whole('suction', 1100),
    whole('filter', 'baffle'),
    whole('auto-clean', false),
  ],
  curved: (p) => [
    ...perVariant('width', size)(p),
    whole('suction', 1350),
    whole('auto-clean', p.name.includes('Auto Clean')),
  ],
  straight: (p) => [...perVariant('width', size)(p)],
  angular: (p) => [
    ...perVariant('width', size)(p),
    whole('suction', 1400),
    whole('filter', 'filterless'),
  ],
  island: (p) => [...perVariant('width', size)(p)],
  personal: (p) => [
    ...perVariant('tank', size)(p),
    whole('type', 'personal'),
    whole('air-throw', 8),
    whole('power', 120),
  ],
  desert: (p) => [
    ...perVariant('tank', size)(p),
    whole('type', 'desert'),
    whole('air-throw', 15),
    whole('power', 200),
  ],
  tower: (p) => [
    ...perVariant('tank', size)(p),
    whole('type', 'tower'),
    whole('air-throw', 10),
    whole('power', 150),
  ],
  window: (p) => [...perVariant('tank', size)(p), whole('type', 'window')],
  open: (p) => [
    ...perVariant('height', size)(p),
    whole('material', 'engineered-wood'),
    whole('doors', false),
  ],
  cabinet: (p) => [
    ...perVariant('height', size)(p),
    whole('material', 'engineered-wood'),
    whole('doors', true),
  ],
  metal: (p) => [
    ...perVariant('tiers', size)(p),
    whole('material', 'metal'),
    whole('doors', false),
  ],
  bench: (p) => [
    ...perVariant('height', size)(p),
    whole('material', 'engineered-wood'),
    whole('doors', false),
  ],
  mat: (p) => [
    ...perVariant('width', (w) => size(w.split(' x ')[0] ?? ''))(p),
    ...perVariant('length', (w) => size(w.split(' x ')[1] ?? ''))(p),
    whole('material', p.name.includes('Silk') ? 'silk-korai' : 'korai'),
  ],
  placemat: () => [whole('material', 'korai')],
  fabric: (p) => [
    ...perVariant('seats', size)(p),
    whole('material', 'fabric'),
    whole('storage', p.name.includes('Storage')),
  ],
  wooden: (p) => [
    ...perVariant('seats', size)(p),
    whole('material', 'wood'),
    whole('storage', false),
  ],
  futon: () => [whole('material', 'fabric'), whole('storage', false)],
  leatherette: (p) => [
    ...perVariant('seats', size)(p),
    whole('material', 'leatherette'),
    whole('storage', false),
  ],
  lshape: (p) => [...perVariant('seats', size)(p), whole('material', 'fabric')],
};

/** A demo product's specification values; [] for a kind without a table. */
export function specValuesFor(product: SeedProduct): SeedSpecValue[] {
  const kind = PRODUCT_ART_KINDS[product.slug];
  const values = kind ? BY_KIND[kind] : undefined;
  return values ? values(product) : [];
}
