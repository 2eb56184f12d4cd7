import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { PROGRESS_EVENT, onIslandEvent } from './island-events.ts';
import { trackedFetch } from './progress-bus.ts';

// The loading bar: shown while the page loads, while the browser
// goes to another page and while a tracked request runs (client/progress-bus.ts); it turns
// to a failure on error, not on a cancel (the bus sends 'done' for an abort).

const PROGRESS_FAILURE_MS = 3000;
const NAVIGATION_GIVE_UP_MS = 15_000; // a download or a stopped load never unloads the page

type BarState = 'idle' | 'loading' | 'failed';

/** Clicks that make the browser load another document in this tab. */
function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

export const PROGRESS_BAR_MESSAGES = [
  'progress.loading',
  'progress.failed',
] as const satisfies readonly MessageKey[];

export function ProgressBar(): ReactElement {
  const [state, setState] = useState<BarState>('idle');
  const { t } = useT();

  useEffect(() => {
    let active = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: BarState, resetAfter?: number) => {
      clearTimeout(timer);
      setState(next);
      if (resetAfter !== undefined) timer = setTimeout(() => setState('idle'), resetAfter);
    };
    const stopProgress = onIslandEvent(PROGRESS_EVENT, (detail) => {
      const change =
        typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>).state : null;
      if (change === 'start') {
        active += 1;
        show('loading');
      } else if (change === 'done' || change === 'fail') {
        active = Math.max(0, active - 1);
        if (change === 'fail') show('failed', PROGRESS_FAILURE_MS);
        else if (active === 0) show('idle');
      }
    });
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event, window.location)) show('loading', NAVIGATION_GIVE_UP_MS);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!event.defaultPrevented) show('loading', NAVIGATION_GIVE_UP_MS);
    };
    const onLoaded = () => {
      active = 0;
      show('idle');
    };
    if (document.readyState !== 'complete') {
      show('loading');
      window.addEventListener('load', onLoaded, { once: true });
    }
    // The islands' requests (cart, forms, account, checkout) go through the bar: it loads
    // while they run and fails when one fails, a cancelled one excepted.
    const untrackedFetch = window.fetch.bind(window);
    window.fetch = trackedFetch(untrackedFetch, window.location.origin);
    // Bubble phase on window: handlers that cancel the click (the media slider) have run.
    window.addEventListener('click', onClick);
    window.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onLoaded); // back from the bfcache
    return () => {
      window.fetch = untrackedFetch;
      stopProgress();
      clearTimeout(timer);
      window.removeEventListener('load', onLoaded);
      window.removeEventListener('click', onClick);
      window.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onLoaded);
    };
  }, []);

  return (
    <div className="progress-bar" data-state={state} aria-hidden={state === 'idle'}>
      {state === 'idle' ? null : (
        <div
          className="progress-bar__bar"
          role="progressbar"
          aria-label={state === 'failed' ? t('progress.failed') : t('progress.loading')}
        />
      )}
    </div>
  );
}
