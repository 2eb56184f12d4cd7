// What the other provider modules use of the translation module: the locale scope
// of a read, the overlay of one-row entities and the groups of row-per-locale tables.
export type { RowEntity } from './entities';
export { overlayLocale, type LocaleScope } from './locale-scope';
export {
  groupTranslations,
  overlayTranslations,
  overlayValues,
  translatedFilter,
} from './overlay.repository';
export { footerFieldKey, formFieldKey } from './translatable-fields';
export { checkedTranslationOf, linkNewTranslation, writableLocale } from './translation-link';
