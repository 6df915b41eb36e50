/**
 * Service requests after the sale (issue 35, item 4), as pure rules: the statuses of a
 * request and their order, the problems a shopper picks from per category, the ticket's
 * form (SR-2026-000123), the limits of the form, and the texts pages and the API share.
 * Client-safe and free of Zod (the schemas are validation.ts, fetched after the page).
 */
import { msg } from '../../i18n/msg.ts';

/** A request's statuses in their order; staff move it on (never back), Closed ends it. */
export const SERVICE_STATUSES = [
  'received',
  'technician_assigned',
  'visit_scheduled',
  'resolved',
  'closed',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  received: msg('Received'),
  technician_assigned: msg('Technician assigned'),
  visit_scheduled: msg('Visit scheduled'),
  resolved: msg('Resolved'),
  closed: msg('Closed'),
};

export function isServiceStatus(value: string): value is ServiceStatus {
  return (SERVICE_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses staff may move a request to from `current`: any later one; a technician
 * or a visit may be changed again (another technician, another day); nothing after Closed.
 */
export function nextStatuses(current: ServiceStatus): ServiceStatus[] {
  const at = SERVICE_STATUSES.indexOf(current);
  return SERVICE_STATUSES.filter(
    (status, index) =>
      index > at ||
      (index === at && (status === 'technician_assigned' || status === 'visit_scheduled')),
  );
}

/** The form's limits: the description's length and the photos (those of reviews). */
export const SERVICE_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 1000,
  photosMax: 3,
  noteMax: 500,
  technicianMax: 80,
} as const;

/** 'Any time' as the form and the API send it, instead of a '{date}/{slot}'. */
export const ANY_TIME = 'any';

/** Every problem a shopper can name, by its code (what the API takes and the row keeps). */
export const PROBLEM_LABELS = {
  'no-hot-water': msg('No hot water'),
  'water-leaking': msg('Water leaking'),
  'tripping-shock': msg('Tripping or shock'),
  noise: msg('Noise'),
  'drum-not-spinning': msg('Drum does not spin'),
  'not-draining': msg('Water does not drain'),
  'knob-timer': msg('Knob or timer not working'),
  'motor-not-starting': msg('Motor does not start'),
  'low-pressure': msg('Low pressure'),
  'hose-gun-damaged': msg('Hose or spray gun damaged'),
  'not-switching-on': msg('Does not switch on'),
  'weak-suction': msg('Weak suction'),
  'burning-smell': msg('Burning smell or overheating'),
  'low-flow': msg('No water or low flow'),
  'jar-leaking': msg('Jar leaking'),
  'blade-coupler': msg('Blade or coupler broken'),
  'burner-not-lighting': msg('Burner does not light'),
  'gas-smell': msg('Smell of gas'),
  'uneven-flame': msg('Yellow or uneven flame'),
  'oil-dripping': msg('Oil dripping'),
  'lights-buttons': msg('Lights or buttons not working'),
  'not-cooling': msg('Not cooling'),
  'fan-not-running': msg('Fan does not run'),
  'pump-not-working': msg('Water pump not working'),
  'not-working': msg('Not working'),
  'broken-part': msg('Broken part'),
  'missing-part': msg('Missing part'),
  other: msg('Other'),
} as const;
export type ProblemCode = keyof typeof PROBLEM_LABELS;

export function isProblemCode(value: string): value is ProblemCode {
  return Object.hasOwn(PROBLEM_LABELS, value);
}

/** The problems of each kind of product ('Other' is added to every list). */
const PROBLEMS_OF_KIND = {
  geyser: ['no-hot-water', 'water-leaking', 'tripping-shock', 'noise'],
  washer: ['drum-not-spinning', 'not-draining', 'water-leaking', 'noise', 'knob-timer'],
  pressureWasher: ['motor-not-starting', 'low-pressure', 'water-leaking', 'hose-gun-damaged'],
  vacuum: ['not-switching-on', 'weak-suction', 'burning-smell', 'broken-part'],
  pump: ['motor-not-starting', 'low-flow', 'water-leaking', 'noise', 'tripping-shock'],
  mixer: ['motor-not-starting', 'jar-leaking', 'blade-coupler', 'burning-smell', 'noise'],
  stove: ['burner-not-lighting', 'gas-smell', 'uneven-flame', 'broken-part'],
  chimney: ['weak-suction', 'motor-not-starting', 'noise', 'oil-dripping', 'lights-buttons'],
  cooler: ['not-cooling', 'fan-not-running', 'pump-not-working', 'water-leaking', 'noise'],
  furniture: ['broken-part', 'missing-part'],
  other: ['not-working', 'broken-part', 'missing-part'],
} as const satisfies Record<string, readonly ProblemCode[]>;
export type ProductKind = keyof typeof PROBLEMS_OF_KIND;

/** The catalog's categories (by slug, in lower case) and the kind of their goods. */
const KIND_OF_CATEGORY: Record<string, ProductKind> = {
  'instant-geysers': 'geyser',
  'portable-washing-machine': 'washer',
  'semi-automatic-washing-machine': 'washer',
  'high-pressure-washers': 'pressureWasher',
  'vaccum-cleaners': 'vacuum',
  'water-pumps': 'pump',
  'mixers-and-wet-grinders': 'mixer',
  'gas-stoves': 'stove',
  chimneys: 'chimney',
  'air-coolers': 'cooler',
  'shoe-racks': 'furniture',
  'korai-mat': 'furniture',
  'sofa-cum-beds': 'furniture',
};

/** A product's kind: that of the first of its categories (in their order) that has one. */
export function productKind(categorySlugs: readonly string[]): ProductKind {
  for (const slug of categorySlugs) {
    const kind = KIND_OF_CATEGORY[slug.toLowerCase()];
    if (kind) return kind;
  }
  return 'other';
}

/** The problems offered for a kind of product, 'Other' last. */
export function problemsOf(kind: ProductKind): ProblemCode[] {
  return [...PROBLEMS_OF_KIND[kind], 'other'];
}

const IST_OFFSET_MS = 330 * 60_000;

/** SR-2026-000123: the year in India, then the sequence (six digits at least). */
export function serviceTicket(seq: number, now: Date): string {
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  return `SR-${year}-${String(seq).padStart(6, '0')}`;
}

export const TICKET_PATTERN = /^SR-\d{4}-\d{6,9}$/;

/** A ticket as typed ('sr-2026-000123 '), in its stored form; null if it cannot be one. */
export function normalTicket(value: string): string | null {
  const ticket = value.trim().toUpperCase();
  return TICKET_PATTERN.test(ticket) ? ticket : null;
}

/** Description as the shopper typed it: a line break counts once (a form sends CR LF). */
export function typedLength(value: string): number {
  return value.replace(/\r\n/g, '\n').length;
}

export const SERVICE_MESSAGES = {
  problem: msg('Please choose the problem.'),
  descriptionShort: msg('Please describe the problem in at least 20 characters.'),
  descriptionLong: msg('Please keep the description under 1,000 characters.'),
  notAllowed: msg('The description contains characters that are not allowed.'),
  slot: msg('Please choose one of the times offered, or Any time.'),
  order: msg('Please choose an item of one of your orders.'),
  noOrder: msg('We could not find this item in your orders.'),
  notDelivered: msg('You can request service once the order has been delivered.'),
  ticket: msg('Please enter your ticket number, like SR-2026-000123.'),
  notFound: msg(
    'We could not find a service request with this ticket number and email. Please check both and try again.',
  ),
  prompt: msg('Please enter your ticket number and email to see your service request.'),
  received: msg(
    'We have received your service request {ticket}. We have e-mailed you its details.',
  ),
} as const;
