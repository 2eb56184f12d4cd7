import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { ProviderError } from '../../../src/provider/provider-error';
import { AuthForms } from '../../../src/ui/islands/AuthForms';
import { Island } from '../../../src/ui/islands/island';
import type { MemberFormState } from '../../../src/ui/auth/form-state';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import { AUTH_FORMS_MESSAGES } from '../../../src/ui/islands/member-check-messages';
import { renderPage } from '../site/renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from '../site/site-data';

// What the member pages (/auth, /password/reset/…) share: the site's data, the document with
// its title, and turning a provider refusal into a form state. None is indexed (noindex).
// Anonymous GETs of /auth and /password/reset/ask carry no visitor data, so the HTML cache may
// keep them; a signed-in visitor (token) bypasses it, POST answers are never stored and the
// page with a reset token in its path is never stored (worker/cache/page-cache.ts).

export interface MemberPageContext {
  locale: string;
  path: string;
  data: SiteData;
  source: PageDataSource;
  link: (path: string) => string;
  t: Translator;
}

export async function memberPageContext(c: Context<AppEnv>): Promise<MemberPageContext> {
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  return {
    locale,
    path: unprefixedPath(c),
    data,
    source,
    link: (target) => localLink(c, target),
    t: translatorFor(locale),
  };
}

export function renderMemberPage(
  c: Context<AppEnv>,
  context: MemberPageContext,
  page: { title: string; description: string; route: string },
  content: ReactElement,
  status = 200,
): Promise<Response> {
  return renderPage(
    c,
    {
      data: context.data,
      locale: context.locale,
      path: context.path,
      layout: 'STANDARD',
      route: page.route,
      meta: {
        title: page.title,
        description: page.description,
        canonicalPath: context.link(context.path),
        noindex: true,
      },
    },
    <>
      {content}
      <Island
        name="AuthForms"
        chunk="member"
        component={AuthForms}
        props={{}}
        messages={AUTH_FORMS_MESSAGES}
      />
    </>,
    status,
  );
}

/**
 * A provider refusal (4xx) as the form's state: its per-field messages (data.errors) under the
 * fields, or its message above the form. Anything else is not the visitor's doing: rethrown.
 */
export function refusedForm(
  error: unknown,
  values: Record<string, string>,
  { t }: { t: Translator },
): { state: MemberFormState; status: number } {
  if (!(error instanceof ProviderError) || error.status >= 500) throw error;
  const errors = fieldErrorsOf(error.data);
  const hasFields = Object.keys(errors).length > 0;
  return {
    state: {
      values,
      errors,
      message: hasFields && error.status === 400 ? t.t('auth.formHasErrors') : error.message,
    },
    status: error.status,
  };
}

export function invalidForm(
  errors: Record<string, string>,
  values: Record<string, string>,
  { t }: { t: Translator },
): MemberFormState {
  return { values, errors, message: t.t('auth.formHasErrors') };
}

function fieldErrorsOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = data.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors))
    if (typeof message === 'string') out[field] = message;
  return out;
}
