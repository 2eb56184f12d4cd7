import * as api from './catalogues/api';
import * as common from './catalogues/common';
import * as content from './catalogues/content';
import * as mail from './catalogues/mail';
import * as member from './catalogues/member';
import * as shop from './catalogues/shop';
import * as validation from './catalogues/validation';
import { lazy } from '../domain/shared/lazy';
import type { UiLocale } from './ui-locale';

// Every interface message, per catalogue language. One file per area (catalogues/*), so the
// areas stay small and each module's text sits in one place. Each language's table is merged on
// its first read, not at the Worker's startup (two spreads of every catalogue).

const makeFrench = () => ({
  ...common.fr,
  ...content.fr,
  ...member.fr,
  ...shop.fr,
  ...mail.fr,
  ...validation.fr,
  ...api.fr,
});
const french = lazy(makeFrench);

export type MessageKey = keyof ReturnType<typeof makeFrench>;
export type Messages = Readonly<Record<MessageKey, string>>;

const english = lazy((): Messages => ({
  ...common.en,
  ...content.en,
  ...member.en,
  ...shop.en,
  ...mail.en,
  ...validation.en,
  ...api.en,
}));

export const MESSAGES: Readonly<Record<UiLocale, Messages>> = {
  get fr_FR() {
    return french();
  },
  get en_GB() {
    return english();
  },
};
