/**
 * The categories with a capacity advisor (/advisor/{slug}, issue 32), apart from their
 * rules: the 'Help me choose' link on collection and product pages reads only this list,
 * so those pages carry a few slugs, not the questions.
 */
export const ADVISOR_CATEGORIES = [
  'Instant-Geysers',
  'Semi-Automatic-washing-Machine',
  'Portable-Washing-Machine',
  'Chimneys',
  'Water-Pumps',
  'Air-coolers',
] as const;

export type AdvisorCategory = (typeof ADVISOR_CATEGORIES)[number];

export function hasAdvisor(slug: string | null | undefined): slug is AdvisorCategory {
  return ADVISOR_CATEGORIES.includes(slug as AdvisorCategory);
}

/** /advisor/{slug}. */
export function advisorHref(slug: AdvisorCategory): string {
  return `/advisor/${slug}`;
}
