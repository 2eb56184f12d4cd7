import { Box, Chip, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  textColorOn,
  themeColors,
  type ThemeColors,
} from '../../../../src/domain/theme';
import {
  parameterMap,
  parameterValue,
  type Parameter,
  type ParameterMap,
} from '../../../../src/schema/parameter';
import { COLOUR_TYPES, settingText } from './setting-groups';

// The live preview of the appearance form: the theme the public site derives from the colours
// being edited (src/domain/theme.ts, the same code that writes the site's CSS variables), drawn
// as a small page, with the WCAG contrast ratio of each surface against its text.

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

const ratioText = (ratio: number) => `${ratio.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} : 1`;

const WATCHED = [...COLOUR_TYPES, 'DARK_THEME', 'MENU_ACTIVE_TYPE'];

export function ThemePreview({ stored }: { stored: readonly Parameter[] }) {
  const watched = useWatch({ name: WATCHED }) as unknown[];
  const edited = new Map<string, string>(
    // A setting the form does not hold (undefined) keeps its stored value.
    WATCHED.flatMap((type, index) =>
      watched[index] === undefined ? [] : [[type, settingText(watched[index])]],
    ),
  );
  const parameters = stored.map((parameter) =>
    edited.has(parameter.type) ? { ...parameter, value: edited.get(parameter.type) ?? null } : parameter,
  );
  const map = parameterMap(parameters);
  const colors = themeColors(map);
  const active = activeMenuLook(map, colors);
  const contrasts = themeContrasts(parameters);
  return (
    <Box
      component="section"
      aria-labelledby="theme-preview-title"
      sx={{ width: '100%', maxWidth: 640, my: 2 }}
    >
      <Typography id="theme-preview-title" variant="h6" component="h3" gutterBottom>
        Aperçu du thème
      </Typography>
      <Box
        data-testid="theme-preview"
        data-primary={colors.primary}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          sx={{
            bgcolor: colors.header,
            color: colors.menu,
            p: 1.5,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <span>Accueil</span>
          <Box
            component="span"
            sx={{ bgcolor: active.background, color: active.color, borderBottom: active.underline, px: 1 }}
          >
            Page active
          </Box>
          <span>Contact</span>
        </Box>
        <Box sx={{ bgcolor: colors.background, color: textColorOn(colors.background), p: 2 }}>
          <Typography component="p" sx={{ mb: 1 }}>
            Le texte des pages sur leur fond.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Box
              data-testid="theme-preview-primary"
              sx={{
                bgcolor: colors.primary,
                color: textColorOn(colors.primary),
                px: 2,
                py: 1,
                borderRadius: 1,
              }}
            >
              Bouton principal
            </Box>
            <Box
              sx={{
                bgcolor: colors.accent,
                color: textColorOn(colors.accent),
                px: 2,
                py: 1,
                borderRadius: 1,
              }}
            >
              Accentuation
            </Box>
          </Box>
        </Box>
        <Box sx={{ bgcolor: colors.footer, color: textColorOn(colors.footer), p: 1.5 }}>Pied de page</Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 1 }} aria-label="Contrastes du thème">
        {contrasts.map((contrast) => {
          const enough = contrast.ratio >= MIN_TEXT_CONTRAST;
          return (
            <Box
              component="li"
              key={contrast.label}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 24,
                  height: 24,
                  bgcolor: contrast.background,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <span>{contrast.label} :</span>
              <strong>{ratioText(contrast.ratio)}</strong>
              <Chip
                size="small"
                color={enough ? 'success' : 'error'}
                label={enough ? 'Lisible (AA)' : 'Contraste insuffisant'}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
