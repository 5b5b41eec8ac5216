// The geometry of the My Referrals commission projection: one group of two bars per check-in month
// (pending, earned), scaled against a round axis maximum. Pure, so the scaling is tested without a DOM.
import { formatMonth, type CommissionMonth } from '@pokerfest/domain';

export interface ChartSize {
  height: number;
  /** Room above the highest bar and below the axis for the month labels. */
  top: number;
  bottom: number;
  /** Room left of the plot for the amounts. */
  left: number;
  groupWidth: number;
  barWidth: number;
  barGap: number;
  minWidth: number;
}

export const DEFAULT_CHART_SIZE: ChartSize = { height: 220, top: 16, bottom: 32, left: 56, groupWidth: 64, barWidth: 22, barGap: 4, minWidth: 320 };

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  cents: number;
}

export interface ChartGroup {
  month: string;
  label: string;
  /** The centre of the group, where its label sits. */
  centre: number;
  pending: ChartBar;
  earned: ChartBar;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** The x where the plot starts, right of the amounts. */
  plotLeft: number;
  /** The y of the axis line (zero). */
  baseline: number;
  axisMaxCents: number;
  ticks: { cents: number; y: number }[];
  groups: ChartGroup[];
}

/** The smallest 1, 2 or 5 times a power of ten, in whole euros, at or above `cents`; €1 for nothing. */
export function roundAxisMax(cents: number): number {
  const euros = Math.max(1, Math.ceil(cents / 100));
  const power = 10 ** Math.floor(Math.log10(euros));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= euros) ?? 10;
  return step * power * 100;
}

/** 'Mar 2027' for '2027-03'; the text itself when it is not a month. */
export function monthLabel(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? formatMonth(month) : month;
}

/** Bars that show something stay visible even when tiny next to the largest month. */
const MIN_VISIBLE_BAR = 2;

function bar(cents: number, x: number, width: number, baseline: number, plotHeight: number, axisMaxCents: number): ChartBar {
  const scaled = (Math.max(0, cents) / axisMaxCents) * plotHeight;
  const height = cents > 0 ? Math.max(MIN_VISIBLE_BAR, scaled) : 0;
  return { x, y: baseline - height, width, height, cents };
}

/** Lays out the months in calendar order, each as a pending and an earned bar. */
export function commissionChartLayout(months: readonly CommissionMonth[], size: ChartSize = DEFAULT_CHART_SIZE): ChartLayout {
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const largest = Math.max(0, ...sorted.flatMap((month) => [month.pendingCents, month.earnedCents]));
  const axisMaxCents = roundAxisMax(largest);
  const baseline = size.height - size.bottom;
  const plotHeight = baseline - size.top;
  const width = Math.max(size.minWidth, size.left + sorted.length * size.groupWidth + size.barGap * 4);
  const pairWidth = size.barWidth * 2 + size.barGap;
  const groups = sorted.map((month, index) => {
    const start = size.left + index * size.groupWidth + (size.groupWidth - pairWidth) / 2;
    return {
      month: month.month,
      label: monthLabel(month.month),
      centre: start + pairWidth / 2,
      pending: bar(month.pendingCents, start, size.barWidth, baseline, plotHeight, axisMaxCents),
      earned: bar(month.earnedCents, start + size.barWidth + size.barGap, size.barWidth, baseline, plotHeight, axisMaxCents),
    };
  });
  const ticks = [0, 0.5, 1].map((share) => ({ cents: axisMaxCents * share, y: baseline - plotHeight * share }));
  return { width, height: size.height, plotLeft: size.left, baseline, axisMaxCents, ticks, groups };
}
