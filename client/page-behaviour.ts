import { CONSENT_OPEN_EVENT, dispatchIslandEvent } from '../src/ui/islands/island-events.ts';
import { clearToasts } from './toast-bus.ts';

// Page-wide behaviour on load: notifications cleared, online status
// tracked, a chunk-load failure reloads the page at most once per minute, and scrolling
// that keeps position on back/forward, starts new pages at the top and honours a #hash.

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';

const CHUNK_ERROR = /dynamically imported module|module script failed|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return CHUNK_ERROR.test(message);
}

export function shouldReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
  );
}

/**
 * A new deploy replaces hashed files: reload to get the new ones, but at most once a minute
 * (sessionStorage remembers the last reload) so a broken deploy cannot loop.
 */
export function reloadAfterChunkFailure(win: Window = window, now: number = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    last = stored === null ? null : Number(stored);
    if (!shouldReloadAfterChunkFailure(last, now)) return false;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // without storage we could not stop a reload loop
  }
  win.location.reload();
  return true;
}

function watchChunkFailures(win: Window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure(win);
  });
  // A hashed script or stylesheet that fails to load (capture: these errors do not bubble).
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const url =
        target instanceof HTMLScriptElement
          ? target.src
          : target instanceof HTMLLinkElement
            ? target.href
            : '';
      if (url.includes('/assets/')) reloadAfterChunkFailure(win);
    },
    true,
  );
}

function trackOnline(win: Window): void {
  const root = win.document.documentElement;
  const update = () => root.setAttribute('data-online', String(win.navigator.onLine));
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
}

function scrollToHash(win: Window, hash: string = win.location.hash): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id: a stray % is a valid character in an id.
  }
  const target = win.document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

function navigationType(win: Window): string {
  const [entry] = win.performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming ? entry.type : 'navigate';
}

/**
 * The browser restores the position on back/forward and reload ('auto'); a new page opens at
 * the top. Islands hydrate after that first scroll and can move content, so a #hash target
 * is scrolled to again once they are in place.
 */
export function settleScroll(win: Window = window): void {
  if (navigationType(win) === 'navigate') scrollToHash(win);
}

/** Footer links with data-consent-open reopen the cookie banner (a plain link without JS). */
function watchConsentLinks(win: Window): void {
  win.document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`) : null;
    if (!link) return;
    event.preventDefault();
    dispatchIslandEvent(CONSENT_OPEN_EVENT, null, win);
  });
}

/** The header's disclosures: the mobile drawer, sub-menus, « Plus », the account menus. */
const HEADER_DISCLOSURES =
  '.mobile-bar__drawer[open],.menu__sub[open],.account-menu[open],.mobile-bottom-bar__account[open]';

/**
 * They are native <details> (they open without JavaScript); with it, Escape closes the one
 * holding the focus (else the last opened) and gives the focus back to its toggle, and a
 * click elsewhere closes the menus that float over the page.
 */
function closeDisclosuresOnEscape(win: Window): void {
  const doc = win.document;
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...doc.querySelectorAll<HTMLDetailsElement>(HEADER_DISCLOSURES)];
    const target = open.filter((details) => details.contains(doc.activeElement)).pop() ?? open.pop();
    if (!target) return;
    target.open = false;
    target.querySelector<HTMLElement>('summary')?.focus();
  });
  doc.addEventListener('click', (event) => {
    const inside = event.target instanceof Element ? event.target.closest('details') : null;
    const floating = '.menu__sub[open],.account-menu[open],.mobile-bottom-bar__account[open]';
    for (const details of doc.querySelectorAll<HTMLDetailsElement>(floating))
      if (!details.contains(inside)) details.open = false;
  });
}

export function startPageBehaviour(win: Window = window): void {
  win.history.scrollRestoration = 'auto';
  clearToasts(win);
  // Back from the bfcache, the page is as it was left: old toasts must not come back.
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) clearToasts(win);
  });
  trackOnline(win);
  watchChunkFailures(win);
  watchConsentLinks(win);
  closeDisclosuresOnEscape(win);
}
