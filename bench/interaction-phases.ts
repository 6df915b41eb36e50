/**
 * Where an interaction's latency goes, from the Event Timing entries of one tap: the three
 * phases web.dev and the web-vitals library name for INP. A tap is several events
 * (pointerdown, pointerup, click and the mouse events between); they share an
 * interactionId, and the interaction lasts as long as its longest entry.
 *
 * - input delay: from the tap until the first of its events' handlers start (the main
 *   thread busy with something else, Chrome's hit test);
 * - processing: from there until the last of its handlers ends, the frames and events
 *   Chrome runs between them included;
 * - presentation: from there until the next frame is painted (style, layout and paint of
 *   what the handlers changed, and any task that runs before that frame).
 */

/** The fields of a PerformanceEventTiming entry this needs (plain, from the page). */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface InteractionPhases {
  /** The interaction's latency (its longest entry's duration), ms. */
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** Its events, in the order their handlers ran. */
  events: string[];
}

/**
 * The phases of the longest interaction among `entries` and `firstInput` (the page's
 * first-input entry, listed whatever its length: Event Timing lists other events only from
 * 16 ms, so a quick tap reads as its own few milliseconds, not as a miss). Null when
 * neither holds an interaction: the tap reached nothing.
 */
export function interactionPhases(
  entries: EventEntry[],
  firstInput: EventEntry[] = [],
): InteractionPhases | null {
  const interactions = entries.filter((entry) => entry.interactionId > 0);
  // The first input is also one of the events, when it lasted 16 ms or more.
  const pool = [
    ...interactions,
    ...firstInput.filter(
      (input) =>
        !interactions.some((e) => e.name === input.name && e.startTime === input.startTime),
    ),
  ];
  if (pool.length === 0) return null;
  const longest = pool.reduce((a, b) => (b.duration > a.duration ? b : a));
  const group = pool
    .filter((entry) => entry.interactionId === longest.interactionId)
    .sort((a, b) => a.processingStart - b.processingStart);
  const first = group[0]!;
  const processingEnd = Math.max(...group.map((entry) => entry.processingEnd));
  // Event Timing rounds a duration to 8 ms, so the painted frame can read as a little
  // before the handlers' end: no phase is negative.
  const end = Math.max(longest.startTime + longest.duration, processingEnd);
  return {
    latency: longest.duration,
    inputDelay: first.processingStart - first.startTime,
    processing: processingEnd - first.processingStart,
    presentation: end - processingEnd,
    events: group.map((entry) => entry.name),
  };
}
