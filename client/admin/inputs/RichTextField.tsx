import { useMemo } from 'react';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

// The panel's rich-text field (legal texts, text blocks, news, blog articles): react-admin's
// tiptap input with a toolbar of formats, lists, links, quotes and clearing. Its heading-level
// select is left out: its name (« Niveau actuel ») never contains the level it shows, which
// fails WCAG 2.5.3 for voice-control users (axe label-content-name-mismatch); headings already
// in a text are kept. Whatever it produces, the server keeps only the allowed tags.
// The editable area is a multi-line text box named by the field's label (tiptap gives it no
// role, so a screen reader announced an unnamed group).

export function RichTextField(props: RichTextInputProps) {
  const name = typeof props.label === 'string' ? props.label : undefined;
  // Memoised: the editor is rebuilt whenever its options object changes.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          ...(name ? { 'aria-label': name } : {}),
        },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      editorOptions={editorOptions}
      {...props}
      toolbar={
        <RichTextInputToolbar>
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
