import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, ruleMessages } from './lint-messages';

// Issue 27: a refund reaction called `schedule(...)` without awaiting it, so the timer's row was
// written after its command had committed (or never). Type-aware lint makes that a build error.

const reactions = 'backend/src/modules/orders/reactions.ts';
const source = readFileSync(path.join(repoRoot, reactions), 'utf8');

// each case may build a TypeScript program of a package (some 10 s alone, several times that on a loaded machine)
describe('a promise nobody awaits is a lint error in every package', { timeout: 90_000 }, () => {
  it('refuses the refund reaction as it was, with schedule() not awaited', async () => {
    const floating = source.replace('await schedule(refundTimer(data, now));', 'schedule(refundTimer(data, now));');
    expect(floating).not.toBe(source);
    expect(await ruleMessages('@typescript-eslint/no-floating-promises', reactions, floating)).toEqual([expect.stringMatching(/Promises must be awaited/)]);
  });

  it('accepts the reaction as it is', async () => {
    expect(await ruleMessages('@typescript-eslint/no-floating-promises', reactions, source)).toEqual([]);
  });

  it.each([
    ['infra/src/queue/timers.ts', 'export async function f(g: () => Promise<void>) { g(); }'],
    ['domain/src/ordering/order-state.ts', 'export function f(g: () => Promise<void>) { g(); }'],
    ['workers/src/worker.ts', 'export function f(g: () => Promise<void>) { g(); }'],
    ['projections/src/runner.ts', 'export function f(g: () => Promise<void>) { g(); }'],
    ['frontend/src/lib/notify.ts', 'export function f(g: () => Promise<void>) { g(); }'],
  ])('refuses a floating promise in %s', async (file, code) => {
    expect(await ruleMessages('@typescript-eslint/no-floating-promises', file, code)).toHaveLength(1);
  });

  it('refuses an async handler where a void callback is expected (no-misused-promises)', async () => {
    const code = "export function f(g: () => Promise<void>) { [1].forEach(async () => { await g(); }); }";
    expect(await ruleMessages('@typescript-eslint/no-misused-promises', 'backend/src/app.ts', code)).toHaveLength(1);
  });
});
