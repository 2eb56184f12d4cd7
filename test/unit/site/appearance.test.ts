import { describe, expect, it } from 'vitest';
import {
  appearanceChoice,
  appearanceStyleSheet,
  isAppearanceSetting,
} from '../../../src/domain/site/appearance';
import { parametersFrom } from '../support/parameters';

describe('appearance settings (page styles, icon style, repeat animation)', () => {
  it('reads a listed value in any case, and falls back to the default otherwise', () => {
    expect(appearanceChoice(parametersFrom({ SERVICES_PAGE_STYLE: 'list' }), 'SERVICES_PAGE_STYLE')).toBe(
      'LIST',
    );
    expect(appearanceChoice(parametersFrom({ SERVICES_PAGE_STYLE: 'MOSAIC' }), 'SERVICES_PAGE_STYLE')).toBe(
      'GRID',
    );
    expect(appearanceChoice(parametersFrom({}), 'PRODUCT_DETAIL_PAGE_STYLE')).toBe('CLASSIC');
    expect(isAppearanceSetting('ICON_BASE_STYLE')).toBe(true);
    expect(isAppearanceSetting('toString')).toBe(false);
  });

  it('adds nothing to the theme with the defaults', () => {
    expect(appearanceStyleSheet(parametersFrom({}))).toBe('');
  });

  it('adds the rules of each chosen style', () => {
    const css = appearanceStyleSheet(
      parametersFrom({
        ICON_BASE_STYLE: 'FILLED',
        PRODUCTS_PAGE_STYLE: 'LIST',
        PRODUCT_DETAIL_PAGE_STYLE: 'WIDE',
        REPEAT_ANIMATION: 'true',
      }),
    );
    expect(css).toContain('.header-icons svg');
    expect(css).toContain('.product-grid--list');
    expect(css).toContain('.product--wide');
    expect(css).toContain('animation-timeline:view()');
    expect(css).toContain('prefers-reduced-motion:no-preference');
    expect(css).not.toMatch(/<\/style/i);
  });
});
