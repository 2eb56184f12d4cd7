import { Box, Card, CardContent, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import {
  Form,
  SaveButton,
  Title,
  Toolbar,
  useDataProvider,
  useGetList,
  useNotify,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import type { Parameter } from '../../../../src/schema/site/parameter';
import type { AdminPermissions } from '../../permissions';
import { BrandingEditor } from './BrandingEditor';
import { LegalTextsEditor } from './LegalTextsEditor';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { SettingField, type SettingInfo } from './SettingField';
import {
  changedSettings,
  OPENING_HOURS_TYPES,
  settingFormValue,
  settingLabel,
  visibleGroups,
  type SettingGroup,
} from './setting-groups';
import { ThemePreview } from './ThemePreview';
import { countOf } from '../../messages/french-plural';

// The settings, one tab per group of the spec. A group is one form: saving sends each changed
// parameter to PUT /api/admin/parameter/{type} (the server checks it against its kind), shows
// the server's French refusal beside each refused field and one notification for the whole.

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Le réglage n’a pas pu être enregistré.';

function GroupForm({ group, parameters }: { group: SettingGroup; parameters: Parameter[] }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const byType = useMemo(
    () => new Map(parameters.map((parameter) => [parameter.type, parameter])),
    [parameters],
  );
  const types = group.sections.flatMap((section) => section.types).filter((type) => byType.has(type));
  const defaults = Object.fromEntries(types.map((type) => [type, settingFormValue(byType.get(type)!)]));
  // What the server holds now: updated as saves succeed, so a second save sends only new changes.
  const saved = useRef<Record<string, unknown>>(defaults);

  const save = async (values: Record<string, unknown>) => {
    const changes = changedSettings(types, saved.current, values);
    if (changes.length === 0) {
      notify('Aucune modification à enregistrer.', { type: 'info' });
      return undefined;
    }
    const errors: Record<string, string> = {};
    for (const change of changes) {
      try {
        await dataProvider.update<RaRecord>('settings', {
          id: change.type,
          data: { value: change.value },
          previousData: { id: change.type, ...byType.get(change.type) },
        });
        saved.current = { ...saved.current, [change.type]: values[change.type] };
      } catch (error) {
        errors[change.type] = errorMessage(error);
      }
    }
    const refused = Object.keys(errors);
    if (refused.length === 0) {
      notify(changes.length === 1 ? 'Réglage enregistré.' : `${changes.length} réglages enregistrés.`, {
        type: 'success',
      });
      return undefined;
    }
    const labels = refused.map((type) => settingLabel(type, byType.get(type)?.label ?? type)).join(', ');
    notify(
      `${countOf(refused.length, 'réglage refusé', 'réglages refusés')} : ${labels}. ${errors[refused[0]!]}`,
      {
        type: 'error',
      },
    );
    return errors;
  };

  const setting = (type: string): SettingInfo => byType.get(type)!;
  return (
    <Form defaultValues={defaults} onSubmit={save} key={group.id}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
        {group.id === 'legal' ? (
          <LegalTextsEditor settings={types.map(setting)} stored={parameters} />
        ) : (
          group.sections.map((section) => {
            const present = section.types.filter((type) => byType.has(type));
            if (present.length === 0) return null;
            return (
              <Box component="section" key={section.title} sx={{ mb: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {section.title}
                </Typography>
                {section.types === OPENING_HOURS_TYPES ? (
                  <OpeningHoursEditor />
                ) : (
                  present.map((type) => <SettingField key={type} setting={setting(type)} />)
                )}
                {group.id === 'appearance' && section.title === 'Couleurs' ? (
                  <ThemePreview stored={parameters} />
                ) : null}
              </Box>
            );
          })
        )}
      </Box>
      <Toolbar sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
        {/* Always enabled: after a save the form's « pristine » state is the loaded one, not the saved one. */}
        <SaveButton label={`Enregistrer : ${group.label.toLowerCase()}`} alwaysEnable />
      </Toolbar>
    </Form>
  );
}

export function SettingsScreen() {
  const { permissions } = usePermissions<AdminPermissions | null>();
  const { data, isPending, error } = useGetList<RaRecord & Parameter>('settings', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'type', order: 'ASC' },
  });
  const parameters = useMemo(
    () => (data ?? []).map((record) => ({ ...record, id: Number(record.id) || 0 })),
    [data],
  );
  const groups = visibleGroups(
    permissions?.isECommerce ?? false,
    parameters.map((parameter) => parameter.type),
  );
  const [tab, setTab] = useState(0);
  const current = groups[Math.min(tab, groups.length - 1)];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Réglages" />
      <Tabs
        value={Math.min(tab, groups.length - 1)}
        onChange={(_event, value: number) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Groupes de réglages"
      >
        {groups.map((group) => (
          <Tab key={group.id} label={group.label} id={`settings-tab-${group.id}`} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <CardContent>
        {isPending ? <LinearProgress aria-label="Chargement des réglages" /> : null}
        {error ? <Typography role="alert">Les réglages n’ont pas pu être chargés.</Typography> : null}
        {!isPending && current ? (
          <Box role="tabpanel" aria-labelledby={`settings-tab-${current.id}`}>
            <GroupForm key={current.id} group={current} parameters={parameters} />
            {current.id === 'appearance' ? <BrandingEditor /> : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
