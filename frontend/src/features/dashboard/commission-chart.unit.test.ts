import { describe, expect, it } from 'vitest';
import { commissionChartLayout, DEFAULT_CHART_SIZE, monthLabel, roundAxisMax } from './commission-chart';

describe('commission chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten in euros', () => {
    expect([0, 1, 100, 101, 1_234, 4_999, 15_000, 37_500, 100_000].map(roundAxisMax)).toEqual([100, 100, 100, 200, 2_000, 5_000, 20_000, 50_000, 100_000]);
  });

  it('scales every bar against the axis maximum, in calendar order', () => {
    const layout = commissionChartLayout([
      { month: '2027-06', pendingCents: 5_000, earnedCents: 0 },
      { month: '2027-03', pendingCents: 2_500, earnedCents: 10_000 },
    ]);
    const plotHeight = DEFAULT_CHART_SIZE.height - DEFAULT_CHART_SIZE.bottom - DEFAULT_CHART_SIZE.top;
    expect(layout.axisMaxCents).toBe(10_000);
    expect(layout.groups.map((group) => group.label)).toEqual(['Mar 2027', 'Jun 2027']);
    const [march, june] = layout.groups;
    expect(march?.earned.height).toBe(plotHeight);
    expect(march?.pending.height).toBe(plotHeight / 4);
    expect(march?.earned.y + (march?.earned.height ?? 0)).toBe(layout.baseline);
    expect(june?.pending.height).toBe(plotHeight / 2);
    expect(june?.earned.height).toBe(0);
    expect(layout.ticks.map((tick) => tick.cents)).toEqual([0, 5_000, 10_000]);
  });

  it('keeps a tiny amount visible, side by side bars inside their group, and a minimum width', () => {
    const layout = commissionChartLayout([
      { month: '2027-01', pendingCents: 1, earnedCents: 1_000_000 },
    ]);
    const group = layout.groups[0];
    expect(group?.pending.height).toBe(2);
    expect((group?.pending.x ?? 0) + DEFAULT_CHART_SIZE.barWidth).toBeLessThan(group?.earned.x ?? 0);
    expect(layout.width).toBe(DEFAULT_CHART_SIZE.minWidth);
    expect(commissionChartLayout([]).groups).toEqual([]);
  });

  it('names months, and leaves anything else as it came', () => {
    expect(monthLabel('2027-12')).toBe('Dec 2027');
    expect(monthLabel('later')).toBe('later');
  });
});
