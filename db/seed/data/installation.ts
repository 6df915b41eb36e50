/**
 * Installation in the demo shop (issue 35): the categories whose goods the stores fit, at
 * what price (GST included; 0: included in the price) and how long a visit takes. Every
 * store installs, with two visits per slot, Monday to Saturday.
 */
export const INSTALLED_CATEGORIES: { category: string; pricePaise: number; minutes: number }[] = [
  { category: 'Instant Geysers', pricePaise: 0, minutes: 60 },
  { category: 'Water Pumps', pricePaise: 49_900, minutes: 120 },
  { category: 'Gas Stoves', pricePaise: 0, minutes: 30 },
  { category: 'Chimneys', pricePaise: 59_900, minutes: 90 },
];

export const DEMO_VISITS_PER_SLOT = 2;
