import { describe, expect, it } from 'vitest';
import { fairnessOf } from './fairness';

// Seeded (mulberry32), so the test says the same every run: a fair shuffle would fail the check in
// one run of a thousand by chance.
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}
const randomInt = seeded(30);

function shuffled(n: number): number[] {
  const positions = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}

describe('the fairness check of the queue bench', () => {
  it('passes a fair shuffle', () => {
    const fairness = fairnessOf(shuffled(2000));
    expect(fairness.fair).toBe(true);
    expect(Math.abs(fairness.rankCorrelation)).toBeLessThan(0.15);
  });

  it('fails first come, first served, and an order that only leans towards early arrivals', () => {
    expect(fairnessOf(Array.from({ length: 2000 }, (_, i) => i + 1))).toMatchObject({ fair: false, rankCorrelation: 1 });
    // positions by arrival plus noise wider than half the line: a lean towards early arrivals, not an order
    const keys = Array.from({ length: 2000 }, (_, arrival) => arrival + randomInt(1200));
    const byKey = keys.map((key, arrival) => ({ key, arrival })).sort((a, b) => a.key - b.key);
    const positions = new Array<number>(2000);
    byKey.forEach((entry, rank) => (positions[entry.arrival] = rank + 1));
    const lean = fairnessOf(positions);
    expect(lean.fair).toBe(false);
    expect(lean.rankCorrelation).toBeGreaterThan(0.3);
  });
});
