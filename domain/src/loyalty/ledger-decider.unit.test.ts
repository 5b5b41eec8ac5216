import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { evolveLedger, initialLedgerState, ledgerDecider, type LedgerCommand } from './ledger-decider';
import type { LoyaltyEvent } from './ledger-events';

// Given a member's ledger history, when a command is decided, then these events (or this refusal).

const NOW = new Date('2027-06-01T08:00:00.000Z');
const DUE = new Date('2027-06-01T00:00:00.000Z');
const ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER_ORDER = 'a1b2c3d4-0000-4000-8000-000000000002';

const promised = (orderId = ORDER, points = 83): LoyaltyEvent => ({
  type: 'BookingPointsPending',
  data: { orderId, points, festivalName: 'Linz Poker Open', dueAt: DUE.toISOString() },
});
const earned = (orderId = ORDER, points = 83): LoyaltyEvent => ({ type: 'BookingPointsEarned', data: { orderId, points, awardedAt: NOW.toISOString() } });
const bonus = (referredUserId = 12, orderId = ORDER): LoyaltyEvent => ({
  type: 'ReferralBonusAwarded',
  data: { referredUserId, referredUsername: `player${referredUserId}`, orderId, points: 50, awardedAt: NOW.toISOString() },
});
const adjusted = (points: number): LoyaltyEvent => ({ type: 'PointsAdjusted', data: { points, reason: 'Goodwill', adminId: 1, adjustedAt: NOW.toISOString() } });
const reversed = (orderId = ORDER, points = 83): LoyaltyEvent => ({
  type: 'BookingPointsReversed',
  data: { orderId, points, reason: 'The order was cancelled before check-in', reversedAt: NOW.toISOString() },
});

const promise = (over: Partial<Extract<LedgerCommand, { type: 'PromiseBookingPoints' }>> = {}): LedgerCommand => ({
  type: 'PromiseBookingPoints',
  orderId: ORDER,
  points: 83,
  festivalName: 'Linz Poker Open',
  dueAt: DUE,
  ...over,
});
const earn = (orderId = ORDER): LedgerCommand => ({ type: 'EarnBookingPoints', orderId, now: NOW });
const awardBonus = (referredUserId = 12, points = 50, orderId = ORDER): LedgerCommand => ({
  type: 'AwardReferralBonus',
  referredUserId,
  referredUsername: `player${referredUserId}`,
  orderId,
  points,
  now: NOW,
});
const adjust = (points: number, reason = 'Goodwill'): LedgerCommand => ({ type: 'AdjustPoints', points, reason, adminId: 1, now: NOW });
const reverse = (orderId = ORDER): LedgerCommand => ({ type: 'ReverseBookingPoints', orderId, reason: 'The order was cancelled before check-in', now: NOW });

const given = deciderSpec(ledgerDecider);

describe('PromiseBookingPoints', () => {
  it('on a confirmed booking: promises its points, pending and not in the balance', () => {
    expect(given().when(promise())).toStrictEqual({ events: [promised()] });
    expect(given().then(promise())).toStrictEqual({ ...initialLedgerState, pending: { [ORDER]: 83 } });
  });

  it('promises once per order: already pending, earned or reversed decides nothing', () => {
    expect(given(promised()).when(promise())).toStrictEqual({ events: [] });
    expect(given(promised(), earned()).when(promise())).toStrictEqual({ events: [] });
    expect(given(promised(), reversed()).when(promise())).toStrictEqual({ events: [] });
    expect(given(promised(), earned()).when(promise({ points: 999 }))).toStrictEqual({ events: [] });
  });

  it("promises each order's points on their own", () => {
    expect(given(promised()).when(promise({ orderId: OTHER_ORDER, points: 40 }))).toStrictEqual({ events: [promised(OTHER_ORDER, 40)] });
  });

  it('promises nothing for a booking worth no points', () => {
    expect(given().when(promise({ points: 0 }))).toStrictEqual({ events: [] });
    expect(given().when(promise({ points: -5 }))).toStrictEqual({ events: [] });
  });

  it('refuses points that are not whole', () => {
    expect(given().errorOf(promise({ points: 8.5 }))).toBeInstanceOf(ValidationError);
    expect(given().errorOf(promise({ points: Number.NaN }))).toBeInstanceOf(ValidationError);
  });
});

