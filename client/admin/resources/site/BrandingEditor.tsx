import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, useNotify } from 'react-admin';
import type { Font, Logo, SiteInfo } from '../../../../src/schema/site/site';
import { call, fieldErrorsOf } from '../../api-call';
import { MediaInput } from '../../inputs/MediaInput';
import { ColourInput } from './SettingField';
import { apiFetch } from '../../api-fetch';

// The appearance settings that are not parameters: one logo per type (an image dropped or
// chosen through MediaInput, PUT/DELETE /admin/logo/{type}) and the fonts of the titles, the
// content and the menu (PUT /admin/font/{type}). Each saves on its own, with its notification.

const LOGO_TYPES: [Logo['type'], string][] = [
  ['LOGO', 'Logo principal'],
  ['LOGO_FOOTER', 'Logo du pied de page'],
  ['LOGO_DARK_THEME', 'Logo pour le thème sombre'],
  ['LOGO_LIGHT_THEME', 'Logo pour le thème clair'],
  ['LOGO_FAVICON', 'Icône du site (favicon)'],
];

const FONT_TYPES: [Font['type'], string][] = [
  ['TITLE', 'Police des titres'],
  ['CONTENT', 'Police du contenu'],
  ['MENU', 'Police du menu'],
];

const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((weight) => ({
  id: weight,
  name: String(weight),
}));
const STYLES = [
  { id: 'normal', name: 'Droit' },
  { id: 'italic', name: 'Italique' },
  { id: 'oblique', name: 'Oblique' },
];

const failure = (error: unknown) => (error instanceof Error ? error.message : 'L’enregistrement a échoué.');

function LogoForm({
  type,
  label,
  logo,
  reload,
}: {
  type: string;
  label: string;
  logo?: Logo;
  reload: () => void;
}) {
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      const answer = await call(apiFetch, `/admin/logo/${type}`, {
        method: 'PUT',
        body: JSON.stringify({ url: values.url ?? '', alt: values.alt ?? '' }),
      });
      notify(answer.message, { type: 'success' });
      reload();
      return undefined;
    } catch (error) {
      notify(failure(error), { type: 'error' });
      return { url: failure(error) };
    }
  };
  const remove = async () => {
    try {
      notify((await call(apiFetch, `/admin/logo/${type}`, { method: 'DELETE' })).message, {
        type: 'success',
      });
      reload();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  return (
    <Box component="section" sx={{ mb: 2 }} aria-label={label}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Form defaultValues={{ url: logo?.onlineImage.url ?? '', alt: logo?.alt ?? '' }} onSubmit={save}>
        <MediaInput source="url" label={`${label} : image`} />
        <TextInput source="alt" label={`${label} : texte alternatif`} fullWidth />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <SaveButton label={`Enregistrer : ${label.toLowerCase()}`} alwaysEnable />
          {logo ? (
            <Button color="error" onClick={() => void remove()} sx={{ minHeight: 44 }}>
              Retirer ce logo
            </Button>
          ) : null}
        </Box>
      </Form>
    </Box>
  );
}

function FontForm({
  type,
  label,
  font,
  reload,
}: {
  type: string;
  label: string;
  font?: Font;
  reload: () => void;
}) {
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    try {
      const answer = await call(apiFetch, `/admin/font/${type}`, {
        method: 'PUT',
        body: JSON.stringify({
          family: values.family ?? '',
          color: text(values.color),
          size: number(values.size),
          weight: number(values.weight),
          style: text(values.style),
        }),
      });
      notify(answer.message, { type: 'success' });
      reload();
      return undefined;
    } catch (error) {
      notify(failure(error), { type: 'error' });
      return fieldErrorsOf(error) ?? { family: failure(error) };
    }
  };
  return (
    <Box component="section" sx={{ mb: 2 }} aria-label={label}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Form
        defaultValues={{
          family: font?.family ?? '',
          color: font?.color ?? '',
          size: font?.size ?? null,
          weight: font?.weight ?? null,
          style: font?.style ?? null,
        }}
        onSubmit={save}
      >
        <TextInput
          source="family"
          label={`${label} : famille`}
          helperText="Par exemple : Lora, Georgia, serif"
          fullWidth
        />
        <ColourInput source="color" label={`${label} : couleur`} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <NumberInput source="size" label="Taille (px)" min={8} max={96} sx={{ width: 140 }} />
          <SelectInput source="weight" label="Épaisseur" choices={WEIGHTS} emptyText="Selon le fichier" />
          <SelectInput source="style" label="Style" choices={STYLES} emptyText="Droit" />
        </Box>
        <SaveButton label={`Enregistrer : ${label.toLowerCase()}`} alwaysEnable />
      </Form>
    </Box>
  );
}

export function BrandingEditor() {
  const [info, setInfo] = useState<Pick<SiteInfo, 'logos' | 'fonts'> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    call(apiFetch, '/site/info')
      .then((answer) => setInfo(answer.data as SiteInfo))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  if (failed) return <Typography role="alert">Les logos et polices n’ont pas pu être chargés.</Typography>;
  if (!info) return <LinearProgress aria-label="Chargement des logos et polices" />;
  return (
    <Box sx={{ mt: 3, width: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Logos
      </Typography>
      {LOGO_TYPES.map(([type, label]) => (
        <LogoForm
          key={`${type}-${info.logos.find((logo) => logo.type === type)?.onlineImage.url ?? ''}`}
          type={type}
          label={label}
          logo={info.logos.find((logo) => logo.type === type)}
          reload={load}
        />
      ))}
      <Typography variant="h6" component="h2" gutterBottom>
        Polices
      </Typography>
      {FONT_TYPES.map(([type, label]) => (
        <FontForm
          key={`${type}-${JSON.stringify(info.fonts.find((font) => font.type === type) ?? null)}`}
          type={type}
          label={label}
          font={info.fonts.find((font) => font.type === type)}
          reload={load}
        />
      ))}
    </Box>
  );
}
