import {
  ArrayInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { BLOCK_KIND_CHOICES, blocksPayload, type EditedBlock } from './block-fields';
import { BlockFields } from './BlocksEditor';
import { PublishingPanel, type DraftFields } from './PublishingPanel';

// A page's draft: its title, its menu title, its description for search engines and its blocks.

const toValues = (fields: DraftFields): DraftFields => ({
  title: fields.title ?? '',
  menuTitle: fields.menuTitle ?? '',
  metaDescription: fields.metaDescription ?? '',
  blocks: fields.blocks ?? [],
});

const toFields = (values: DraftFields): DraftFields => ({
  title: values.title,
  menuTitle: values.menuTitle || null,
  metaDescription: values.metaDescription ?? '',
  blocks: blocksPayload(values.blocks as EditedBlock[] | undefined, '').blocks,
});

export function PagePublishing() {
  return (
    <PublishingPanel type="page" toValues={toValues} toFields={toFields}>
      <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
      <TextInput source="menuTitle" label="Titre dans le menu" fullWidth />
      <TextInput
        source="metaDescription"
        label="Description pour les moteurs de recherche"
        multiline
        fullWidth
      />
      <ArrayInput source="blocks" label="Blocs">
        <SimpleFormIterator fullWidth>
          <SelectInput
            source="kind"
            label="Type de bloc"
            choices={BLOCK_KIND_CHOICES}
            validate={required('Choisissez le type du bloc.')}
          />
          <FormDataConsumer>
            {({ scopedFormData }) => <BlockFields kind={(scopedFormData as EditedBlock | undefined)?.kind} />}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </PublishingPanel>
  );
}