describe('EarnBookingPoints', () => {
  it("at check-in: the promised points join the balance, the order's pending points go", () => {
    expect(given(promised()).when(earn())).toStrictEqual({ events: [earned()] });
    expect(given(adjusted(10), promised()).then(earn())).toStrictEqual({ ...initialLedgerState, balance: 93, pending: {}, earned: { [ORDER]: 83 } });
  });

  it('awards once per order: a second award (job and sweep, a retry) decides nothing', () => {
    expect(given(promised(), earned()).when(earn())).toStrictEqual({ events: [] });
  });

  it('awards nothing that was not promised, or was reversed', () => {
    expect(given().when(earn())).toStrictEqual({ events: [] });
    expect(given(promised(OTHER_ORDER)).when(earn())).toStrictEqual({ events: [] });
    expect(given(promised(), reversed()).when(earn())).toStrictEqual({ events: [] });
  });

  it('awards one order and leaves the others pending', () => {
    expect(given(promised(), promised(OTHER_ORDER, 40)).then(earn(OTHER_ORDER))).toMatchObject({ balance: 40, pending: { [ORDER]: 83 }, earned: { [OTHER_ORDER]: 40 } });
  });
});

describe('AwardReferralBonus', () => {
  it("for a referred player's first confirmed booking: the bonus joins the referrer's balance", () => {
    expect(given().when(awardBonus())).toStrictEqual({ events: [bonus()] });
    expect(given().then(awardBonus())).toStrictEqual({ ...initialLedgerState, balance: 50, bonusFor: [12] });
  });

  it('once per referred player: a later booking (or a repeat) decides nothing', () => {
    expect(given(bonus()).when(awardBonus(12, 50, OTHER_ORDER))).toStrictEqual({ events: [] });
    expect(given(bonus()).when(awardBonus())).toStrictEqual({ events: [] });
  });

  it('once for each referred player', () => {
    expect(given(bonus(12)).when(awardBonus(13, 50, OTHER_ORDER))).toStrictEqual({ events: [bonus(13, OTHER_ORDER)] });
  });

  it('awards nothing when the bonus rule is 0, and refuses points that are not whole', () => {
    expect(given().when(awardBonus(12, 0))).toStrictEqual({ events: [] });
    expect(given().errorOf(awardBonus(12, 2.5))).toBeInstanceOf(ValidationError);
  });
});

describe('AdjustPoints', () => {
  it('adds points with the reason (trimmed) and the admin', () => {
    expect(given().when(adjust(25, '  Welcome gift  '))).toStrictEqual({
      events: [{ type: 'PointsAdjusted', data: { points: 25, reason: 'Welcome gift', adminId: 1, adjustedAt: NOW.toISOString() } }],
    });
    expect(given(adjusted(100)).then(adjust(25)).balance).toBe(125);
  });

  it('takes points away, down to exactly zero', () => {
    expect(given(adjusted(100)).then(adjust(-40)).balance).toBe(60);
    expect(given(adjusted(100)).then(adjust(-100)).balance).toBe(0);
  });

  it('refuses to take the balance below zero, saying what the member has', () => {
    const refusal = given(adjusted(100)).errorOf(adjust(-101));
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe('This would take the balance below zero: the member has 100 points.');
    expect(refusal.details).toStrictEqual({ reason: 'balance_below_zero', balance: 100 });
    expect(given().errorOf(adjust(-1))).toBeInstanceOf(ConflictError);
  });

  it('counts earned points, bonuses and adjustments, never pending ones', () => {
    const history = [promised(), earned(), bonus(), adjusted(-30), promised(OTHER_ORDER, 500)];
    expect(given(...history).state.balance).toBe(83 + 50 - 30);
    expect(given(...history).when(adjust(-103))).toMatchObject({ events: [{ type: 'PointsAdjusted' }] });
    expect(given(...history).errorOf(adjust(-104))).toBeInstanceOf(ConflictError);
  });

  it('refuses an empty reason, no change and points that are not whole', () => {
    expect(given().errorOf(adjust(10, '   ')).message).toBe('Please provide a reason for updating loyalty points.');
    expect(given().errorOf(adjust(0))).toBeInstanceOf(ValidationError);
    expect(given().errorOf(adjust(1.5))).toBeInstanceOf(ValidationError);
    expect(given().errorOf(adjust(Number.NaN))).toBeInstanceOf(ValidationError);
    expect(given().errorOf(adjust(Number.POSITIVE_INFINITY))).toBeInstanceOf(ValidationError);
  });
});

