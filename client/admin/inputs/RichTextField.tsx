import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

// The panel's rich-text field (legal texts, text blocks): react-admin's tiptap input with a
// toolbar of formats, lists, links, quotes and clearing. Its heading-level select is left out:
// its name (« Niveau actuel ») never contains the level it shows, which fails WCAG 2.5.3 for
// voice-control users (axe label-content-name-mismatch); headings already in a text are kept.

export function RichTextField(props: RichTextInputProps) {
  return (
    <RichTextInput
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
