import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, usePermissions, useResourceContext } from 'react-admin';
import { apiFetch } from '../api-fetch';
import type { AdminPermissions } from '../permissions';
import { translationName } from './languages';
import { isPerLocale, translationOf } from './per-locale';
import { textsToTranslate } from './row-translation';
import { machineTranslateFields } from './translation-api';

// At the top of a new translation's form: which language it is written in, and
// « Traduire », which sends the form's texts (still the original's, or the owner's edits) to
// the machine translator and puts its answer in the fields. The owner then reads, corrects
// and saves: nothing is saved by « Traduire » itself.

export function MachineTranslateBar() {
  const resource = useResourceContext() ?? '';
  const { permissions } = usePermissions<AdminPermissions>();
  const { getValues, setValue } = useFormContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const values = getValues() as Record<string, unknown>;
  const to = typeof values.locale === 'string' ? values.locale : null;
  const from = permissions?.languages?.defaultLocale;
  // Only on a new translation (no id yet): an existing one is edited by hand.
  if (!isPerLocale(resource) || values.id !== undefined || translationOf(values) === null) return null;
  if (!to || !from || to === from) return null;

  const translate = async () => {
    setBusy(true);
    try {
      const texts = textsToTranslate(resource, getValues());
      const translated = await machineTranslateFields(apiFetch, from, to, texts);
      for (const [field, text] of Object.entries(translated))
        setValue(field, text, { shouldDirty: true, shouldValidate: true });
      notify('Textes traduits automatiquement : relisez-les avant d’enregistrer.', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La traduction automatique n’a pas abouti.', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%', alignItems: 'center' }}
      action={
        <Button variant="contained" onClick={() => void translate()} disabled={busy} sx={{ minHeight: 44 }}>
          Traduire
        </Button>
      }
    >
      Nouvelle {translationName(to).replace(/^la /, '')}, préremplie avec le texte original.
    </Alert>
  );
}
