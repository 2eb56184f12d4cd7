import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { resourceMessages } from './messages/resource-nouns';

// The panel speaks French: react-admin's French pack, plus the rich-text editor's buttons,
// which that pack does not name (client/admin/inputs/RichTextField.tsx).

/** French names of the editor's buttons (react-admin's French pack has none for tiptap). */
const richTextFrenchMessages = {
  ra: {
    tiptap: {
      align_left: 'Aligner à gauche',
      align_right: 'Aligner à droite',
      align_center: 'Centrer',
      align_justify: 'Justifier',
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      strike: 'Barré',
      code: 'Code',
      color: 'Couleur',
      highlight: 'Surligner',
      list_bulleted: 'Liste à puces',
      list_numbered: 'Liste numérotée',
      link: 'Lien',
      image: 'Image',
      image_dialog: 'Adresse de l’image',
      blockquote: 'Citation',
      clear_format: 'Effacer la mise en forme',
    },
  },
};

/**
 * The pack's empty list says « Pas encore de %{name}. » with the screen's title as the name,
 * which reads « Pas encore de E-mails envoyés. » or « de Actualités »: a wording that fits
 * every title instead.
 */
const emptyListMessages = {
  empty: 'Aucun élément dans « %{name} » pour l’instant.',
  invite: 'Voulez-vous en créer un ?',
};

/**
 * The pack's « Élément créé / mis à jour / supprimé », for screens whose resource has no noun
 * of its own (messages/resource-nouns.ts gives most of them « Actualité enregistrée »…).
 */
const genericNotices = {
  created: 'Ajout enregistré',
  updated: 'Modifications enregistrées |||| %{smart_count} éléments modifiés',
  deleted: 'Suppression effectuée |||| %{smart_count} éléments supprimés',
};

export const i18nProvider = polyglotI18nProvider(
  () => ({
    ...frenchMessages,
    ra: {
      ...frenchMessages.ra,
      ...richTextFrenchMessages.ra,
      page: { ...frenchMessages.ra.page, ...emptyListMessages },
      notification: { ...frenchMessages.ra.notification, ...genericNotices },
    },
    resources: resourceMessages(),
  }),
  'fr',
);
