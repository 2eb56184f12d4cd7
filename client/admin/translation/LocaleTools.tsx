import { MachineTranslateBar } from './MachineTranslateBar';
import { TranslationLinks } from './TranslationLinks';

// What a row-per-locale item's form shows about languages, first in the form:
// its translations (or its original), and « Traduire » on a new translation. Nothing on a
// single-language site.

export const LocaleTools = () => (
  <>
    <TranslationLinks />
    <MachineTranslateBar />
  </>
);
