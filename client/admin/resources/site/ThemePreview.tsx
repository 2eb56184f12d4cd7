import { Box, Chip, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { MIN_TEXT_CONTRAST, textColorOn, themeColors } from '../../../../src/domain/site/theme';
import { parameterMap, type Parameter } from '../../../../src/schema/site/parameter';
import { activeMenuLook, themeContrasts } from './previews';
import { COLOUR_TYPES, settingText } from './setting-groups';

// The live preview of the appearance form: the theme the public site derives from the colours
// being edited (src/domain/site/theme.ts, the same code that writes the site's CSS variables), drawn
// as a small page, with the WCAG contrast ratio of each surface against its text.

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
