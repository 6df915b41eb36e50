import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_MOVES, PICKUP_STATUS_MOVES } from '../order/status-flow.ts';
import {
  LIFECYCLE,
  LIFECYCLE_EVENTS,
  type LifecycleEvent,
  type LifecycleState,
  movesFor,
  PAYMENT_MOVES,
  SHOP_STATUS_MOVES,
} from './table.ts';

const STATES = Object.keys(LIFECYCLE) as LifecycleState[];

/**
 * Every legal (state, event) pair and where it leads (the guarded alternatives in order),
 * written out by hand: any other pair must be refused.
 */
const LEGAL: Partial<Record<LifecycleState, Partial<Record<LifecycleEvent, string[]>>>> = {
  // Cash at a store (a pickup), cash on delivery, or online.
  new: { placed: ['cod', 'cod', 'pending'] },
  pending: {
    paymentAuthorized: ['pending'],
    paymentCaptured: ['paid'],
    paymentFailed: ['pending'],
    windowClosed: ['failed'],
    expired: ['failed'],
    replaced: ['replaced'],
    strayMoneyFound: ['pending'],
  },
  failed: { paymentCaptured: ['paid', 'refund_due'], strayMoneyFound: ['failed'] },
  replaced: { strayMoneyFound: ['replaced'] },
  paid: { statusChanged: ['paid'], cancelled: ['refund_due'], strayMoneyFound: ['paid'] },
  cod: { statusChanged: ['cod'], cancelled: ['cod'], codCollected: ['paid'] },
  refund_due: { refundDone: ['refunded'], strayMoneyFound: ['refund_due'] },
  refunded: { strayMoneyFound: ['refunded'] },
};

describe('the order lifecycle table', () => {
  for (const state of STATES) {
    for (const event of LIFECYCLE_EVENTS) {
      const expected = LEGAL[state]?.[event];
      it(`${state} + ${event}: ${expected ? `→ ${expected.join(' or ')}` : 'refused'}`, () => {
        expect(movesFor(state, event).map((move) => move.to)).toEqual(expected ?? []);
      });
    }
  }

  it('cancels an unpaid order with its stock back and its payment window closed', () => {
    for (const event of ['windowClosed', 'expired', 'replaced'] as const) {
      const [move] = movesFor('pending', event);
      expect(move).toMatchObject({ history: 'Cancelled', payment: 'failed' });
      expect(move?.effects).toContain('releaseStock');
    }
  });

  it('confirms an order (cart lines gone, e-mails queued) exactly when it is paid or placed COD', () => {
    const confirming = STATES.flatMap((state) =>
      LIFECYCLE_EVENTS.flatMap((event) =>
        movesFor(state, event)
          .filter((move) => move.effects?.includes('confirm'))
          .map((move) => `${state} ${event} ${move.to}`),
      ),
    );
    expect(confirming).toEqual([
      // Cash paid at a store (a pickup, issue 35), then cash on delivery.
      'new placed cod',
      'new placed cod',
      'pending paymentCaptured paid',
      'failed paymentCaptured paid',
    ]);
  });

  it('never revives a replaced order: its money is only ever recorded as stray', () => {
    expect(movesFor('replaced', 'paymentCaptured')).toEqual([]);
    expect(movesFor('replaced', 'strayMoneyFound')).toEqual([
      { to: 'replaced', effects: ['recordStray'] },
    ]);
  });

  it('ends the moves of a guarded event with one that always applies, or guards them all', () => {
    for (const state of STATES) {
      for (const event of LIFECYCLE_EVENTS) {
        const moves = movesFor(state, event);
        // A move after an unguarded one could never be taken.
        expect(moves.slice(0, -1).every((move) => move.when !== undefined)).toBe(true);
      }
    }
  });
});

/** The 'from>to' moves the latest migration that (re)creates a trigger gives it. */
function migrationPairs(trigger: string): string[] {
  const folder = new URL('../../../db/migrations/', import.meta.url);
  const sql =
    readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .findLast((text) => text.includes(`CREATE TRIGGER ${trigger} `)) ?? '';
  const start = sql.indexOf(`CREATE TRIGGER ${trigger} `);
  const body = sql.slice(start, sql.indexOf(');', start));
  return [...body.matchAll(/'([^'>]+>[^']+)'/g)].map((match) => match[1] ?? '').sort();
}

const pairs = (moves: Record<string, readonly string[]>) =>
  Object.entries(moves).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));

describe('the database refuses what the table does not declare', () => {
  it('allows exactly the payment-state changes the table makes', () => {
    const declared = new Set<string>();
    for (const state of STATES) {
      for (const event of LIFECYCLE_EVENTS) {
        for (const move of movesFor(state, event)) {
          if (state !== 'new' && move.to !== state) declared.add(`${state}>${move.to}`);
        }
      }
    }
    expect(migrationPairs('order_payment_state_guard')).toEqual([...declared].sort());
  });

  it("allows exactly a payment's declared moves", () => {
    expect(migrationPairs('payment_status_guard')).toEqual(pairs(PAYMENT_MOVES).sort());
    const refunds = pairs(PAYMENT_MOVES).filter((move) => move.startsWith('refund'));
    expect(migrationPairs('stray_payment_status_guard')).toEqual(refunds.sort());
  });

  it("allows exactly the shop's and staff's status moves", () => {
    const declared = new Set([
      ...SHOP_STATUS_MOVES.map(([from, to]) => `${from}>${to}`),
      ...pairs(DELIVERY_STATUS_MOVES),
      ...pairs(PICKUP_STATUS_MOVES),
    ]);
    expect(migrationPairs('order_status_guard')).toEqual([...declared].sort());
  });
});
