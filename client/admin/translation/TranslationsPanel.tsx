import { Alert, Box, Button, Card, CardContent, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, usePermissions, useRecordContext } from 'react-admin';
import { fieldErrorsOf } from '../api-call';
import { apiFetch } from '../api-fetch';
import type { AdminPermissions } from '../permissions';
import { isMultilingual, languageName, translationName } from './languages';
import { initialValues, itemName, savedMessage, untranslated, valuesToSave } from './overlay-form';
import {
  machineTranslateFields,
  readTranslations,
  saveTranslations,
  type ItemTranslations,
} from './translation-api';

// The « Traductions » panel of an overlay item (products, declinations, awards, meal
// icons, element lists and elements, forms, settings, addresses): per language other than the
// site's own, each translatable field with its French text beside it, « Traduire » per field
// and « Tout traduire » (the machine translator, a starting point), and one save per language.
// It is its own form (not the item's): the item's save and its translations' save are apart.

interface PanelProps {
  /** The translation API's entity name (product, award, parameter…). */
  entity: string;
  /** The item's id; by default the record's being edited. */
  id?: number | string;
  /** The item's name in messages; by default its record's title, name or label. */
  name?: string;
}

/** The fields the server refused (its errors are keyed `values.{field}`), by field. */
function refusedFields(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(error) ?? {}).map(([key, message]) => [
      key.replace(/^values\./, ''),
      message,
    ]),
  );
}

function LanguageForm({
  item,
  locale,
  from,
  name,
}: {
  item: ItemTranslations;
  locale: string;
  from: string;
  name: string;
}) {
  const notify = useNotify();
  const [values, setValues] = useState(() => initialValues(item, locale));
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const missing = untranslated(item, values);

  const translate = async (fields: string[], key: string) => {
    setBusy(key);
    try {
      const texts = item.fields
        .filter(({ field }) => fields.includes(field))
        .map(({ field, kind, source }) => ({ field, kind, text: source }));
      const translated = await machineTranslateFields(apiFetch, from, locale, texts);
      setValues((current) => ({ ...current, ...translated }));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La traduction automatique n’a pas abouti.', {
        type: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setBusy('save');
    try {
      await saveTranslations(apiFetch, item.entity, item.id, locale, valuesToSave(item, values));
      setErrors({});
      notify(savedMessage(translationName(locale), name), { type: 'success' });
    } catch (error) {
      // Each refused field says why under itself, and the notice names them.
      const refused = refusedFields(error);
      setErrors(refused);
      const labels = item.fields.filter(({ field }) => refused[field]).map(({ label }) => label);
      const message = error instanceof Error ? error.message : 'La traduction n’a pas pu être enregistrée.';
      notify(labels.length > 0 ? `${message} (${labels.join(', ')})` : message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label={`${translationName(locale).replace(/^la t/, 'T')} de ${name}`}
    >
      {item.fields.map(({ field, label, kind, source }) => (
        <Box
          key={field}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 2,
            alignItems: 'start',
            mb: 3,
          }}
        >
          <Box>
            <Typography variant="subtitle2" component="p">
              {label} (français)
            </Typography>
            <Typography
              component="div"
              lang="fr"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
            >
              {source === '' ? '—' : source}
            </Typography>
          </Box>
          <Box>
            <TextField
              label={`${label} (${languageName(locale).toLocaleLowerCase('fr')})`}
              value={values[field] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              multiline={kind === 'html' || source.includes('\n') || source.length > 80}
              minRows={kind === 'html' ? 4 : 1}
              error={errors[field] !== undefined}
              helperText={
                errors[field] ?? (kind === 'html' ? 'HTML simple, comme le texte français.' : undefined)
              }
              fullWidth
              slotProps={{ htmlInput: { lang: locale.slice(0, 2) } }}
            />
            <Button
              onClick={() => void translate([field], field)}
              disabled={busy !== null || source.trim() === ''}
              sx={{ minHeight: 44, mt: 0.5 }}
            >
              Traduire : {label}
            </Button>
          </Box>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy !== null} sx={{ minHeight: 44 }}>
          Enregistrer {translationName(locale)}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void translate(missing, 'all')}
          disabled={busy !== null || missing.length === 0}
          sx={{ minHeight: 44 }}
        >
          Tout traduire
        </Button>
      </Box>
    </Box>
  );
}

export function TranslationsPanel({ entity, id, name }: PanelProps) {
  const record = useRecordContext();
  const { permissions } = usePermissions<AdminPermissions>();
  const languages = permissions?.languages;
  const itemId = id ?? record?.id;
  const [item, setItem] = useState<ItemTranslations | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const others = (languages?.locales ?? []).filter((language) => language.code !== languages?.defaultLocale);
  const [tab, setTab] = useState(0);
  const multilingual = isMultilingual(languages);

  useEffect(() => {
    if (!multilingual || itemId === undefined) return;
    let live = true;
    readTranslations(apiFetch, entity, itemId).then(
      (answer) => live && setItem(answer),
      (error: unknown) =>
        live &&
        setFailure(error instanceof Error ? error.message : 'Les traductions n’ont pas pu être lues.'),
    );
    return () => {
      live = false;
    };
  }, [multilingual, entity, itemId]);

  if (!multilingual || itemId === undefined || !languages) return null;
  const locale = others[Math.min(tab, others.length - 1)]?.code;
  const shownName = name ?? itemName(record);
  return (
    <Card component="section" aria-labelledby={`translations-${entity}-${itemId}`} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={`translations-${entity}-${itemId}`} component="h2" variant="h6" sx={{ mb: 1 }}>
          Traductions
        </Typography>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {!item && !failure ? <Typography role="status">Chargement des traductions…</Typography> : null}
        {item && item.fields.length === 0 ? <Typography>Rien à traduire pour cet élément.</Typography> : null}
        {item && item.fields.length > 0 && locale ? (
          <>
            {others.length > 1 ? (
              <Tabs
                value={tab}
                onChange={(_, value: number) => setTab(value)}
                variant="scrollable"
                aria-label="Langue de la traduction"
                sx={{ mb: 2 }}
              >
                {others.map((language) => (
                  <Tab key={language.code} label={languageName(language.code)} />
                ))}
              </Tabs>
            ) : (
              <Typography sx={{ mb: 2 }}>En {languageName(locale).toLocaleLowerCase('fr')} :</Typography>
            )}
            <LanguageForm
              key={locale}
              item={item}
              locale={locale}
              from={languages.defaultLocale}
              name={shownName}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
