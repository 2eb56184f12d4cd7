import { TOAST_CLEAR_EVENT, TOAST_EVENT, dispatchIslandEvent } from '../src/ui/islands/island-events.ts';
import type { ToastDetail, ToastKind } from '../src/ui/islands/island-events.ts';

// App-wide notifications: any client code calls toast(); the Toasts island shows them.

export function toast(message: string, kind: ToastKind = 'info', target: EventTarget = window): void {
  dispatchIslandEvent<ToastDetail>(TOAST_EVENT, { message, kind }, target);
}

export function clearToasts(target: EventTarget = window): void {
  dispatchIslandEvent(TOAST_CLEAR_EVENT, null, target);
}
