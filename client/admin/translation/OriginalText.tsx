import { Box, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';

// Beside a row translation's form (an English page, article, album…), its original's texts
// in the site's language, so the owner translates and reviews without switching screens.
// Rich text reads as plain text here: the original is shown, never edited.

const FIELDS: { name: string; label: string }[] = [
  { name: 'title', label: 'Titre' },
  { name: 'name', label: 'Nom' },
  { name: 'menuTitle', label: 'Titre dans le menu' },
  { name: 'summary', label: 'Résumé' },
  { name: 'description', label: 'Description' },
  { name: 'content', label: 'Texte' },
  { name: 'metaDescription', label: 'Description pour les moteurs de recherche' },
];

/** The text of an HTML fragment, its paragraphs kept apart. */
function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const document = new DOMParser().parseFromString(
    html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$&\n'),
    'text/html',
  );
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

export function OriginalText({
  resource,
  id,
  language,
  lang,
}: {
  resource: string;
  id: number;
  /** The original's language, in words (« français »). */
  language: string;
  /** Its language tag (fr), for the reader's voice. */
  lang: string;
}) {
  const { data } = useGetOne<Record<string, unknown> & { id: number }>(resource, { id });
  if (!data) return null;
  const texts = FIELDS.map((field) => ({ ...field, value: data[field.name] })).filter(
    (field): field is { name: string; label: string; value: string } =>
      typeof field.value === 'string' && field.value.trim() !== '',
  );
  if (texts.length === 0) return null;
  return (
    <Box
      component="details"
      sx={{ mb: 2, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
    >
      {/* A list item (the default), so the disclosure triangle shows; padded to a 44 px target. */}
      <Box component="summary" sx={{ cursor: 'pointer', py: 1.25 }}>
        Texte original ({language})
      </Box>
      <Box component="dl" sx={{ m: 0 }} lang={lang}>
        {texts.map((text) => (
          <Box key={text.name} sx={{ mb: 1 }}>
            <Typography component="dt" variant="subtitle2">
              {text.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
            >
              {plainText(text.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
