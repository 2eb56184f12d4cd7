import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ProviderError } from '../../../src/provider/provider-error';
import type { FormNotice } from '../../../src/ui/account/AccountField';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from '../site/site-data';

// What the personal-space and newsletter pages share: the request's locale and data, and a
// provider refusal turned into what the form shows (notice, per-field errors, status).

export interface PageRequest {
  locale: string;
  path: string; // without the locale prefix
  link: (path: string) => string;
  source: PageDataSource;
  data: SiteData;
}

/** The request's locale (c.var.locale) and site data. */
export async function pageRequest(c: Context<AppEnv>): Promise<PageRequest> {
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  return {
    locale,
    path: unprefixedPath(c),
    link: (target) => localLink(c, target),
    source,
    data: await loadSiteData(source),
  };
}

export interface Refusal {
  status: ContentfulStatusCode;
  notice: FormNotice;
  errors: Record<string, string>;
}

/** A provider 4xx as the form shows it; anything else (5xx, network) is the error handler's. */
export function refusal(error: unknown): Refusal {
  if (!(error instanceof ProviderError) || error.status >= 500) throw error;
  const errors = (error.data as { errors?: Record<string, string> } | null)?.errors ?? {};
  return {
    status: error.status as ContentfulStatusCode,
    notice: { kind: 'error', text: error.message },
    errors,
  };
}

/** Per-user pages: never kept by a browser or shared cache (the renderer sets no-cache first). */
export async function noStore(rendering: Promise<Response>): Promise<Response> {
  const response = await rendering;
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
