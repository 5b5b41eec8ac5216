import { describe, expect, it } from 'vitest';
import { loyaltyStream } from '../loyalty/ledger-events';
import { orderStream } from '../ordering/order-events';
import { streamTypeOf } from './streams';

describe('stream ids', () => {
  it('formats and parses an order stream id', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(orderStream.format(id)).toBe(`order-${id}`);
    expect(orderStream.parse(orderStream.format(id))).toBe(id);
    expect(orderStream.parse(`loyalty-7`)).toBeUndefined();
  });

  it('parses only a positive whole user id from a ledger stream id', () => {
    expect(loyaltyStream.format(7)).toBe('loyalty-7');
    expect(loyaltyStream.parse('loyalty-7')).toBe(7);
    for (const other of ['loyalty-0', 'loyalty-x', 'loyalty-1.5', 'order-7']) expect(loyaltyStream.parse(other)).toBeUndefined();
  });

  it("tells a stream's events from others by type", () => {
    expect(orderStream.isEvent({ type: 'OrderConfirmed', data: {} })).toBe(true);
    expect(orderStream.isEvent({ type: 'PointsAdjusted', data: {} })).toBe(false);
    expect(loyaltyStream.eventTypes).toContain('PointsAdjusted');
  });

  it('reads the type of any stream id', () => {
    expect(streamTypeOf('order-a1-b2')).toBe('order');
    expect(streamTypeOf('plain')).toBe('plain');
  });
});
