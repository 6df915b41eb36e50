/** Delay before the next delivery attempt: 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attemptsSoFar: number): number {
  const exponent = Math.max(0, attemptsSoFar - 1);
  return Math.min(5_000 * 2 ** exponent, 3_600_000);
}
