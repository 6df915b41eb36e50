/**
 * Work that may wait and may be dropped (a better copy of a stored page): done one job at a
 * time, in order, behind whatever the server is doing, with at most `maxWaiting` jobs in
 * line. A job offered to a full line is refused, not queued: the line never grows with a
 * crowd or a crawler, and whoever offered it may offer it again later.
 */
export interface BackgroundLane {
  /** Whether the job was taken. A job that fails is reported to `onError`, and the next runs. */
  offer(job: () => Promise<void>): boolean;
  /** Settles once every job taken so far has run. */
  idle(): Promise<void>;
}

export function backgroundLane(
  maxWaiting: number,
  onError: (error: unknown) => void,
): BackgroundLane {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    offer(job) {
      if (waiting >= maxWaiting) return false;
      waiting++;
      tail = tail.then(async () => {
        waiting--;
        try {
          await job();
        } catch (error) {
          // The lane goes on whatever the report does: a throw here would stop every
          // later job and leave the line full for good.
          try {
            onError(error);
          } catch {}
        }
      });
      return true;
    },
    idle: () => tail,
  };
}
