import { Box, NativeSelect } from '@mui/material';
import { usePermissions, useRefresh } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { setEditingLocale, useEditingLocale } from './editing-locale';
import { isMultilingual, languageName } from './languages';

// The panel's language choice, in the app bar, only for a site with two languages
// or more: pages, menu, news, blog, albums and services are then listed and created in the
// chosen language. Changing it reloads what the screen shows. A native select: it works the
// same with a keyboard, a screen reader and a phone's own picker, and its visible words
// (« Contenu en ») are its accessible name.

export function LocaleChoice() {
  const { permissions } = usePermissions<AdminPermissions>();
  const locale = useEditingLocale();
  const refresh = useRefresh();
  const languages = permissions?.languages;
  if (!languages || !isMultilingual(languages) || locale === null) return null;
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1, whiteSpace: 'nowrap', color: 'inherit' }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Contenu en
      </Box>
      <NativeSelect
        value={locale}
        onChange={(event) => {
          setEditingLocale(event.target.value);
          refresh();
        }}
        disableUnderline
        inputProps={{ 'aria-label': 'Contenu en' }}
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, pl: 1, minHeight: 44 }}
      >
        {languages.locales.map((language) => (
          <option key={language.code} value={language.code}>
            {languageName(language.code)}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
