import { BooleanInput, FormDataConsumer, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ContentToolbar } from './content/ContentToolbar';
import { BlocksEditor } from './site/BlocksEditor';
import { PagePublishing } from './site/PagePublishing';
import { MenuTreeScreen } from './site/MenuTreeScreen';
import { LocaleTools } from '../translation/LocaleTools';
import { NoticeCreate, NoticeEdit } from '../messages/saved-notice';

// Pages: the list is the menu tree (drag and drop, keyboard buttons, PUT /admin/page-order);
// a page's form holds its title, menu title, slug, path, SEO description, layout, menu flags
// and link; its draft and publication (PagePublishing: « Enregistrer » a draft, « Publier »,
// « Programmer », « Aperçu », the revisions) and its content blocks follow, the blocks saved on
// their own (PUT …/blocks, « save and publish »).
// Two forms, two buttons named for what they save: on a phone the page's « Enregistrer la
// page » is the bar fixed at the bottom, and the content's button stays in its card (both
// were fixed at the same place, the content's on top: a title edited on a phone was never
// sent, while « Contenu enregistré » said the save had worked).

const LAYOUTS = [
  { id: 'STANDARD', name: 'Standard' },
  { id: 'WIDE', name: 'Pleine largeur' },
];

const LINK_TYPES = [
  { id: 'NONE', name: 'La page elle-même' },
  { id: 'URL', name: 'Un lien vers une autre adresse' },
];

export const PageList = MenuTreeScreen;

const PageForm = () => (
  <SimpleForm toolbar={<ContentToolbar saveLabel="Enregistrer la page" />}>
    <LocaleTools />
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput
      source="menuTitle"
      label="Titre dans le menu"
      helperText="Vide : le titre de la page."
      fullWidth
    />
    <TextInput
      source="url"
      label="Adresse courte (slug)"
      helperText="Minuscules, chiffres et tirets ; vide : tirée du titre."
      fullWidth
    />
    <TextInput
      source="path"
      label="Chemin public"
      helperText="Par exemple /soins/massage ; vide : celui de la page parente suivi du slug."
      fullWidth
    />
    <TextInput
      source="metaDescription"
      label="Description pour les moteurs de recherche"
      multiline
      fullWidth
    />
    <SelectInput source="layout" label="Mise en page" choices={LAYOUTS} defaultValue="STANDARD" />
    <BooleanInput source="isValid" label="Publiée" defaultValue />
    <BooleanInput source="showInMenu" label="Dans le menu" defaultValue />
    <BooleanInput source="isFixedOnRight" label="À droite du menu" />
    <BooleanInput source="useAbsoluteMenu" label="Menu superposé au contenu sur cette page" />
    <SelectInput source="linkType" label="Le menu mène à" choices={LINK_TYPES} defaultValue="NONE" />
    <FormDataConsumer>
      {({ formData }) =>
        (formData as { linkType?: string }).linkType === 'URL' ? (
          <TextInput
            source="linkUrl"
            label="Adresse du lien"
            helperText="https://…, mailto:, tel: ou un chemin du site."
            validate={required('Un lien a besoin de son adresse.')}
            fullWidth
          />
        ) : null
      }
    </FormDataConsumer>
  </SimpleForm>
);

export const PageEdit = () => (
  <NoticeEdit title="Modifier la page" mutationMode="pessimistic">
    <PageForm />
    <PagePublishing />
    <BlocksEditor />
  </NoticeEdit>
);

export const PageCreate = () => (
  <NoticeCreate title="Nouvelle page" redirect="edit">
    <PageForm />
  </NoticeCreate>
);
