import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeDirection } from './carousel-swipe';

const start = { x: 200, y: 300 };

describe('a swipe across the carousel', () => {
  it('leftwards shows the next slide, rightwards the previous one', () => {
    expect(swipeDirection(start, { x: 80, y: 310 })).toBe('next');
    expect(swipeDirection(start, { x: 320, y: 290 })).toBe('previous');
  });

  it('is a tap while shorter than the minimum', () => {
    expect(swipeDirection(start, { x: start.x - (SWIPE_MIN_PX - 1), y: 300 })).toBeNull();
    expect(swipeDirection(start, { x: start.x - SWIPE_MIN_PX, y: 300 })).toBe('next');
    expect(swipeDirection(start, start)).toBeNull();
  });

  it('is the page scrolling when the stroke is steeper than sideways', () => {
    expect(swipeDirection(start, { x: 100, y: 450 })).toBeNull();
    expect(swipeDirection(start, { x: 100, y: 200 })).toBeNull();
  });
});
