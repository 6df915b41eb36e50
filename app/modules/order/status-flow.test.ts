import { describe, expect, it } from 'vitest';
import { canMoveTo, nextStatuses } from './status-flow.ts';

describe('order status flow', () => {
  it('moves a COD order from placed to delivered, step by step', () => {
    const cod = { paymentMethod: 'cod', paymentState: 'cod' } as const;
    expect(nextStatuses({ ...cod, status: 'Order Placed' })).toEqual(['Packed', 'Cancelled']);
    expect(nextStatuses({ ...cod, status: 'Packed' })).toEqual(['Shipped', 'Cancelled']);
    expect(nextStatuses({ ...cod, status: 'Shipped' })).toEqual(['Out for Delivery', 'Delivered']);
    expect(nextStatuses({ ...cod, status: 'Out for Delivery' })).toEqual(['Delivered']);
    expect(nextStatuses({ ...cod, status: 'Delivered' })).toEqual([]);
  });

  it('never reopens a cancelled order or cancels a shipped one', () => {
    const cod = { paymentMethod: 'cod', paymentState: 'cod' } as const;
    expect(nextStatuses({ ...cod, status: 'Cancelled' })).toEqual([]);
    expect(canMoveTo({ ...cod, status: 'Shipped' }, 'Cancelled')).toBe(false);
    expect(canMoveTo({ ...cod, status: 'Order Placed' }, 'Delivered')).toBe(false);
  });

  it('leaves an online order that is not paid to its payment', () => {
    for (const paymentState of ['pending', 'failed', 'refund_due', 'refunded'] as const) {
      expect(
        nextStatuses({ status: 'Order Placed', paymentMethod: 'online', paymentState }),
      ).toEqual([]);
    }
    expect(
      nextStatuses({ status: 'Payment Confirmed', paymentMethod: 'online', paymentState: 'paid' }),
    ).toEqual(['Packed', 'Cancelled']);
  });
});
