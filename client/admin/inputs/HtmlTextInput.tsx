import { Box, Typography } from '@mui/material';
import { FormDataConsumer, TextInput, type TextInputProps } from 'react-admin';
import { RichTextPreview } from './RichTextPreview';

// Rich text as simple HTML, with its preview beside it. The server keeps only the allowed
// tags (src/domain/rich-text.ts) whatever is typed; the preview rebuilds only the formatting
// as React elements (RichTextPreview), so nothing typed here is inlined or runs in the panel.

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
          <Box aria-label={`Aperçu : ${props.label}`} role="region" sx={{ mb: 2 }}>
            <RichTextPreview
              testId={`html-preview-${props.source}`}
              html={typeof formData[props.source] === 'string' ? String(formData[props.source]) : ''}
            />
          </Box>
        )}
      </FormDataConsumer>
    </Box>
  );
}
