/**
 * A shop's resident memory as the benchmark reports it (issue 36): its process and its
 * workers together, now (VmRSS) and at their highest so far (VmHWM), from /proc.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

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

/** Process `pid` and its children (a cluster's workers), with their status. */
function shopProcesses(pid: number) {
  const root = String(pid);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((one) => ({ pid: one, status: statusOf(one) }))
    .filter(({ pid: one, status }) => status && (one === root || status.ppid === root));
}

/** The memory of process `pid` and of its children (a cluster's workers). */
export function shopMemory(pid: number): ShopMemory {
  let rssKb = 0;
  let peakKb = 0;
  for (const { status } of shopProcesses(pid)) {
    rssKb += status!.rssKb;
    peakKb += status!.peakKb;
  }
  return { rssKb, peakKb };
}

/**
 * Starts counting the peak afresh (Linux: 5 to clear_refs resets VmHWM), so that the peak
 * read later is the load's, not the start's (a first start runs initdb and the seed).
 */
export function resetPeak(pid: number): void {
  for (const { pid: one } of shopProcesses(pid)) {
    try {
      writeFileSync(`/proc/${one}/clear_refs`, '5');
    } catch {
      // Gone meanwhile, or a kernel without it: the peak then includes the start.
    }
  }
}

export const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
