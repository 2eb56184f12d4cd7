import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { sessionNoticeFrom, sessionNoticeRemoval } from '../../domain/members/session-notice.ts';
import type { SessionNotice } from '../../domain/members/session-notice.ts';
import { TOAST_CLEAR_EVENT, TOAST_EVENT, onIslandEvent } from './island-events.ts';
import type { ToastDetail, ToastKind } from './island-events.ts';

// Notifications, top right just below the page's header bars (so the cart badge they hold stays
// visible, sticky or not), each for 3000 ms. Any script shows one with toast() from client/toast-bus.ts. The
// live region is always in the page: screen readers only announce changes to a region that
// already exists. A sign-in or sign-out redirect leaves a one-time notice cookie, shown here once.

const TOAST_DURATION_MS = 3000;

export const TOASTS_MESSAGES = [
  'session.signedIn',
  'session.signedOut',
] as const satisfies readonly MessageKey[];
const NOTICE_MESSAGES: Record<SessionNotice, (typeof TOASTS_MESSAGES)[number]> = {
  'signed-in': 'session.signedIn',
  'signed-out': 'session.signedOut',
};

interface Toast extends ToastDetail {
  id: number;
}

const KINDS: readonly ToastKind[] = ['info', 'success', 'error'];
const EDGE_PX = 16;
const GAP_PX = 8;

/** The distance from the window's top that clears every header bar in view. */
function belowHeaderBars(): number {
  let top = EDGE_PX;
  for (const bar of document.querySelectorAll('.mobile-bar, .header-bar')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0) top = Math.max(top, Math.round(box.bottom) + GAP_PX);
  }
  return Math.min(top, Math.round(window.innerHeight / 2));
}

function parseToast(detail: unknown): ToastDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { message, kind } = detail as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return null;
  return { message, kind: KINDS.find((known) => known === kind) ?? 'info' };
}

export function Toasts(): ReactElement {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [top, setTop] = useState<number | null>(null);
  const { t } = useT();

  useEffect(() => {
    let nextId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (toast: ToastDetail) => {
      const id = (nextId += 1);
      setTop(belowHeaderBars());
      setToasts((current) => [...current, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((candidate) => candidate.id !== id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    };
    const stopShow = onIslandEvent(TOAST_EVENT, (detail) => {
      const toast = parseToast(detail);
      if (toast) show(toast);
    });
    const notice = sessionNoticeFrom(document.cookie);
    if (notice) {
      document.cookie = sessionNoticeRemoval(location.protocol === 'https:');
      show({ message: t(NOTICE_MESSAGES[notice]), kind: 'success' });
    }
    const stopClear = onIslandEvent(TOAST_CLEAR_EVENT, () => setToasts([]));
    return () => {
      stopShow();
      stopClear();
      timers.forEach(clearTimeout);
    };
  }, [t]);

  return (
    <div
      className="toasts"
      role="status"
      aria-live="polite"
      style={top === null ? undefined : { top: `${top}px` }}
    >
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
