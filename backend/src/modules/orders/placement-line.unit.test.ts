import { describe, expect, it } from 'vitest';
import { PlacementLine } from './placement-line';

const released = () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
};

describe('PlacementLine', () => {
  it('runs at most perItem placements of one item at a time, the others in their order of arrival', async () => {
    const line = new PlacementLine(2);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, released);
    const runs = gates.map((g, i) => line.through('accommodation:1', async () => {
      started.push(i);
      await g.gate;
      return i;
    }));
    await expect.poll(() => started).toEqual([0, 1]);
    expect(line.size('accommodation:1')).toBe(5);
    gates[1]!.release();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    for (const g of gates) g.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(line.size('accommodation:1')).toBe(0);
  });

  it('keeps items apart and lets a failed placement hand its place on', async () => {
    const line = new PlacementLine(1);
    const held = released();
    const first = line.through('accommodation:1', () => held.gate);
    expect(await line.through('tournament:1', async () => 'other item')).toBe('other item');
    const failing = line.through('accommodation:1', async () => {
      throw new Error('sold out');
    });
    const after = line.through('accommodation:1', async () => 'next');
    held.release();
    await first;
    await expect(failing).rejects.toThrow('sold out');
    expect(await after).toBe('next');
  });
});
