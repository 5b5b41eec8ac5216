import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, policySentences, type CancellationPolicy } from '@pokerfest/domain';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { policyForm, policyFormValues, tierAdded, tierRemoved, type PolicyRow } from './policy-rows';

const all = (value: number) => ({ hotel: value, tournaments: value, extras: value });
const row = (minDays: string, maxDays: string, percent: string): PolicyRow => ({ minDays, maxDays, refundPercent: { hotel: percent, tournaments: percent, extras: percent } });
const threeTiers: CancellationPolicy = {
  tiers: [
    { minDays: 30, maxDays: null, refundPercent: all(100) },
    { minDays: 7, maxDays: 29, refundPercent: { hotel: 50, tournaments: 100, extras: 0 } },
    { minDays: 0, maxDays: 6, refundPercent: all(0) },
  ],
};
const messagesOf = (tiers: PolicyRow[]) => formMessages(policyForm, { tiers });
const policyOf = (tiers: PolicyRow[]) => formOutput(policyForm, { tiers });

/** The rows after "Add tier", as the editor shows them. */
function withTierAdded(rows: PolicyRow[]): PolicyRow[] {
  const { latest, added } = tierAdded(rows);
  return [...(latest ? [...rows.slice(0, -1), latest] : rows), added];
}

/** The rows after removing tier `index`, as the editor shows them. */
function withTierRemoved(rows: PolicyRow[], index: number): PolicyRow[] {
  const change = tierRemoved(rows, index);
  if (!change) return rows;
  const next = rows.map((current, at) => (at === change.neighbour ? change.row : current));
  next.splice(index, 1);
  return next;
}

describe('the cancellation policy editor rows', () => {
  it('show a policy as text rows, blank "to" for the open-ended tier, and read back as the same policy', async () => {
    expect(policyFormValues(DEFAULT_CANCELLATION_POLICY).tiers).toEqual([row('14', '', '100'), row('0', '13', '0')]);
    for (const policy of [DEFAULT_CANCELLATION_POLICY, threeTiers]) expect(await policyOf(policyFormValues(policy).tiers)).toEqual(policy);
  });

  it('read typed text with spaces around it, and give the sentences the server will give', async () => {
    const policy = await policyOf([row(' 14 ', ' ', '100'), row('0', '13 ', ' 50')]);
    expect(policySentences(policy)).toEqual([
      'Cancellations 14 days or more before the festival starts are eligible for a full refund.',
      "Cancellations less than 14 days before the festival's first day are refunded at 50%.",
    ]);
  });

  it("put the schema's own message on the field it is about", async () => {
    expect(await messagesOf([row('14', '', '100'), row('0', '20', '0')])).toEqual({ 'tiers.1.maxDays': 'Tier 2 overlaps tier 1: it must end at 13 days' });
    expect(await messagesOf([row('14', '', '100'), row('0', '10', '0')])).toEqual({ 'tiers.1.maxDays': 'Tier 2 leaves days missing before tier 1: it must end at 13 days' });
    // a blank "to" is "or more", which overlaps the tier before: the schema says so, not "enter a number"
    expect(await messagesOf([row('14', '', '100'), row('0', '', '0')])).toEqual({ 'tiers.1.maxDays': 'Tier 2 overlaps tier 1: it must end at 13 days' });
    expect(await messagesOf([row('0', '', '101')])).toEqual({
      'tiers.0.refundPercent.hotel': 'A refund percentage is 0 to 100',
      'tiers.0.refundPercent.tournaments': 'A refund percentage is 0 to 100',
      'tiers.0.refundPercent.extras': 'A refund percentage is 0 to 100',
    });
    expect(await messagesOf([{ ...row('0', '', '100'), refundPercent: { hotel: '100', tournaments: '100', extras: '12.5' } }])).toEqual({
      'tiers.0.refundPercent.extras': 'A refund percentage is a whole number',
    });
    expect(await messagesOf([row('5', '', '100')])).toEqual({ 'tiers.0.minDays': 'The last tier must reach 0 days: days below 5 are missing' });
  });

  it('ask for a value where a field is blank or not a number, on every row at once', async () => {
    const blankHotel = { ...row('', '', 'abc'), refundPercent: { hotel: '', tournaments: 'abc', extras: '0' } };
    expect(await messagesOf([row('14', 'x', '100'), blankHotel])).toEqual({
      'tiers.0.maxDays': 'Enter a whole number',
      'tiers.1.minDays': 'Enter the first day of this tier',
      'tiers.1.refundPercent.hotel': 'Enter a percentage from 0 to 100',
      'tiers.1.refundPercent.tournaments': 'Enter a whole number',
    });
  });

  it('say what is wrong with the whole policy when no row is to blame', async () => {
    expect(await messagesOf([])).toEqual({ tiers: 'A policy has at least one tier' });
    expect(await messagesOf(Array.from({ length: 11 }, (_, index) => row(String(10 - index), index === 0 ? '' : String(11 - index), '0')))).toEqual({
      tiers: 'A policy has at most 10 tiers',
    });
  });

  it('add a tier by splitting the latest one, keeping the policy whole', async () => {
    const added = withTierAdded(policyFormValues(DEFAULT_CANCELLATION_POLICY).tiers);
    expect(added).toEqual([row('14', '', '100'), row('7', '13', '0'), row('0', '6', '0')]);
    expect(await messagesOf(added)).toEqual({});
    expect(withTierAdded([row('0', '', '100')])).toEqual([row('14', '', '100'), row('0', '13', '100')]);
    // a one-day last tier cannot be split: a blank row is left to fill in
    const unsplit = withTierAdded([row('1', '', '100'), row('0', '0', '0')]);
    expect(unsplit).toEqual([row('1', '', '100'), row('0', '0', '0'), row('0', '', '')]);
    expect(await messagesOf(unsplit)).not.toEqual({});
  });

  it('remove a tier, giving its days to its neighbour, and never the last one', async () => {
    const rows = policyFormValues(threeTiers).tiers;
    expect(withTierRemoved(rows, 1)).toEqual([row('7', '', '100'), row('0', '6', '0')]);
    expect(withTierRemoved(rows, 0)[0]).toEqual({ ...rows[1], maxDays: '' });
    expect(withTierRemoved(rows, 2)).toEqual([rows[0], { ...rows[1], minDays: '0' }]);
    for (const index of [0, 1, 2]) expect(await messagesOf(withTierRemoved(rows, index))).toEqual({});
    expect(tierRemoved([row('0', '', '100')], 0)).toBeUndefined();
  });
});
