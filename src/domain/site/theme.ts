import {
  parameterFlag,
  parameterNumber,
  parameterValue,
  type ParameterMap,
} from '../../schema/site/parameter';
import type { Font } from '../../schema/site/site';

// The site's theme from its settings (its parameters and site info): colours with their
// variants and readable text colours, dark theme, fonts, logo box, menu icons and margins, as
// CSS custom properties. Pure, so the worker renders them into the page head and tests run in Node.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' (any case) → channels; anything else → null. */
export function parseHex(hex: string): Rgb | null {
  const value = hex.trim();
  if (!HEX_COLOR.test(value)) return null;
  const digits =
    value.length === 4 ? [...value.slice(1)].map((digit) => digit + digit).join('') : value.slice(1);
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

const clampAmount = (amount: number) => (Number.isFinite(amount) ? Math.min(1, Math.max(0, amount)) : 0);

function mix(hex: string, target: number, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const t = clampAmount(amount);
  return toHex({
    r: rgb.r + (target - rgb.r) * t,
    g: rgb.g + (target - rgb.g) * t,
    b: rgb.b + (target - rgb.b) * t,
  });
}

/** Mixes the colour with white: amount 0 keeps it, 1 gives #ffffff (clamped). Invalid input is returned as is. */
export function lighten(hex: string, amount: number): string {
  return mix(hex, 255, amount);
}

/** Mixes the colour with black: amount 0 keeps it, 1 gives #000000 (clamped). Invalid input is returned as is. */
export function darken(hex: string, amount: number): string {
  return mix(hex, 0, amount);
}

/** YIQ brightness, 0 (black) to 255 (white); null for an invalid colour. */
export function brightness(hex: string): number | null {
  const rgb = parseHex(hex);
  return rgb ? (rgb.r * 299 + rgb.g * 587 + rgb.b * 114) / 1000 : null;
}

const BRIGHTNESS_THRESHOLD = 128;
export const DARK_TEXT = '#1f1f1f';
export const LIGHT_TEXT = '#ffffff';

/** Spec: brightness ≥ 128 is a light colour. */
export function isLightColor(hex: string): boolean {
  return (brightness(hex) ?? 255) >= BRIGHTNESS_THRESHOLD;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white); null for an invalid colour. */
function relativeLuminance(hex: string): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21; null when either is invalid. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
const BLACK = '#000000';

/**
 * The text colour to draw on a background: #1f1f1f or white, whichever contrasts more. On the
 * mid tones where neither reaches WCAG AA (4.5:1; #1f1f1f is softer than black), pure black:
 * black or white always reaches at least 4.58:1. The spec's brightness threshold (128) alone
 * gave 4.03:1 on the wine shop's promo banner.
 */
export function textColorOn(background: string): string {
  const onDark = contrastRatio(background, DARK_TEXT);
  const onLight = contrastRatio(background, LIGHT_TEXT);
  if (onDark === null || onLight === null) return DARK_TEXT;
  const best = onDark >= onLight ? DARK_TEXT : LIGHT_TEXT;
  if (Math.max(onDark, onLight) >= MIN_TEXT_CONTRAST) return best;
  return (contrastRatio(background, BLACK) ?? 0) >= onLight ? BLACK : LIGHT_TEXT;
}

// Spec: "Default theme: primary tan, accent green, background white".
export const DEFAULT_PRIMARY = '#d2b48c';
const DEFAULT_ACCENT = '#008000';
const DEFAULT_BACKGROUND = '#ffffff';
const DARK_BACKGROUND = '#121212';

// How far the -light and -dark variants move from the base colour.
const VARIANT_AMOUNT = 0.25;
// Dark theme: a light surface colour is darkened this much (keeps its tint), a dark text colour lightened.
const DARK_SURFACE_AMOUNT = 0.85;
const LIGHT_TEXT_AMOUNT = 0.7;

/** Lower-case #rrggbb, or null when the setting is missing or not a colour. */
function colorParameter(parameters: ParameterMap, type: string): string | null {
  const rgb = parseHex(parameterValue(parameters, type) ?? '');
  return rgb ? toHex(rgb) : null;
}

export interface ThemeColors {
  dark: boolean;
  primary: string;
  accent: string;
  background: string;
  header: string;
  footer: string;
  menu: string;
  mobileMenu: string;
  activeMenu: string;
  activeFont: string;
}

// In the dark theme a light surface would glare and dark text would vanish: keep the hue, flip the tone.
const themedSurface = (color: string, dark: boolean) =>
  dark && isLightColor(color) ? darken(color, DARK_SURFACE_AMOUNT) : color;
const themedText = (color: string, dark: boolean) =>
  dark && !isLightColor(color) ? lighten(color, LIGHT_TEXT_AMOUNT) : color;

/** Every colour setting resolved: defaults for missing ones, and surfaces and texts adapted to the dark theme. */
export function themeColors(parameters: ParameterMap): ThemeColors {
  const dark = parameterFlag(parameters, 'DARK_THEME');
  const surface = (color: string) => themedSurface(color, dark);
  const text = (color: string) => themedText(color, dark);

  const primary = colorParameter(parameters, 'PRIMARY_COLOR') ?? DEFAULT_PRIMARY;
  const accent = colorParameter(parameters, 'ACCENT_COLOR') ?? DEFAULT_ACCENT;
  const background = dark
    ? DARK_BACKGROUND
    : (colorParameter(parameters, 'BACKGROUND_COLOR') ?? DEFAULT_BACKGROUND);
  const header = surface(colorParameter(parameters, 'HEADER_COLOR') ?? background);
  const footer = surface(colorParameter(parameters, 'FOOTER_COLOR') ?? darken(primary, 0.7));
  const mobileMenu = surface(colorParameter(parameters, 'MOBILE_MENU_COLOR') ?? header);
  // Only a configured text colour is adapted to the dark theme; a derived one already contrasts.
  const configuredMenu = colorParameter(parameters, 'MENU_COLOR');
  const menu = configuredMenu ? text(configuredMenu) : textColorOn(header);
  const activeMenu = colorParameter(parameters, 'ACTIVE_MENU_COLOR') ?? primary;
  const configuredActiveFont = colorParameter(parameters, 'ACTIVE_FONT_COLOR');
  const activeFont = configuredActiveFont ? text(configuredActiveFont) : textColorOn(activeMenu);
  return { dark, primary, accent, background, header, footer, menu, mobileMenu, activeMenu, activeFont };
}

/**
 * -dark is the variant that stands out more from the page (links, hover), -light the one closer to
 * it (tints). On the dark background that means lighter and darker: the two swap.
 */
function brandVariables(name: string, color: string, dark: boolean): Record<string, string> {
  const nearer = dark ? darken(color, VARIANT_AMOUNT) : lighten(color, VARIANT_AMOUNT);
  const further = dark ? lighten(color, VARIANT_AMOUNT) : darken(color, VARIANT_AMOUNT);
  return {
    [`--color-${name}`]: color,
    [`--color-${name}-light`]: nearer,
    [`--color-${name}-dark`]: further,
    [`--color-on-${name}`]: textColorOn(color),
    [`--color-on-${name}-light`]: textColorOn(nearer),
    [`--color-on-${name}-dark`]: textColorOn(further),
  };
}

function colorVariables(colors: ThemeColors): Record<string, string> {
  return {
    ...brandVariables('primary', colors.primary, colors.dark),
    ...brandVariables('accent', colors.accent, colors.dark),
    '--color-background': colors.background,
    '--color-on-background': textColorOn(colors.background),
    '--color-header': colors.header,
    '--color-on-header': textColorOn(colors.header),
    '--color-footer': colors.footer,
    '--color-on-footer': textColorOn(colors.footer),
    '--color-menu': colors.menu,
    '--color-on-menu': textColorOn(colors.menu),
    '--color-mobile-menu': colors.mobileMenu,
    '--color-on-mobile-menu': textColorOn(colors.mobileMenu),
    '--color-active-menu': colors.activeMenu,
    '--color-on-active-menu': textColorOn(colors.activeMenu),
    '--color-active-font': colors.activeFont,
  };
}

// "font weight from file name (thin 100 to black 900, default 400)". Longer names
// first, so 'extrabold' is not read as 'bold' nor 'extralight' as 'light'.
const WEIGHT_NAMES: [string, number][] = [
  ['extralight', 200],
  ['ultralight', 200],
  ['extrabold', 800],
  ['ultrabold', 800],
  ['semibold', 600],
  ['demibold', 600],
  ['regular', 400],
  ['normal', 400],
  ['medium', 500],
  ['black', 900],
  ['heavy', 900],
  ['light', 300],
  ['thin', 100],
  ['bold', 700],
];
const DEFAULT_FONT_WEIGHT = 400;

/** 'Lora-SemiBold.woff2' → 600. Only the part after the family name counts ('Blackout-Regular' is 400). */
export function fontWeightFromFileName(fileName: string): number {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const separator = base.search(/[-_ ]/);
  const style = (separator >= 0 ? base.slice(separator + 1) : base).toLowerCase();
  const numeric = /(?:^|\D)([1-9]00)(?:\D|$)/.exec(style);
  if (numeric?.[1]) return Number(numeric[1]);
  const letters = style.replace(/[^a-z]/g, '');
  return WEIGHT_NAMES.find(([name]) => letters.includes(name))?.[1] ?? DEFAULT_FONT_WEIGHT;
}

const FONT_DEFAULTS: Record<Font['type'], { family: string; size: number }> = {
  TITLE: { family: 'Georgia, serif', size: 32 },
  CONTENT: { family: 'system-ui, sans-serif', size: 16 },
  MENU: { family: 'system-ui, sans-serif', size: 16 },
};

function fontVariables(fonts: Font[], colors: ThemeColors): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const type of ['TITLE', 'CONTENT', 'MENU'] as const) {
    const font = fonts.find((candidate) => candidate.type === type);
    const prefix = `--font-${type.toLowerCase()}`;
    const fallbackColor = type === 'MENU' ? colors.menu : textColorOn(colors.background);
    const configuredColor = font?.color ? parseHex(font.color) : null;
    const style = font?.style?.trim().toLowerCase();
    const firstFile = font?.files[0];
    variables[`${prefix}-family`] = font?.family.trim() || FONT_DEFAULTS[type].family;
    variables[`${prefix}-color`] = configuredColor
      ? themedText(toHex(configuredColor), colors.dark)
      : fallbackColor;
    variables[`${prefix}-size`] = `${font?.size && font.size > 0 ? font.size : FONT_DEFAULTS[type].size}px`;
    variables[`${prefix}-weight`] = String(
      font?.weight ?? (firstFile ? fontWeightFromFileName(firstFile) : DEFAULT_FONT_WEIGHT),
    );
    variables[`${prefix}-style`] = style === 'italic' || style === 'oblique' ? style : 'normal';
  }
  return variables;
}

