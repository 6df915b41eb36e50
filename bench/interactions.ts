/**
 * `npm run bench:interactions`: how soon the page answers a tap on a phone (ADR 0026). For
 * five interactions, add to cart, the wishlist heart and a variant switch on a product page,
 * the quantity stepper in the cart and opening the mobile menu, the interaction's latency
 * as Chrome's Event Timing API reports it (the INP of that interaction: from the tap to the
 * next paint), with Chrome's CPU throttling calibrated to a named phone (bench/
 * calibration.ts), in a 360 px viewport, on the production build. Each is measured RUNS
 * times (default 5) on a freshly loaded, fully hydrated page; the median and the worst
 * are printed. A tap on the reference page's button (bench/reference-page.ts: a page with
 * nothing else on it) is measured first, the same way: the floor of the instrument, what
 * Chrome's input pipeline alone costs the simulated phone.
 *
 *   npm run bench:interactions                   the low-tier phone
 *   npm run bench:interactions -- --device mid   (mid, low)
 */
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import {
  DEVICES,
  type Device,
  devicesAsked,
  hostBenchmarkIndex,
  median,
  slowdown,
} from './calibration.ts';
import { type EventEntry, interactionPhases } from './interaction-phases.ts';
import { REFERENCE_BUTTON, startReferencePage } from './reference-page.ts';
import { startShopProcess } from './shop-process.ts';
import { inStockProduct, visitorCookies } from './visitor.ts';

const { values } = parseArgs({ options: { device: { type: 'string', default: 'low' } } });
const [device] = devicesAsked(values.device) as [Device];
const RUNS = Number(process.env.RUNS ?? 5);

const shop = process.env.BASE_URL ? null : await startShopProcess(4872);
const base = process.env.BASE_URL ?? shop!.base;
const product = await inStockProduct(base);
const withCart = await visitorCookies(base, product.variant.id, true);
/** A product with more than one variant, for the switch. */
async function productWithVariants(): Promise<string> {
  const listed = (await (await fetch(`${base}/api/v1/products?pageSize=40`)).json()) as {
    data: { products: { slug: string }[] };
  };
  for (const { slug } of listed.data.products) {
    const detail = (await (await fetch(`${base}/api/v1/products/${slug}`)).json()) as {
      data: { variants?: unknown[] };
    };
    if ((detail.data.variants?.length ?? 0) > 1) return slug;
  }
  throw new Error('no product with two variants in the first 40');
}
const withVariants = await productWithVariants();

interface Interaction {
  name: string;
  /** A path of the shop, or the whole address of a page elsewhere. */
  path: string;
  cart?: boolean;
  /** What the shopper taps. */
  target(page: Page): Locator;
}

const reference = await startReferencePage();

const INTERACTIONS: Interaction[] = [
  {
    name: "a bare button (the instrument's floor)",
    path: reference.url,
    target: (page) => page.getByRole('button', { name: REFERENCE_BUTTON }),
  },
  {
    name: 'add to cart',
    path: `/product/${product.slug}`,
    target: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }),
  },
  {
    name: 'wishlist heart',
    path: `/product/${product.slug}`,
    target: (page) => page.getByRole('button', { name: /^Wishlist: / }).first(),
  },
  {
    name: 'variant switch',
    path: `/product/${withVariants}`,
    target: (page) => page.locator('.variant-picker').getByRole('link').last(),
  },
  {
    name: 'quantity stepper',
    path: '/cart',
    cart: true,
    target: (page) => page.getByRole('button', { name: 'Increase quantity' }).first(),
  },
  {
    name: 'open the mobile menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
];

/**
 * The page's Event Timing entries of 16 ms or more, and its first input (listed whatever
 * its length), as plain objects; interactionPhases() reads the tap's from them.
 */
const EVENT_ENTRIES = `new Promise((resolve) => {
  const plain = (entry) => ({
    name: entry.name,
    interactionId: entry.interactionId,
    startTime: entry.startTime,
    processingStart: entry.processingStart,
    processingEnd: entry.processingEnd,
    duration: entry.duration,
  });
  const firstInput = performance.getEntriesByType('first-input').map(plain);
  const answer = (events) => resolve({ events: events.map(plain), firstInput });
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    answer(list.getEntries());
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  setTimeout(() => answer([]), 3000);
})`;

/**
 * One tap on a freshly loaded page: its latency and phases, and the CPU slowdown used, from
 * the host's benchmarkIndex measured just before (this host's speed moves by half within
 * minutes).
 */
async function measure(browser: Browser, interaction: Interaction) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...(interaction.cart ? { extraHTTPHeaders: { cookie: withCart } } : {}),
  });
  const page = await context.newPage();
  const rate = slowdown(await hostBenchmarkIndex(page), device);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const elsewhere = URL.canParse(interaction.path);
  await page.goto(elsewhere ? interaction.path : `${base}${interaction.path}`, {
    waitUntil: 'load',
  });
  // The reference page has no script to wait for.
  if (!elsewhere) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // A tap where the element is, through Chrome's input pipeline as a touch screen sends
  // it: Playwright's click() adds its own listeners, which Event Timing would count.
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap for ${interaction.name}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(1500);
  const { events, firstInput } = (await page.evaluate(EVENT_ENTRIES)) as {
    events: EventEntry[];
    firstInput: EventEntry[];
  };
  await context.close();
  const phases = interactionPhases(events, firstInput);
  if (phases === null) throw new Error(`the tap on ${interaction.name} reached nothing`);
  return { ...phases, latency: Math.round(phases.latency), rate };
}

const ms = (value: number) => `${Math.round(value)} ms`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log(`${DEVICES[device].name}, ${RUNS} runs each, Chromium ${browser.version()}`);
  for (const interaction of INTERACTIONS) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, interaction));
    const latencies = runs.map((run) => run.latency);
    const middle = runs.find((run) => run.latency === median(latencies))!;
    console.log(
      `  ${interaction.name} (${interaction.path}): INP median ${middle.latency} ms, worst ${Math.max(...latencies)} ms (runs: ${latencies.join(', ')}; CPU slowdown ${runs.map((run) => run.rate).join(', ')}x)`,
    );
    // Where the median run's latency went: what a change to the page can act on.
    console.log(
      `    the median run: input delay ${ms(middle.inputDelay)}, processing ${ms(middle.processing)}, presentation ${ms(middle.presentation)} (${middle.events.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  reference.close();
  shop?.stop();
}
