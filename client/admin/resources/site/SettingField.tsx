import { Box, TextField } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, SelectInput, TextInput, useInput, type InputProps } from 'react-admin';
import { RichTextField } from '../../inputs/RichTextField';
import { SETTING_CHOICES, settingLabel, settingWidget, type SettingKindInfo } from './setting-groups';

// One setting in a group form, edited as its kind and name ask: a colour picker with its hex
// code, a switch, a number, a link, a word from a list, plain or rich text. The field's name
// is the parameter's type, so the server's per-field error lands beside it.

export interface SettingInfo extends SettingKindInfo {
  label: string;
  value: string | null;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const colourCheck = (value: unknown) =>
  typeof value === 'string' && value !== '' && !HEX.test(value)
    ? 'Une couleur au format #rrggbb (par exemple #b08d57).'
    : undefined;

const numberCheck = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^-?\d+(\.\d+)?$/.test(value.trim())
    ? 'Un nombre (par exemple 12 ou 12.5).'
    : undefined;

/** A colour: the browser's picker and the hex code side by side, both labelled. */
export function ColourInput(props: InputProps & { label: string }) {
  const { field, fieldState } = useInput({ ...props, validate: colourCheck });
  const pickerId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const valid = HEX.test(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%', maxWidth: 480, mb: 1 }}>
      <Box
        component="input"
        id={pickerId}
        type="color"
        aria-label={`${props.label} : nuancier`}
        value={valid && value.length === 7 ? value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        sx={{ width: 48, height: 48, p: 0, border: 'none', background: 'none', flexShrink: 0 }}
      />
      <TextField
        label={props.label}
        value={value}
        name={field.name}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? 'Vide : la couleur par défaut.'}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': `setting-${props.source}` } }}
      />
    </Box>
  );
}

export function SettingField({ setting }: { setting: SettingInfo }) {
  const common = { source: setting.type, label: settingLabel(setting.type, setting.label) };
  switch (settingWidget(setting)) {
    case 'colour':
      return <ColourInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} helperText={false} />;
    case 'number':
      return <TextInput {...common} validate={numberCheck} inputMode="decimal" sx={{ maxWidth: 320 }} />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={SETTING_CHOICES[setting.type] ?? []}
          emptyText="Par défaut"
          sx={{ minWidth: 240 }}
        />
      );
    case 'link':
      return (
        <TextInput
          {...common}
          type="url"
          fullWidth
          helperText="Adresse complète (https://…), vide pour aucun lien."
        />
      );
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'rich':
      return <RichTextField {...common} fullWidth />;
    case 'text':
      return <TextInput {...common} fullWidth />;
  }
}