describe('ReverseBookingPoints', () => {
  it("for a booking cancelled before check-in: drops its pending points, once", () => {
    expect(given(promised()).when(reverse())).toStrictEqual({ events: [reversed()] });
    expect(given(promised(), promised(OTHER_ORDER, 40)).then(reverse())).toMatchObject({ balance: 0, pending: { [OTHER_ORDER]: 40 }, reversed: [ORDER] });
    expect(given(promised(), reversed()).when(reverse())).toStrictEqual({ events: [] });
  });

  it('takes nothing back once the points were awarded, and ignores an order never promised', () => {
    expect(given(promised(), earned()).when(reverse())).toStrictEqual({ events: [] });
    expect(given().when(reverse())).toStrictEqual({ events: [] });
  });
});

it('folds a whole history into the balance, pending, earned, reversed and bonus lists', () => {
  const state = [promised(), earned(), promised(OTHER_ORDER, 40), bonus(12), bonus(13), adjusted(7), reversed(OTHER_ORDER, 40)].reduce(evolveLedger, initialLedgerState);
  expect(state).toStrictEqual({ balance: 83 + 50 + 50 + 7, pending: {}, earned: { [ORDER]: 83 }, reversed: [OTHER_ORDER], bonusFor: [12, 13] });
});

describe('RestateBookingPoints', () => {
  const LATER = new Date('2027-06-03T00:00:00.000Z');
  const restate = (points: number, orderId = ORDER): LedgerCommand => ({ type: 'RestateBookingPoints', orderId, points, dueAt: LATER, now: NOW });
  const restated = (points: number, previousPoints: number): LoyaltyEvent => ({
    type: 'BookingPointsRestated',
    data: { orderId: ORDER, points, previousPoints, dueAt: LATER.toISOString(), restatedAt: NOW.toISOString() },
  });

  it('re-states a pending promise for the changed total; earning then awards the new figure', () => {
    expect(given(promised()).when(restate(60))).toStrictEqual({ events: [restated(60, 83)] });
    expect(given(promised(), restated(60, 83)).then(restate(60))).toMatchObject({ pending: { [ORDER]: 60 }, balance: 0 });
    expect(given(promised(), restated(60, 83)).when(earn())).toStrictEqual({ events: [earned(ORDER, 60)] });
    expect(given(promised(), restated(60, 83), restated(90, 60)).then(earn())).toMatchObject({ balance: 90, pending: {} });
  });

  it('changes nothing when the figure is the same, earned, reversed or never promised', () => {
    expect(given(promised()).when(restate(83))).toStrictEqual({ events: [] });
    expect(given(promised(), earned()).when(restate(60))).toStrictEqual({ events: [] });
    expect(given(promised(), reversed()).when(restate(60))).toStrictEqual({ events: [] });
    expect(given().when(restate(60))).toStrictEqual({ events: [] });
  });

  it('drops the pending points when the changed booking earns none', () => {
    expect(given(promised()).when(restate(0))).toStrictEqual({
      events: [{ type: 'BookingPointsReversed', data: { orderId: ORDER, points: 83, reason: 'The changed booking earns no points', reversedAt: NOW.toISOString() } }],
    });
  });
});
