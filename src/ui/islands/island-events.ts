import type { AnalyticsSettings } from '../../domain/site/analytics-settings.ts';
import { mediaType } from '../../domain/site/media.ts';

// Window events islands listen to. Islands are hydrated separately and src/ may not import
// client/, so anything that talks to an island (the slider, toasts, the progress bar, the
// consent banner) does it with a window CustomEvent named and typed here.

export const MEDIA_SLIDER_OPEN_EVENT = 'media-slider:open';
export const TOAST_EVENT = 'toast:show';
export const TOAST_CLEAR_EVENT = 'toast:clear';
export const PROGRESS_EVENT = 'progress:change';
export const CONSENT_EVENT = 'consent:change';
export const CONSENT_OPEN_EVENT = 'consent:open';

/** Gallery markup the slider trigger understands: JSON items on a container, an index per item. */
export const MEDIA_GALLERY_ATTRIBUTE = 'data-media-slider';
export const MEDIA_INDEX_ATTRIBUTE = 'data-media-index';
/** SEE_CART_ON_HOVER: marks the header's cart badge; its value is the MiniCart's JSON props. */
export const MINI_CART_ATTRIBUTE = 'data-mini-cart';

export interface MediaItem {
  type: 'image' | 'video';
  src: string;
  alt: string;
}

export interface MediaSliderOpenDetail {
  images: MediaItem[];
  index: number;
}

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastDetail {
  message: string;
  kind: ToastKind;
}

export type ProgressState = 'start' | 'done' | 'fail';

export interface ProgressDetail {
  state: ProgressState;
}

export interface ConsentDetail {
  accepted: boolean;
  settings: AnalyticsSettings;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A media item from untrusted data; without a type, the file extension decides. */
function parseMediaItem(value: unknown): MediaItem | null {
  if (!isRecord(value) || typeof value.src !== 'string' || value.src === '') return null;
  const type = value.type === 'video' || value.type === 'image' ? value.type : mediaType(value.src);
  return {
    type: type === 'video' ? 'video' : 'image',
    src: value.src,
    alt: typeof value.alt === 'string' ? value.alt : '',
  };
}

/** The slider's open event detail, or null when it carries no usable media. */
export function parseMediaSliderDetail(value: unknown): MediaSliderOpenDetail | null {
  if (!isRecord(value) || !Array.isArray(value.images)) return null;
  const images = value.images.map(parseMediaItem).filter((item): item is MediaItem => item !== null);
  if (images.length === 0) return null;
  const index = typeof value.index === 'number' && Number.isInteger(value.index) ? value.index : 0;
  return { images, index: Math.min(Math.max(index, 0), images.length - 1) };
}

export function dispatchIslandEvent<T>(type: string, detail: T, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<T>(type, { detail }));
}

/** Open the fullscreen slider from any script on the page. */
export function openMediaSlider(detail: MediaSliderOpenDetail, target: EventTarget = window): void {
  dispatchIslandEvent(MEDIA_SLIDER_OPEN_EVENT, detail, target);
}

/** Listen to an island event; any script can dispatch one, so the detail comes as unknown. */
export function onIslandEvent(
  type: string,
  listener: (detail: unknown) => void,
  target: EventTarget = window,
): () => void {
  const handler = (event: Event) =>
    listener(event instanceof CustomEvent ? (event.detail as unknown) : undefined);
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
}
