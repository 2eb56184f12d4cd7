import * as api from './catalogues/api';
import * as common from './catalogues/common';
import * as content from './catalogues/content';
import * as mail from './catalogues/mail';
import * as member from './catalogues/member';
import * as shop from './catalogues/shop';
import * as validation from './catalogues/validation';
import type { UiLocale } from './ui-locale';

// Every interface message, per catalogue language. One file per area (catalogues/*), so the
// areas stay small and each module's text sits in one place.

const french = {
  ...common.fr,
  ...content.fr,
  ...member.fr,
  ...shop.fr,
  ...mail.fr,
  ...validation.fr,
  ...api.fr,
};

export type MessageKey = keyof typeof french;
export type Messages = Readonly<Record<MessageKey, string>>;

export const MESSAGES: Readonly<Record<UiLocale, Messages>> = {
  fr_FR: french,
  en_GB: {
    ...common.en,
    ...content.en,
    ...member.en,
    ...shop.en,
    ...mail.en,
    ...validation.en,
    ...api.en,
  },
};
