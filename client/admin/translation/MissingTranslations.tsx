import { Alert, Box, Card, CardContent, Chip, List, ListItem, NativeSelect, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, usePermissions } from 'react-admin';
import { useParams } from 'react-router';
import { apiFetch } from '../api-fetch';
import type { AdminPermissions } from '../permissions';
import { isMultilingual, languageName } from './languages';
import { kindOf, missingItemPath, missingSummary, sortedMissing, STATE_LABELS } from './missing-links';
import { readMissing, type MissingItem } from './translation-api';
import { TranslationsPanel } from './TranslationsPanel';

// « Traductions manquantes »: per language other than the site's own, what has no
// translation yet (or only part of one), each with a link to where it is translated. And the
// screen that translates an overlay item with no edit screen of its own (#/traductions/…).

export function MissingTranslations() {
  const { permissions } = usePermissions<AdminPermissions>();
  const languages = permissions?.languages;
  const others = (languages?.locales ?? []).filter((language) => language.code !== languages?.defaultLocale);
  const [chosen, setChosen] = useState<string | null>(null);
  const locale = chosen ?? others[0]?.code ?? null;
  const [items, setItems] = useState<MissingItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!locale) return;
    let live = true;
    setItems(null);
    setFailure(null);
    readMissing(apiFetch, locale).then(
      (answer) => live && setItems(sortedMissing(answer)),
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error.message : 'La liste n’a pas pu être lue.'),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Traductions manquantes" />
      <CardContent>
        {!isMultilingual(languages) || !locale ? (
          <Typography>Le site n’a qu’une langue : il n’y a rien à traduire.</Typography>
        ) : (
          <>
            {others.length > 1 ? (
              <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
                Langue
                <NativeSelect value={locale} onChange={(event) => setChosen(event.target.value)}>
                  {others.map((language) => (
                    <option key={language.code} value={language.code}>
                      {languageName(language.code)}
                    </option>
                  ))}
                </NativeSelect>
              </Box>
            ) : null}
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {!items && !failure ? <Typography role="status">Chargement…</Typography> : null}
            {items ? (
              <>
                <Typography role="status" sx={{ mb: 1 }} data-testid="missing-summary">
                  {missingSummary(items, languageName(locale).toLocaleLowerCase('fr'))}
                </Typography>
                <List aria-label={`À traduire en ${languageName(locale).toLocaleLowerCase('fr')}`}>
                  {items.map((item) => (
                    <ListItem
                      key={`${item.entity}-${item.id}-${item.state}`}
                      divider
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
                    >
                      <Typography component="span" variant="body2" sx={{ minWidth: { sm: 160 } }}>
                        {kindOf(item.entity)}
                      </Typography>
                      <Link
                        to={missingItemPath(item)}
                        sx={{ flex: '1 1 12rem', minHeight: 44, display: 'flex', alignItems: 'center' }}
                      >
                        {item.label || `${kindOf(item.entity)} n° ${item.id}`}
                      </Link>
                      <Chip size="small" label={STATE_LABELS[item.state] ?? item.state} variant="outlined" />
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** #/traductions/{entity}/{id}: the « Traductions » panel of any overlay item. */
export function TranslationScreen() {
  const { entity = '', id = '' } = useParams();
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`Traductions : ${kindOf(entity).toLocaleLowerCase('fr')} n° ${id}`} />
      <TranslationsPanel
        entity={entity}
        id={id}
        name={`${kindOf(entity).toLocaleLowerCase('fr')} n° ${id}`}
      />
    </Box>
  );
}
