import { fillLegalPlaceholders } from '../../../../src/domain/site/legal-text';
import { sanitizeRichText } from '../../../../src/domain/shared/rich-text';
import { contrastRatio, textColorOn, themeColors, type ThemeColors } from '../../../../src/domain/site/theme';
import {
  parameterMap,
  parameterValue,
  type Parameter,
  type ParameterMap,
} from '../../../../src/schema/site/parameter';

// What the settings screens preview, as pure functions (unit-tested without a browser): the
// contrasts of the theme the public site derives from the colours (src/domain/site/theme.ts), and
// the legal texts as visitors read them (src/domain/site/legal-text.ts).

export interface ContrastPair {
  label: string;
  background: string;
  text: string;
  ratio: number;
}

/** The surfaces of the derived theme and their text colours, with each pair's contrast ratio. */
export function themeContrasts(parameters: readonly Parameter[]): ContrastPair[] {
  const map = parameterMap([...parameters]);
  const colors = themeColors(map);
  const active = activeMenuLook(map, colors);
  const pair = (label: string, background: string, text: string): ContrastPair => ({
    label,
    background,
    text,
    ratio: contrastRatio(background, text) ?? 1,
  });
  return [
    pair('Texte sur le fond des pages', colors.background, textColorOn(colors.background)),
    pair('Texte sur la couleur principale', colors.primary, textColorOn(colors.primary)),
    pair("Texte sur la couleur d'accentuation", colors.accent, textColorOn(colors.accent)),
    pair("Menu sur l'en-tête", colors.header, colors.menu),
    pair('Menu actif', active.background, active.color),
    pair('Texte du pied de page', colors.footer, textColorOn(colors.footer)),
  ];
}

/**
 * How the public menu draws its active entry (public/assets/site.css): on a background of the
 * active menu colour with MENU_ACTIVE_TYPE BACKGROUND, otherwise on the header, underlined.
 */
export function activeMenuLook(map: ParameterMap, colors: ThemeColors) {
  const onBackground = parameterValue(map, 'MENU_ACTIVE_TYPE') === 'BACKGROUND';
  return {
    background: onBackground ? colors.activeMenu : colors.header,
    color: colors.activeFont,
    underline: onBackground ? 'none' : `2px solid ${colors.activeMenu}`,
  };
}

/** The markers the spec names for legal texts (company identity and legal numbers). */
export const LEGAL_PLACEHOLDERS = [
  'COMPANY_LEGAL_NAME',
  'COMPANY_NAME',
  'COMPANY_CORPORATE_FORM',
  'COMPANY_LEGAL_AGENT',
  'COMPANY_HEAD_OFFICE',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'SIRET_NUMBER',
  'RCS_NUMBER',
  'INTRACO_VAT',
  'SHARE_CAPITAL',
] as const;

/** The visitor's text: markers filled in from the settings, then sanitised. */
export function legalPreviewHtml(html: string, parameters: readonly Parameter[]): string {
  return sanitizeRichText(fillLegalPlaceholders(html, parameterMap([...parameters])));
}
