/**
 * Imported (for its effect) by the schema modules that account pages load in the browser.
 * Zod probes whether it may compile parsers with `new Function`; the CSP forbids eval, so
 * the probe would be reported as a violation. Forms parse fast enough without it.
 */
import { z } from 'zod';

z.config({ jitless: true });
