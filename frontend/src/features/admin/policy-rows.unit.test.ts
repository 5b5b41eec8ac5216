import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, policySentences, type CancellationPolicy } from '@pokerfest/domain';
import { checkRows, rowsOfPolicy, withTierAdded, withTierRemoved, type PolicyRow } from './policy-rows';

const all = (value: number) => ({ hotel: value, tournaments: value, extras: value });
const row = (fromDays: string, toDays: string, percent: string): PolicyRow => ({ fromDays, toDays, hotel: percent, tournaments: percent, extras: percent });
const threeTiers: CancellationPolicy = {
  tiers: [
    { minDays: 30, maxDays: null, refundPercent: all(100) },
    { minDays: 7, maxDays: 29, refundPercent: { hotel: 50, tournaments: 100, extras: 0 } },
    { minDays: 0, maxDays: 6, refundPercent: all(0) },
  ],
};

describe('the cancellation policy editor rows', () => {
  it('show a policy as text rows, blank "to" for the open-ended tier, and read back as the same policy', () => {
    expect(rowsOfPolicy(DEFAULT_CANCELLATION_POLICY)).toEqual([row('14', '', '100'), row('0', '13', '0')]);
    for (const policy of [DEFAULT_CANCELLATION_POLICY, threeTiers]) expect(checkRows(rowsOfPolicy(policy))).toEqual({ ok: true, policy });
  });

  it('read typed text with spaces around it, and give the sentences the server will give', () => {
    const check = checkRows([row(' 14 ', ' ', '100'), row('0', '13 ', ' 50')]);
    expect(check.ok && policySentences(check.policy)).toEqual([
      'Cancellations 14 days or more before the festival starts are eligible for a full refund.',
      "Cancellations less than 14 days before the festival's first day are refunded at 50%.",
    ]);
  });

  it("put the schema's own message on the field it is about", () => {
    const overlap = checkRows([row('14', '', '100'), row('0', '20', '0')]);
    expect(overlap).toMatchObject({ ok: false, rowErrors: [{}, { toDays: 'Tier 2 overlaps tier 1: it must end at 13 days' }] });
    const gap = checkRows([row('14', '', '100'), row('0', '10', '0')]);
    expect(gap).toMatchObject({ ok: false, rowErrors: [{}, { toDays: 'Tier 2 leaves days missing before tier 1: it must end at 13 days' }] });
    const tooMuch = checkRows([row('0', '', '101')]);
    expect(tooMuch).toMatchObject({ ok: false, rowErrors: [{ hotel: 'A refund percentage is 0 to 100', tournaments: 'A refund percentage is 0 to 100', extras: 'A refund percentage is 0 to 100' }] });
    expect(checkRows([{ ...row('0', '', '100'), extras: '12.5' }])).toMatchObject({ ok: false, rowErrors: [{ extras: 'A refund percentage is a whole number' }] });
    expect(checkRows([row('5', '', '100')])).toMatchObject({ ok: false, rowErrors: [{ fromDays: 'The last tier must reach 0 days: days below 5 are missing' }] });
  });

  it('ask for a value where a field is blank or not a number', () => {
    const check = checkRows([{ ...row('', '', 'abc'), hotel: '' }]);
    expect(check).toMatchObject({ ok: false, rowErrors: [{ fromDays: 'Enter the first day of this tier', hotel: 'Enter a percentage from 0 to 100', tournaments: 'Enter a whole number' }] });
  });

  it('say what is wrong with the whole policy when no row is to blame', () => {
    expect(checkRows([])).toEqual({ ok: false, rowErrors: [], formError: 'A policy has at least one tier' });
    expect(checkRows(Array.from({ length: 11 }, () => row('0', '', '0')))).toMatchObject({ ok: false, formError: 'A policy has at most 10 tiers' });
  });

  it('add a tier by splitting the latest one, keeping the policy whole', () => {
    const added = withTierAdded(rowsOfPolicy(DEFAULT_CANCELLATION_POLICY));
    expect(added).toEqual([row('14', '', '100'), row('7', '13', '0'), row('0', '6', '0')]);
    expect(checkRows(added).ok).toBe(true);
    expect(withTierAdded([row('0', '', '100')])).toEqual([row('14', '', '100'), row('0', '13', '100')]);
    // a one-day last tier cannot be split: a blank row is left to fill in
    expect(withTierAdded([row('1', '', '100'), row('0', '0', '0')])).toHaveLength(3);
    expect(checkRows(withTierAdded([row('1', '', '100'), row('0', '0', '0')])).ok).toBe(false);
  });

  it('remove a tier, giving its days to its neighbour, and never the last one', () => {
    const rows = rowsOfPolicy(threeTiers);
    expect(withTierRemoved(rows, 1)).toEqual([row('7', '', '100'), row('0', '6', '0')]);
    expect(withTierRemoved(rows, 0)[0]).toEqual({ ...rows[1], toDays: '' });
    expect(withTierRemoved(rows, 2)).toEqual([rows[0], { ...rows[1], fromDays: '0' }]);
    for (const index of [0, 1, 2]) expect(checkRows(withTierRemoved(rows, index)).ok).toBe(true);
    expect(withTierRemoved([row('0', '', '100')], 0)).toEqual([row('0', '', '100')]);
  });
});
