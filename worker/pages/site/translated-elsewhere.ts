import type { Context } from 'hono';
import { ProviderError } from '../../../src/provider/provider-error';
import type { AppEnv } from '../../http/app-env';
import { translationsOf } from './content-translations';
import { pageDataSource, type PageDataSource } from './site-data';

// Detail pages asked for by another language's id: the provider answers each
// locale's rows only, so the French article's URL under /en is not found there; its version
// in the request's locale is found through the French row's translations.

/** A provider read that answers null for an item it does not have (404), and throws otherwise. */
export async function orMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

/**
 * An item asked for by id under a locale it has no version in (the French article's URL
 * /en/news/12-vendanges: the provider answers each locale's rows only): the path of its version
 * in the request's locale, found through the other locales' version of that id, or null (then
 * the page is 404). Only multilingual sites look further; the default-locale site pays nothing.
 */
export async function translatedElsewhere(
  c: Context<AppEnv>,
  read: (source: PageDataSource) => Promise<object | null>,
  pathOf: (ref: { id: number; slug: string }) => string,
): Promise<string | null> {
  for (const locale of c.var.site.locales) {
    if (locale === c.var.locale) continue;
    const item = await read(await pageDataSource(c, locale));
    const there = item ? translationsOf(item).find((entry) => entry.locale === c.var.locale) : undefined;
    if (there) return pathOf(there);
  }
  return null;
}
