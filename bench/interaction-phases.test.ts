import { describe, expect, it } from 'vitest';
import { type EventEntry, interactionPhases } from './interaction-phases.ts';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  processingStart: number,
  processingEnd: number,
  duration: number,
): EventEntry => ({ name, interactionId, startTime, processingStart, processingEnd, duration });

describe('the phases of a tap, from its Event Timing entries', () => {
  it('splits the longest interaction into input delay, processing and presentation', () => {
    // A tap at 1000: pointerdown's handlers at 1080-1095, click's at 1190-1240, painted at 1288.
    const tap = [
      entry('pointerdown', 7, 1000, 1080, 1095, 152),
      entry('pointerup', 7, 1000, 1120, 1121, 152),
      entry('click', 7, 1000, 1190, 1240, 288),
    ];
    expect(interactionPhases(tap)).toEqual({
      latency: 288,
      inputDelay: 80,
      processing: 160,
      presentation: 48,
      events: ['pointerdown', 'pointerup', 'click'],
    });
  });

  it('reads only the longest interaction, not an earlier or later one', () => {
    const phases = interactionPhases([
      entry('click', 3, 500, 510, 520, 40),
      entry('pointerdown', 9, 2000, 2010, 2012, 104),
      entry('click', 9, 2000, 2050, 2090, 104),
      entry('keydown', 0, 2500, 2501, 2502, 200),
    ]);
    expect(phases).toMatchObject({
      latency: 104,
      inputDelay: 10,
      processing: 80,
      presentation: 14,
    });
    expect(phases?.events).toEqual(['pointerdown', 'click']);
  });

  it('gives no phase below zero when the rounded duration ends before the handlers', () => {
    // Durations are rounded to 8 ms: this one ends at 1016, its handlers at 1019.
    expect(interactionPhases([entry('click', 4, 1000, 1003, 1019, 16)])).toMatchObject({
      inputDelay: 3,
      processing: 16,
      presentation: 0,
    });
  });

  it('falls back to the first input when a quick tap left no entry over the threshold', () => {
    expect(interactionPhases([], [entry('pointerdown', 5, 100, 101, 102, 8)])).toMatchObject({
      latency: 8,
      inputDelay: 1,
      processing: 1,
    });
  });

  it('counts the first input once when it is also among the events', () => {
    const pointerdown = entry('pointerdown', 6, 100, 130, 140, 64);
    const phases = interactionPhases(
      [pointerdown, entry('click', 6, 100, 150, 170, 64)],
      [{ ...pointerdown }],
    );
    expect(phases?.events).toEqual(['pointerdown', 'click']);
  });

  it('says null when the tap reached nothing', () => {
    expect(interactionPhases([entry('mousemove', 0, 10, 11, 12, 30)])).toBeNull();
  });
});
