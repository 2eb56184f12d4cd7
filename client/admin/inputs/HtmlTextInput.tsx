import { Box, Typography } from '@mui/material';
import { FormDataConsumer, TextInput, type TextInputProps } from 'react-admin';

// Rich text as simple HTML, with its preview beside it. The server keeps only the allowed
// tags (src/domain/rich-text.ts) whatever is typed; the preview is a sandboxed frame with no
// scripts, so nothing typed here runs in the panel.

const ALLOWED = '<p>, <h2>, <h3>, <strong>, <em>, <a href>, <ul>, <ol>, <li>, <blockquote>, <br>';

export function HtmlTextInput(props: TextInputProps & { label: string }) {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        {...props}
        multiline
        minRows={6}
        fullWidth
        helperText={`Texte enrichi en HTML simple : ${ALLOWED}.`}
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        Aperçu
      </Typography>
      <FormDataConsumer<Record<string, unknown>>>
        {({ formData }) => (
          <Box
            component="iframe"
            title={`Aperçu : ${props.label}`}
            sandbox=""
            srcDoc={`<!doctype html><html lang="fr"><body style="font-family:sans-serif">${typeof formData[props.source] === 'string' ? String(formData[props.source]) : ''}</body></html>`}
            sx={{ width: '100%', minHeight: 160, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
          />
        )}
      </FormDataConsumer>
    </Box>
  );
}
