import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brightness,
  contrastRatio,
  darken,
  DARK_TEXT,
  detailPageMarginTop,
  fontWeightFromFileName,
  isLightColor,
  LIGHT_TEXT,
  lighten,
  MIN_TEXT_CONTRAST,
  parseHex,
  textColorOn,
  themeStyleSheet,
  themeVariables,
  toHex,
} from '../../../src/domain/site/theme';
import type { ParameterMap } from '../../../src/schema/site/parameter';
import type { Font } from '../../../src/schema/site/site';
import { massageSite } from '../../../worker/seed/massage-site';
import { wineSite } from '../../../worker/seed/wine-site';
import { massageParameters, parametersFrom } from '../support/parameters';

const wineParameters = parametersFrom(
  Object.fromEntries(wineSite.parameters.map((parameter) => [parameter.type, parameter.value])),
);

const font = (overrides: Partial<Font> & Pick<Font, 'type'>): Font => ({
  id: 1,
  family: 'system-ui, sans-serif',
  color: null,
  size: null,
  weight: null,
  style: null,
  files: [],
  ...overrides,
});

const massageFonts: Font[] = massageSite.fonts.map((entry, index) => ({ id: index + 1, ...entry }));

const COLOR_VARIABLES = [
  '--color-primary',
  '--color-primary-light',
  '--color-primary-dark',
  '--color-on-primary',
  '--color-accent',
  '--color-accent-light',
  '--color-accent-dark',
  '--color-on-accent',
  '--color-background',
  '--color-on-background',
  '--color-header',
  '--color-on-header',
  '--color-footer',
  '--color-on-footer',
  '--color-menu',
  '--color-on-menu',
  '--color-mobile-menu',
  '--color-on-mobile-menu',
  '--color-active-menu',
  '--color-active-font',
];

describe('hex colours', () => {
  it('reads #rrggbb and #rgb in any case, and nothing else', () => {
    expect(parseHex('#B08D57')).toEqual({ r: 176, g: 141, b: 87 });
    expect(parseHex('#abc')).toEqual({ r: 170, g: 187, b: 204 });
    for (const invalid of ['red', '#12345', 'b08d57', '#ggg', 'url(x)', ''])
      expect(parseHex(invalid)).toBeNull();
  });
});

describe('lighten and darken', () => {
  it('keep the colour at 0 and reach white or black at 1', () => {
    expect(lighten('#b08d57', 0)).toBe('#b08d57');
    expect(darken('#b08d57', 0)).toBe('#b08d57');
    expect(lighten('#b08d57', 1)).toBe('#ffffff');
    expect(darken('#b08d57', 1)).toBe('#000000');
  });

  it('clamp amounts outside 0..1 and ignore a non-number', () => {
    expect(lighten('#336699', 5)).toBe('#ffffff');
    expect(darken('#336699', 5)).toBe('#000000');
    expect(lighten('#336699', -1)).toBe('#336699');
    expect(darken('#336699', Number.NaN)).toBe('#336699');
  });

  it('mix halfway and never leave the 00..ff range', () => {
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(lighten('#ffffff', 0.5)).toBe('#ffffff');
    expect(darken('#000000', 0.5)).toBe('#000000');
  });

  it('return an invalid colour unchanged rather than inventing one', () => {
    expect(lighten('tan', 0.2)).toBe('tan');
    expect(darken('#12', 0.2)).toBe('#12');
  });
});

describe('text colour by brightness (threshold 128)', () => {
  it('computes YIQ brightness', () => {
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#b08d57')).toBeCloseTo(145.309, 3);
    expect(brightness('nope')).toBeNull();
  });

  it('still calls 128 and above a light colour (spec), for the dark theme’s surfaces', () => {
    expect(brightness('#808080')).toBe(128);
    expect(isLightColor('#808080')).toBe(true);
    expect(isLightColor('#7f7f7f')).toBe(false);
  });

  it('picks #1f1f1f on light colours and white on dark ones', () => {
    expect(textColorOn('#ffffff')).toBe(DARK_TEXT);
    expect(textColorOn('#121212')).toBe(LIGHT_TEXT);
    expect(textColorOn('not a colour')).toBe(DARK_TEXT);
  });
});

