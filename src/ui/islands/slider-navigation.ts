// Pure rules of the fullscreen slider, apart from the DOM so they can be
// unit tested: wrapping at both ends, swipe direction, and where Tab goes in the trap.

const SWIPE_MIN_PX = 50;
export const MEDIUM_SCREEN_QUERY = '(min-width: 996px)'; // spec md breakpoint; // arrows from here up, taps advance below

/** Index moved by `step`, wrapping past either end. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** Swipe left (finger moves left) shows the next item, swipe right the previous one. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The index to focus when Tab is pressed inside a trap of `count` elements, or null to let
 * the browser move focus. `current` is -1 when focus is outside the trap.
 */
export function trappedFocusIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
