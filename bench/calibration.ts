/**
 * CPU calibration to a named phone (ADR 0026). Lighthouse's benchmarkIndex measures how
 * fast a machine runs a fixed piece of JavaScript; Chrome DevTools' calibration scores a
 * mid-tier phone (Pixel 5) 1000 and a low-tier one (Moto G Power 2022) 264 on that scale.
 * Slowing this host's CPU by its index divided by the phone's makes it run as that phone
 * does, whatever the host: Lighthouse's fixed 4x makes a fast host a mid-tier phone and a
 * slow one a low-end phone.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const DEVICES = {
  mid: { name: 'mid-tier phone (Pixel 5)', score: 1000 },
  low: { name: 'low-tier phone (Moto G Power 2022)', score: 264 },
} as const;
export type Device = keyof typeof DEVICES;

/** The devices named by `--device` (mid, low), or both. */
export function devicesAsked(device: string | undefined): Device[] {
  if (device === undefined) return ['mid', 'low'];
  if (!(device in DEVICES)) throw new Error(`--device is mid or low, not ${device}`);
  return [device as Device];
}

export const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The CPU slowdown that makes this host (benchmarkIndex `host`) run as `device`. */
export function slowdown(host: number, device: Device): number {
  return Math.max(1, Number((host / DEVICES[device].score).toFixed(2)));
}

/** This host's benchmarkIndex, Lighthouse's own benchmark run in `page`: the median of 3. */
export async function hostBenchmarkIndex(page: Page): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  }
  return median(runs);
}
