import { describe, expect, it } from 'vitest';
import { swipeStep, trappedFocusIndex, wrapIndex } from '../../../src/ui/islands/slider-navigation.ts';

describe('slider navigation', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('goes next on a swipe left and previous on a swipe right', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores short or mostly vertical moves (taps and scrolls)', () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe('focus trap', () => {
  it('cycles from the last element to the first, and back with Shift+Tab', () => {
    expect(trappedFocusIndex(2, 3, false)).toBe(0);
    expect(trappedFocusIndex(0, 3, true)).toBe(2);
  });

  it('lets the browser move focus inside the dialog', () => {
    expect(trappedFocusIndex(0, 3, false)).toBeNull();
    expect(trappedFocusIndex(2, 3, true)).toBeNull();
  });

  it('brings focus back inside when it is outside', () => {
    expect(trappedFocusIndex(-1, 3, false)).toBe(0);
    expect(trappedFocusIndex(-1, 3, true)).toBe(2);
    expect(trappedFocusIndex(-1, 0, false)).toBeNull();
  });
});
