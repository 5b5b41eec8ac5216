import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CAROUSEL_INTERVAL_MS, carouselMachine } from './carousel.machine';

function start(slideCount: number) {
  const actor = createActor(carouselMachine, { input: { slideCount } });
  actor.start();
  return actor;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hero carousel machine (spec section 4)', () => {
  it('advances every 15 000 ms and wraps from the last slide to the first', () => {
    const actor = start(3);
    expect(actor.getSnapshot().value).toBe('rotating');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.stop();
  });

  it('wraps both ways on next and previous', () => {
    const actor = start(3);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it.each([{ type: 'NEXT' as const }, { type: 'PREVIOUS' as const }, { type: 'GO_TO' as const, index: 2 }])(
    'stops rotating for good after manual navigation ($type)',
    (event) => {
      const actor = start(3);
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
      actor.send(event);
      const shown = actor.getSnapshot().context.index;
      expect(actor.getSnapshot()).toMatchObject({ value: 'still', context: { autoRotate: false } });
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 5);
      expect(actor.getSnapshot().context.index).toBe(shown);
      actor.send({ type: 'SLIDES_CHANGED', slideCount: 4 });
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
      expect(actor.getSnapshot().context.index).toBe(shown);
    },
  );

  it('jumps straight to a slide from its dot', () => {
    const actor = start(4);
    actor.send({ type: 'GO_TO', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('never rotates a single slide or none', () => {
    for (const count of [0, 1]) {
      const actor = start(count);
      expect(actor.getSnapshot().value).toBe('still');
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
      expect(actor.getSnapshot().context.index).toBe(0);
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().context.index).toBe(0);
    }
  });

  it('starts rotating once a second slide arrives, and keeps the index inside a shorter list', () => {
    const actor = start(1);
    actor.send({ type: 'SLIDES_CHANGED', slideCount: 2 });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'SLIDES_CHANGED', slideCount: 1 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'still', context: { index: 0 } });
  });

  it('takes a shorter interval as input', () => {
    const actor = createActor(carouselMachine, { input: { slideCount: 2, intervalMs: 50 } }).start();
    vi.advanceTimersByTime(50);
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
