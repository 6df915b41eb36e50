/**
 * Work that a caller must hear about within a deadline, whether or not it is done: the
 * work's outcome if it comes in time, else `late` while it goes on (its failure is then
 * handed to `onLateFailure`). Razorpay wants a webhook answered within 5 seconds and
 * retries, then disables, one that is not; a settlement that outlives the answer still
 * commits, and the reconciliation job settles one that fails.
 */
export async function answerWithin<T, L>(
  work: Promise<T>,
  ms: number,
  late: L,
  onLateFailure: (error: unknown) => void,
): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    const first = await Promise.race([work, deadline]);
    if (first === late) work.catch(onLateFailure);
    return first;
  } finally {
    clearTimeout(timer);
  }
}
