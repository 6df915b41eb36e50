/**
 * A shop's resident memory as the benchmark reports it (issue 36): its process and its
 * workers together, now (VmRSS) and at their highest so far (VmHWM), from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ShopMemory {
  /** Resident now, in KiB. */
  rssKb: number;
  /** The most each process has held so far, summed, in KiB. */
  peakKb: number;
}

function statusOf(pid: string): { ppid: string; rssKb: number; peakKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return {
      ppid: /PPid:\s+(\d+)/.exec(status)?.[1] ?? '',
      rssKb: field('VmRSS'),
      peakKb: field('VmHWM'),
    };
  } catch {
    // The process ended while we looked.
    return null;
  }
}

/** The memory of process `pid` and of its children (a cluster's workers). */
export function shopMemory(pid: number): ShopMemory {
  const root = String(pid);
  let rssKb = 0;
  let peakKb = 0;
  for (const one of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const status = statusOf(one);
    if (status && (one === root || status.ppid === root)) {
      rssKb += status.rssKb;
      peakKb += status.peakKb;
    }
  }
  return { rssKb, peakKb };
}

export const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
