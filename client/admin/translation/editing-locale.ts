import { useSyncExternalStore } from 'react';
import { isMultilingual, type SiteLanguages } from './languages';

// The language the owner is editing content in. Row-per-locale resources (pages,
// news, blog, albums, services) list and create in this language; the data provider reads it
// on every call. It is null on a single-language site, where nothing changes: no filter is
// sent and the server files everything under the site's language as before. The choice is
// remembered for the browser tab, per site, so a reload keeps the language being worked on.

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

let languages: SiteLanguages | null = null;
let chosen: string | null = null;
let storageKey = '';
let storage: Storage | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage refused (private mode): the choice lasts until the page is left
  }
}

/** Sets the site's languages once they are known, and takes back the tab's earlier choice. */
export function configureEditingLocale(
  siteId: number,
  siteLanguages: SiteLanguages,
  store: Storage | null = sessionStore(),
): void {
  languages = siteLanguages;
  storage = store;
  storageKey = `admin-editing-locale-${siteId}`;
  const remembered = storage?.getItem(storageKey) ?? null;
  chosen = siteLanguages.locales.some((language) => language.code === remembered)
    ? remembered
    : siteLanguages.defaultLocale;
  notify();
}

/** The language being edited, or null when the site has only one. */
export function editingLocale(): string | null {
  return isMultilingual(languages) ? chosen : null;
}

export function setEditingLocale(code: string): void {
  if (!languages?.locales.some((language) => language.code === code) || code === chosen) return;
  chosen = code;
  storage?.setItem(storageKey, code);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language being edited, re-rendering when the owner picks another. */
export function useEditingLocale(): string | null {
  return useSyncExternalStore(subscribe, editingLocale, editingLocale);
}
