// A swipe across the home carousel on a touch screen (issue 29): a mostly sideways stroke of at least
// SWIPE_MIN_PX shows the next slide (leftwards) or the previous one (rightwards); anything shorter is a
// tap, and anything steeper is the page being scrolled.

/** How far a finger travels sideways before the stroke counts as a swipe. */
export const SWIPE_MIN_PX = 40;

export interface TouchPoint {
  x: number;
  y: number;
}

export function swipeDirection(from: TouchPoint, to: TouchPoint, minDistance = SWIPE_MIN_PX): 'next' | 'previous' | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
