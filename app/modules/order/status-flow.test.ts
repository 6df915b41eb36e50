import { describe, expect, it } from 'vitest';
import { canMoveTo, nextStatuses } from './status-flow.ts';

describe('order status flow', () => {
  it('moves a COD order from placed to delivered, step by step', () => {
    const cod = { paymentMethod: 'cod', paymentState: 'cod', pickupStoreId: null } as const;
    expect(nextStatuses({ ...cod, status: 'Order Placed' })).toEqual(['Packed', 'Cancelled']);
    expect(nextStatuses({ ...cod, status: 'Packed' })).toEqual(['Shipped', 'Cancelled']);
    expect(nextStatuses({ ...cod, status: 'Shipped' })).toEqual(['Out for Delivery', 'Delivered']);
    expect(nextStatuses({ ...cod, status: 'Out for Delivery' })).toEqual(['Delivered']);
    expect(nextStatuses({ ...cod, status: 'Delivered' })).toEqual([]);
  });

  it('never reopens a cancelled order or cancels a shipped one', () => {
    const cod = { paymentMethod: 'cod', paymentState: 'cod', pickupStoreId: null } as const;
    expect(nextStatuses({ ...cod, status: 'Cancelled' })).toEqual([]);
    expect(canMoveTo({ ...cod, status: 'Shipped' }, 'Cancelled')).toBe(false);
    expect(canMoveTo({ ...cod, status: 'Order Placed' }, 'Delivered')).toBe(false);
  });

  it('leaves an online order that is not paid to its payment', () => {
    for (const paymentState of ['pending', 'failed', 'refund_due', 'refunded'] as const) {
      expect(
        nextStatuses({
          status: 'Order Placed',
          paymentMethod: 'online',
          paymentState,
          pickupStoreId: null,
        }),
      ).toEqual([]);
    }
    expect(
      nextStatuses({
        status: 'Payment Confirmed',
        paymentMethod: 'online',
        paymentState: 'paid',
        pickupStoreId: null,
      }),
    ).toEqual(['Packed', 'Cancelled']);
  });

  it('takes a pickup order to the store and hands it over, never by courier', () => {
    const pickup = { paymentMethod: 'cod', paymentState: 'cod', pickupStoreId: 7 } as const;
    expect(nextStatuses({ ...pickup, status: 'Order Placed' })).toEqual([
      'Packed',
      'Ready for Pickup',
      'Cancelled',
    ]);
    expect(nextStatuses({ ...pickup, status: 'Packed' })).toEqual([
      'Ready for Pickup',
      'Cancelled',
    ]);
    expect(nextStatuses({ ...pickup, status: 'Ready for Pickup' })).toEqual([
      'Picked Up',
      'Cancelled',
    ]);
    expect(nextStatuses({ ...pickup, status: 'Picked Up' })).toEqual([]);
    expect(canMoveTo({ ...pickup, status: 'Packed' }, 'Shipped')).toBe(false);
    // A delivered order never waits at a store.
    expect(
      canMoveTo({ ...pickup, pickupStoreId: null, status: 'Packed' }, 'Ready for Pickup'),
    ).toBe(false);
  });
});
