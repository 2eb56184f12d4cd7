import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { RichTextPreview } from '../../inputs/RichTextPreview';
import { useWatch } from 'react-hook-form';
import type { Parameter } from '../../../../src/schema/site/parameter';
import { LEGAL_PLACEHOLDERS, legalPreviewHtml } from './previews';
import { SettingField, type SettingInfo } from './SettingField';
import { settingText } from './setting-groups';
import { TranslateLink } from '../../translation/TranslateLink';

// The legal texts: each in a rich-text editor, the {{KEY}} markers they may hold
// listed with the company setting each one stands for, and a preview of the text as the
// visitor reads it: markers filled in by the same code as the public legal pages
// (src/domain/site/legal-text.ts), HTML sanitised as the server stores it.

function LegalTextPreview({ type, stored }: { type: string; stored: readonly Parameter[] }) {
  const html = settingText(useWatch({ name: type }));
  // The owner's own text, filled in and sanitised as the public page shows it, then rebuilt
  // as React elements: no owner HTML is ever inlined in the admin document.
  return <RichTextPreview testId={`legal-preview-${type}`} html={legalPreviewHtml(html, stored)} />;
}

export function LegalTextsEditor({
  settings,
  stored,
}: {
  settings: SettingInfo[];
  stored: readonly Parameter[];
}) {
  const byType = new Map(stored.map((parameter) => [parameter.type, parameter]));
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h3">
        Repères remplacés à l’affichage
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Écrivez un repère entre doubles accolades : il est remplacé par le réglage de l’entreprise, et par «
        non renseigné » tant que ce réglage est vide.
      </Typography>
      <Box component="ul" sx={{ pl: 2, mt: 0, mb: 2 }} aria-label="Repères disponibles">
        {LEGAL_PLACEHOLDERS.map((key) => (
          <li key={key}>
            <code>{`{{${key}}}`}</code> : {byType.get(key)?.label ?? key}
            {byType.get(key)?.value ? ` (« ${byType.get(key)?.value} »)` : ' (non renseigné)'}
          </li>
        ))}
      </Box>
      {settings.map((setting) => (
        <Accordion key={setting.type} disableGutters>
          <AccordionSummary aria-controls={`legal-${setting.type}`} id={`legal-${setting.type}-title`}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {setting.label}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`legal-${setting.type}`}>
            <SettingField setting={setting} />
            {/* A site with a second language translates its legal texts too. */}
            {byType.get(setting.type) ? (
              <TranslateLink entity="parameter" id={byType.get(setting.type)!.id} name={setting.label} />
            ) : null}
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
              Aperçu, repères remplis
            </Typography>
            <LegalTextPreview type={setting.type} stored={stored} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
