import { describe, expect, it } from 'vitest';
import { lazy } from '../../../src/domain/shared/lazy';

describe('lazy', () => {
  it('makes its value on the first call only, then hands the same one', () => {
    let made = 0;
    const value = lazy(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a falsy value without making it again', () => {
    let made = 0;
    const value = lazy(() => {
      made += 1;
      return 0;
    });
    expect([value(), value()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