/** A numeric setting, or its default when missing, not a number or out of range. */
function numberParameter(parameters: ParameterMap, type: string, fallback: number, min: number): number {
  const value = parameterNumber(parameters, type);
  return value !== null && value >= min ? value : fallback;
}

const DEFAULT_DETAIL_PAGE_MARGIN_TOP = 28;
const DEFAULT_MENU_ICON_SIZE = 12;

/** 28 on small screens, otherwise the DETAIL_PAGE_MARGIN_TOP setting or 28. */
export function detailPageMarginTop(parameters: ParameterMap, isSmallScreen: boolean): number {
  if (isSmallScreen) return DEFAULT_DETAIL_PAGE_MARGIN_TOP;
  return numberParameter(parameters, 'DETAIL_PAGE_MARGIN_TOP', DEFAULT_DETAIL_PAGE_MARGIN_TOP, 0);
}

function layoutVariables(parameters: ParameterMap): Record<string, string> {
  const px = (value: number) => `${value}px`;
  return {
    '--logo-width': px(numberParameter(parameters, 'LOGO_WIDTH', 180, 1)),
    '--logo-height': px(numberParameter(parameters, 'LOGO_HEIGHT', 60, 1)),
    // Margins may be negative to pull the logo into the bar.
    '--logo-margin-top': px(numberParameter(parameters, 'LOGO_MARGIN_TOP', 8, -Infinity)),
    '--logo-margin-right': px(numberParameter(parameters, 'LOGO_MARGIN_RIGHT', 0, -Infinity)),
    '--logo-margin-bottom': px(numberParameter(parameters, 'LOGO_MARGIN_BOTTOM', 8, -Infinity)),
    '--logo-margin-left': px(numberParameter(parameters, 'LOGO_MARGIN_LEFT', 0, -Infinity)),
    '--menu-icon-size': px(numberParameter(parameters, 'MENU_ICON_SIZE', DEFAULT_MENU_ICON_SIZE, 1)),
    '--detail-page-margin-top-small': px(detailPageMarginTop(parameters, true)),
    '--detail-page-margin-top': px(detailPageMarginTop(parameters, false)),
  };
}

