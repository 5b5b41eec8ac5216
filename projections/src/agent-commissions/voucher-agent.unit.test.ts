import { describe, expect, it } from 'vitest';
import type { DiscountLine } from '@pokerfest/domain';
import { voucherAgentOf } from './projection';

// Which agent an order counts for when its code names one (issue 32): read from the placement alone.

const vip: DiscountLine = { source: 'vip', label: 'VIP discount (5 %)', amountCents: 3_900, byPart: { hotel: 2_400, tournaments: 1_500, extras: 0 } };
const code = (agentId: number | null | undefined): DiscountLine => ({ source: 'voucher', code: 'LINZ10', voucherId: 3, ...(agentId === undefined ? {} : { agentId }), label: 'Code LINZ10 (10 %)', amountCents: 7_410, byPart: { hotel: 4_560, tournaments: 2_850, extras: 0 } });

describe("the agent of an order's voucher", () => {
  it("is the agent its code line names, after the VIP line; none without a code, an agent, or any discount", () => {
    expect(voucherAgentOf({ discounts: [vip, code(42)] })).toBe(42);
    expect(voucherAgentOf({ discounts: [vip, code(null)] })).toBeNull();
    expect(voucherAgentOf({ discounts: [code(undefined)] })).toBeNull();
    expect(voucherAgentOf({ discounts: [vip] })).toBeNull();
    expect(voucherAgentOf({})).toBeNull();
  });
});