describe('text colour by contrast (WCAG AA, 4.5:1)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('nope', '#ffffff')).toBeNull();
  });

  it('gives the wine shop’s promo banner (accent-dark #977b37) readable text: it was 4.03:1', () => {
    const variables = themeVariables(wineParameters, []);
    const banner = variables['--color-accent-dark'] ?? '';
    expect(banner).toBe('#977b37');
    expect(contrastRatio(banner, '#ffffff')).toBeLessThan(4.5); // the old choice
    expect(contrastRatio(banner, variables['--color-on-accent-dark'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to black on mid tones where neither #1f1f1f nor white reaches 4.5:1', () => {
    expect(textColorOn('#7f7f7f')).toBe('#000000');
    expect(contrastRatio('#7f7f7f', textColorOn('#7f7f7f'))).toBeGreaterThanOrEqual(4.5);
  });

  const hexColor = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map(([r, g, b]) => toHex({ r, g, b }));

  it('reaches 4.5:1 on any background colour', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        expect(contrastRatio(background, textColorOn(background))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });

  it('reaches 4.5:1 for every derived text colour of any theme, light or dark', () => {
    const settings = fc.record({
      PRIMARY_COLOR: hexColor,
      ACCENT_COLOR: hexColor,
      BACKGROUND_COLOR: hexColor,
      HEADER_COLOR: hexColor,
      FOOTER_COLOR: hexColor,
      MOBILE_MENU_COLOR: hexColor,
      ACTIVE_MENU_COLOR: hexColor,
      DARK_THEME: fc.constantFrom('true', 'false'),
    });
    fc.assert(
      fc.property(settings, (values) => {
        const variables = themeVariables(parametersFrom(values), []);
        const pairs: [background: string, text: string][] = [
          ['--color-primary', '--color-on-primary'],
          ['--color-primary-light', '--color-on-primary-light'],
          ['--color-primary-dark', '--color-on-primary-dark'],
          ['--color-accent', '--color-on-accent'],
          ['--color-accent-light', '--color-on-accent-light'],
          ['--color-accent-dark', '--color-on-accent-dark'],
          ['--color-background', '--color-on-background'],
          ['--color-background', '--font-content-color'],
          ['--color-header', '--color-on-header'],
          ['--color-header', '--color-menu'], // no MENU_COLOR: derived from the header
          ['--color-footer', '--color-on-footer'],
          ['--color-mobile-menu', '--color-on-mobile-menu'],
          ['--color-active-menu', '--color-on-active-menu'],
          ['--color-active-menu', '--color-active-font'], // no ACTIVE_FONT_COLOR: derived
        ];
        for (const [background, text] of pairs) {
          const ratio = contrastRatio(variables[background] ?? '', variables[text] ?? '');
          expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('theme variables from the settings', () => {
  const variables = themeVariables(massageParameters, massageFonts);

  it('emits every colour variable as a #hex value', () => {
    for (const name of COLOR_VARIABLES) expect(variables[name], name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('uses the configured colours and their readable text colours', () => {
    expect(variables['--color-primary']).toBe('#b08d57');
    expect(variables['--color-on-primary']).toBe('#1f1f1f');
    expect(variables['--color-accent']).toBe('#4f7d5c');
    expect(variables['--color-on-accent']).toBe('#ffffff');
    expect(variables['--color-footer']).toBe('#3d3329');
    expect(variables['--color-on-footer']).toBe('#ffffff');
    expect(variables['--color-mobile-menu']).toBe('#faf6ef');
    expect(variables['--color-active-menu']).toBe('#b08d57');
    expect(variables['--color-active-font']).toBe('#7a5c2e');
    expect(variables['--color-primary-light']).toBe(lighten('#b08d57', 0.25));
    expect(variables['--color-primary-dark']).toBe(darken('#b08d57', 0.25));
  });

  it('uses the spec defaults when colours are missing or not colours', () => {
    const defaults = themeVariables(parametersFrom({ PRIMARY_COLOR: 'url(evil)', ACCENT_COLOR: null }), []);
    expect(defaults['--color-primary']).toBe('#d2b48c'); // tan
    expect(defaults['--color-accent']).toBe('#008000'); // green
    expect(defaults['--color-background']).toBe('#ffffff'); // white
    expect(defaults['--color-on-background']).toBe('#1f1f1f');
    for (const name of COLOR_VARIABLES) expect(defaults[name], name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('switches to a dark background with light text, dark surfaces and swapped variants in the dark theme', () => {
    const dark = themeVariables(
      parametersFrom({ ...valuesOf(massageParameters), DARK_THEME: 'true' }),
      massageFonts,
    );
    expect(dark['--color-background']).toBe('#121212');
    expect(dark['--color-on-background']).toBe('#ffffff');
    expect(brightness(dark['--color-header'] ?? '')).toBeLessThan(128);
    expect(dark['--color-on-header']).toBe('#ffffff');
    expect(brightness(dark['--color-mobile-menu'] ?? '')).toBeLessThan(128);
    expect(brightness(dark['--color-menu'] ?? '')).toBeGreaterThanOrEqual(128);
    expect(brightness(dark['--font-content-color'] ?? '')).toBeGreaterThanOrEqual(128);
    expect(brightness(dark['--color-active-font'] ?? '')).toBeGreaterThanOrEqual(128);
    expect(dark['--color-primary-light']).toBe(darken('#b08d57', 0.25));
    expect(dark['--color-primary-dark']).toBe(lighten('#b08d57', 0.25));
    expect(dark['--color-footer']).toBe('#3d3329'); // already dark: kept
  });

  it('emits the three fonts with family, colour, size, weight and style', () => {
    expect(variables['--font-title-family']).toBe('Georgia, serif');
    expect(variables['--font-title-color']).toBe('#3b342c');
    expect(variables['--font-title-weight']).toBe('600');
    expect(variables['--font-title-style']).toBe('normal');
    expect(variables['--font-content-size']).toBe('17px');
    expect(variables['--font-menu-size']).toBe('15px');
    expect(variables['--font-menu-color']).toBe('#3b342c'); // no font colour: the menu colour
    for (const type of ['title', 'content', 'menu']) {
      for (const part of ['family', 'color', 'size', 'weight', 'style']) {
        expect(variables[`--font-${type}-${part}`], `${type} ${part}`).toBeDefined();
      }
    }
  });

  it('takes the weight from the first file name when the font has none', () => {
    const fonts = [
      font({ type: 'TITLE', files: ['Lora-SemiBold.woff2', 'Lora-Regular.woff2'] }),
      font({ type: 'CONTENT', files: [], style: 'italic' }),
    ];
    const result = themeVariables(parametersFrom({}), fonts);
    expect(result['--font-title-weight']).toBe('600');
    expect(result['--font-content-weight']).toBe('400');
    expect(result['--font-content-style']).toBe('italic');
    expect(result['--font-menu-weight']).toBe('400');
  });

  it('emits the logo box, menu icon size and detail page margins in px', () => {
    expect(variables['--logo-width']).toBe('210px');
    expect(variables['--logo-height']).toBe('60px');
    expect(variables['--logo-margin-top']).toBe('8px');
    expect(variables['--logo-margin-right']).toBe('0px');
    expect(variables['--logo-margin-bottom']).toBe('8px');
    expect(variables['--logo-margin-left']).toBe('0px');
    expect(variables['--menu-icon-size']).toBe('12px');
    expect(variables['--detail-page-margin-top-small']).toBe('28px');
    expect(variables['--detail-page-margin-top']).toBe('28px');
  });

  it('falls back to defaults for missing or invalid numbers', () => {
    const result = themeVariables(
      parametersFrom({ LOGO_WIDTH: 'large', LOGO_HEIGHT: '-5', MENU_ICON_SIZE: '' }),
      [],
    );
    expect(result['--logo-width']).toBe('180px');
    expect(result['--logo-height']).toBe('60px');
    expect(result['--menu-icon-size']).toBe('12px');
    expect(themeVariables(parametersFrom({ MENU_ICON_SIZE: '18' }), [])['--menu-icon-size']).toBe('18px');
  });
});

describe('detail page top margin', () => {
  it('is 28 on small screens whatever the setting', () => {
    expect(detailPageMarginTop(parametersFrom({ DETAIL_PAGE_MARGIN_TOP: '64' }), true)).toBe(28);
  });

  it('is the setting on larger screens, or 28 without a usable one', () => {
    expect(detailPageMarginTop(parametersFrom({ DETAIL_PAGE_MARGIN_TOP: '64' }), false)).toBe(64);
    expect(detailPageMarginTop(parametersFrom({}), false)).toBe(28);
    expect(detailPageMarginTop(parametersFrom({ DETAIL_PAGE_MARGIN_TOP: 'abc' }), false)).toBe(28);
    expect(
      themeVariables(parametersFrom({ DETAIL_PAGE_MARGIN_TOP: '64' }), [])['--detail-page-margin-top'],
    ).toBe('64px');
  });
});

describe('font weight from the file name', () => {
  it.each([
    ['Inter-Thin.woff2', 100],
    ['Inter-ExtraLight.woff2', 200],
    ['Inter-UltraLight.ttf', 200],
    ['Inter-Light.woff2', 300],
    ['Inter-Regular.woff2', 400],
    ['Inter-Normal.woff2', 400],
    ['Inter-Medium.woff2', 500],
    ['Lora-SemiBold.woff2', 600],
    ['Inter-DemiBold.woff2', 600],
    ['Inter-Bold.woff2', 700],
    ['Inter-ExtraBold.woff2', 800],
    ['Inter-UltraBold.otf', 800],
    ['Inter-Black.woff2', 900],
    ['Inter-Heavy.woff2', 900],
  ])('%s → %i', (file, weight) => {
    expect(fontWeightFromFileName(file)).toBe(weight);
  });

  it('reads separators, case, italics and numeric weights', () => {
    expect(fontWeightFromFileName('open_sans_extra_bold.ttf')).toBe(800);
    expect(fontWeightFromFileName('Roboto-BoldItalic.ttf')).toBe(700);
    expect(fontWeightFromFileName('fonts/roboto-v30-latin-300.woff2')).toBe(300);
  });

  it('defaults to 400, and does not read the family name as a weight', () => {
    expect(fontWeightFromFileName('Nunito-Italic.woff2')).toBe(400);
    expect(fontWeightFromFileName('Nunito.woff2')).toBe(400);
    expect(fontWeightFromFileName('Blackout-Regular.woff2')).toBe(400);
    expect(fontWeightFromFileName('')).toBe(400);
  });
});

describe('the mobile breakpoint', () => {
  // Mobile below 960 px. The site stylesheet is what applies it: the header bar's media
  // query starts at 960 px, below which the mobile bar shows.
  const siteCss = readFileSync(new URL('../../../public/assets/site.css', import.meta.url), 'utf8');
  const desktopFrom = Number(/\/\* Header bar \((\d+) px and up\) \*\//.exec(siteCss)?.[1]);
  const minWidths = [...siteCss.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
  const isMobileWidth = (width: number) => !minWidths.some((min) => width >= min);

  it('treat widths below 960 as mobile', () => {
    expect(desktopFrom).toBe(960);
    expect(new Set(minWidths)).toEqual(new Set([960])); // every desktop rule starts there
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(959)).toBe(true);
    expect(isMobileWidth(960)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});

describe('theme stylesheet', () => {
  it('serialises the variables under :root', () => {
    const css = themeStyleSheet(themeVariables(massageParameters, massageFonts));
    expect(css.startsWith(':root{')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(css).toContain('--color-primary:#b08d57');
    expect(css).toContain('--font-title-family:Georgia, serif');
    expect(css).toContain('--logo-width:210px');
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });

  it('drops values that could break out of the declaration or the style element', () => {
    const css = themeStyleSheet({
      '--color-primary': '#b08d57',
      '--color-accent': 'red;}body{display:none',
      '--color-header': '#fff</style><script>alert(1)</script>',
      '--font-title-family': 'Arial; } body { background: url(https://evil.example/x.png)',
      '--font-menu-family': "'Open Sans', sans-serif",
      '--font-content-family': '"Unclosed, serif',
      '--font-title-color': 'expression(alert(1))',
      '--font-title-style': 'italic;color:red',
      '--font-title-weight': '700 !important',
      '--logo-width': '10px;}',
      '--logo-height': '60px',
      '--bad name': '1px',
      '--a:b': '1px',
    });
    expect(css).toBe(
      ":root{--color-primary:#b08d57;--font-menu-family:'Open Sans', sans-serif;--logo-height:60px}",
    );
  });

  it('keeps injected settings out of the generated sheet', () => {
    const hostile = themeVariables(
      parametersFrom({ PRIMARY_COLOR: '#fff;} body{display:none}', LOGO_WIDTH: '100;}' }),
      [font({ type: 'TITLE', family: 'x</style><script>alert(1)</script>', color: 'red}' })],
    );
    const css = themeStyleSheet(hostile);
    expect(css).not.toMatch(/<|>|display|script|url\(/);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
    expect(css).toContain('--color-primary:#d2b48c');
    expect(css).not.toContain('--font-title-family');
  });
});

function valuesOf(map: ParameterMap): Record<string, string | null> {
  return Object.fromEntries(Object.values(map).map((parameter) => [parameter.type, parameter.value]));
}