/** Every CSS custom property of the site's theme, by name. */
export function themeVariables(parameters: ParameterMap, fonts: Font[]): Record<string, string> {
  const colors = themeColors(parameters);
  return {
    ...colorVariables(colors),
    ...fontVariables(fonts, colors),
    ...layoutVariables(parameters),
  };
}

// The stylesheet goes into a <style> element, so each value is checked against what its
// property may hold; a value that does not match is dropped, never escaped or repaired.
const VARIABLE_NAME = /^--[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SAFE_NUMBER = /^-?\d+(?:\.\d+)?(?:px|rem|em|%)?$/;
const SAFE_FAMILY = /^[A-Za-z0-9 ,'"-]+$/;
const FONT_STYLES = new Set(['normal', 'italic', 'oblique']);

const balancedQuotes = (value: string) =>
  (value.match(/"/g) ?? []).length % 2 === 0 && (value.match(/'/g) ?? []).length % 2 === 0;

function isSafeValue(name: string, value: string): boolean {
  if (name.startsWith('--color-') || name.endsWith('-color')) return HEX_COLOR.test(value);
  if (name.endsWith('-family')) return SAFE_FAMILY.test(value) && balancedQuotes(value);
  if (name.endsWith('-style')) return FONT_STYLES.has(value);
  return SAFE_NUMBER.test(value);
}

/** `:root{--name:value;…}` with every unsafe name or value left out. */
export function themeStyleSheet(variables: Record<string, string>): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => VARIABLE_NAME.test(name) && isSafeValue(name, value))
    .map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
