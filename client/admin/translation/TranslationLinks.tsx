import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Link,
  useCreatePath,
  useDataProvider,
  useNavigate,
  usePermissions,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { AdminPermissions } from '../permissions';
import {
  addTranslationLabel,
  editTranslationLabel,
  isMultilingual,
  languageName,
  type SiteLanguage,
} from './languages';
import { rowEntityOf } from './missing-links';
import { isPerLocale, translationOf } from './per-locale';
import { findTranslation, knownTranslations, translationDraft } from './row-translation';
import { OriginalText } from './OriginalText';
import { TranslationOfNotice } from './TranslationReview';

// The « Langues » box of a row-per-locale item's edit screen, on a site with two
// languages or more. On an original: per other language, a link to its translation, or
// « Ajouter la traduction anglaise », which opens the new item's form prefilled from the
// original (with « Traduire » there to machine-translate it); nothing is saved until the owner
// saves. On a translation: which language it is, a link back to its original, and « à revoir »
// when the original changed since (TranslationReview.tsx), and the original's texts to read
// beside the form (OriginalText.tsx).

type Found = Record<string, { id: number | string } | null>;

function useTranslationsOf(
  resource: string,
  record: Record<string, unknown> | undefined,
  others: SiteLanguage[],
) {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<Found | null>(null);
  const key = others.map((language) => language.code).join(',');
  const id = record?.id as number | string | undefined;
  const known = record ? knownTranslations(record) : {};
  useEffect(() => {
    if (id === undefined || others.length === 0) return;
    let live = true;
    // The record's own `translations`, else one list per language, asked for the translations
    // of this item (the admin lists answer `translationOf` and filter on it, drafts included).
    const search = async () => {
      const entries = await Promise.all(
        others.map(async ({ code }) => {
          if (known[code]) return [code, known[code]] as const;
          const { data } = await dataProvider.getList(resource, {
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'id', order: 'ASC' },
            filter: { locale: code, translationOf: id },
          });
          return [code, findTranslation(data, id, code) ?? null] as const;
        }),
      );
      const result: Found = Object.fromEntries(entries);
      return result;
    };
    search().then(
      (result) => live && setFound(result),
      () => live && setFound({}),
    );
    return () => {
      live = false;
    };
    // `key` stands for `others` (a new array on every render).
  }, [dataProvider, resource, id, key]);
  return found;
}

export function TranslationLinks() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { permissions } = usePermissions<AdminPermissions>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const languages = permissions?.languages;
  const multilingual = isMultilingual(languages) && isPerLocale(resource) && record !== undefined;
  const locale = typeof record?.locale === 'string' ? record.locale : languages?.defaultLocale;
  const original = record ? translationOf(record) : null;
  const others =
    multilingual && original === null && locale === languages?.defaultLocale
      ? (languages?.locales ?? []).filter((language) => language.code !== locale)
      : [];
  const found = useTranslationsOf(resource, record, others);
  // A new item (no id yet) has no translations: its form shows « Traduire » instead.
  if (!multilingual || !record || record.id === undefined || !languages || !locale) return null;

  // An item in another language than the site's: which one, and its original when known.
  if (original !== null || locale !== languages.defaultLocale) {
    return (
      <>
        <TranslationOfNotice
          entity={rowEntityOf(resource)}
          id={record.id}
          language={languageName(locale).toLocaleLowerCase('fr')}
          originalPath={original !== null ? createPath({ resource, type: 'edit', id: original }) : null}
          record={record}
        />
        {original !== null ? (
          <OriginalText
            resource={resource}
            id={original}
            language={languageName(languages.defaultLocale).toLocaleLowerCase('fr')}
            lang={languages.defaultLocale.slice(0, 2)}
          />
        ) : null}
      </>
    );
  }
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="translation-links-title" sx={{ mb: 2, width: '100%' }}>
      <Typography id="translation-links-title" component="h2" variant="subtitle1">
        Traductions
      </Typography>
      {found === null ? (
        <Typography role="status">Recherche des traductions…</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {others.map(({ code }) => {
            const translation = found[code];
            return translation ? (
              <Button
                key={code}
                variant="outlined"
                component={Link}
                to={createPath({ resource, type: 'edit', id: translation.id })}
                sx={{ minHeight: 44 }}
              >
                {editTranslationLabel(code)}
              </Button>
            ) : (
              <Button
                key={code}
                variant="contained"
                sx={{ minHeight: 44 }}
                onClick={() =>
                  navigate(createPath({ resource, type: 'create' }), {
                    state: { record: translationDraft(record, code) },
                  })
                }
              >
                {addTranslationLabel(code)}
              </Button>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
