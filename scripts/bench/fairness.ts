// Is the order people were let through independent of when they arrived? Arrival ranks and queue
// positions are each cut into `bins` equal groups and counted in a bins × bins table; a fair
// shuffle puts about n / bins² in every cell. Pearson's chi-square over the table, with
// (bins − 1)² degrees of freedom, stays under its critical value unless the order leans.

/** Upper critical values of chi-square at p = 0.001, by degrees of freedom (81 for 10 × 10). */
const CRITICAL_P001: Record<number, number> = { 9: 27.877, 16: 39.252, 25: 52.62, 36: 67.985, 49: 85.351, 64: 104.716, 81: 124.839 };

export interface Fairness {
  chiSquare: number;
  degreesOfFreedom: number;
  critical: number;
  fair: boolean;
  /** Spearman's rank correlation of arrival and position: ~0 when shuffled, 1 when first come first served. */
  rankCorrelation: number;
}

/** `positions[i]` is the queue position (1..n) of the i-th to arrive. */
export function fairnessOf(positions: readonly number[], bins = 10): Fairness {
  const n = positions.length;
  const table = Array.from({ length: bins }, () => new Array<number>(bins).fill(0));
  const order = [...positions].sort((a, b) => a - b);
  const rankOf = new Map(order.map((position, index) => [position, index]));
  positions.forEach((position, arrival) => {
    const row = Math.min(bins - 1, Math.floor((arrival * bins) / n));
    const column = Math.min(bins - 1, Math.floor((rankOf.get(position)! * bins) / n));
    table[row]![column]! += 1;
  });
  const expected = n / (bins * bins);
  const chiSquare = table.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
  const degreesOfFreedom = (bins - 1) ** 2;
  const critical = CRITICAL_P001[degreesOfFreedom];
  if (critical === undefined) throw new Error(`no critical value for ${degreesOfFreedom} degrees of freedom`);
  const d2 = positions.reduce((sum, position, arrival) => sum + (rankOf.get(position)! - arrival) ** 2, 0);
  return { chiSquare, degreesOfFreedom, critical, fair: chiSquare < critical, rankCorrelation: 1 - (6 * d2) / (n * (n * n - 1)) };
}
