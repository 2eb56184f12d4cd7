import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { openingRanges } from '../../../../src/domain/site/local-business';
import { WEEKDAYS } from './setting-groups';

// Opening hours, one row per weekday (OPENING_HOURS_MONDAY…): the text the visitor reads
// (« 9h00 – 12h30 / 14h00 – 19h00 »), a « Fermé » box that empties it, and what the search
// engines will understand of it (src/domain/site/local-business.ts reads the same ranges).

function DayHours({ day, label }: { day: string; label: string }) {
  const { field, fieldState } = useInput({ source: `OPENING_HOURS_${day}` });
  const value = typeof field.value === 'string' ? field.value : '';
  const closed = value.trim() === '';
  const ranges = openingRanges(value);
  const hint = closed
    ? 'Fermé'
    : ranges.length > 0
      ? `Compris : ${ranges.map((range) => range.replace('-', ' à ')).join(', ')}`
      : 'Horaires non reconnus par les moteurs de recherche (format 9h00 – 12h30 / 14h00 – 19h00).';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', py: 0.5 }}>
      <TextField
        label={`Horaires du ${label.toLowerCase()}`}
        value={value}
        name={field.name}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? hint}
        placeholder="9h00 – 12h30 / 14h00 – 19h00"
        size="small"
        sx={{ flex: '1 1 240px', maxWidth: 480 }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={closed}
            onChange={(event) => field.onChange(event.target.checked ? '' : '9h00 – 18h00')}
          />
        }
        label={`Fermé le ${label.toLowerCase()}`}
        sx={{ minHeight: 44 }}
      />
    </Box>
  );
}

export function OpeningHoursEditor() {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Une ou plusieurs plages par jour, séparées par « / ». Laissez vide (ou cochez « Fermé ») les jours de
        fermeture.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WEEKDAYS.map(([day, label]) => (
          <DayHours key={day} day={day} label={label} />
        ))}
      </Box>
    </Box>
  );
}
