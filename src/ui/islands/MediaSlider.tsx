import { useEffect, useRef, useState } from 'react';
import type { ReactElement, TouchEvent } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { MEDIA_SLIDER_OPEN_EVENT, onIslandEvent, parseMediaSliderDetail } from './island-events.ts';
import type { MediaSliderOpenDetail } from './island-events.ts';
import { MEDIUM_SCREEN_QUERY, swipeStep, trappedFocusIndex, wrapIndex } from './slider-navigation.ts';

// The fullscreen media slider. Closed, it renders nothing, so the worker's
// markup and the first client render always match; it opens on a window event
// (openMediaSlider() or the gallery trigger in client/). While open it is a modal dialog:
// focus stays inside and goes back where it was on close.

const FOCUSABLE = 'button, video[controls], a[href], [tabindex]:not([tabindex="-1"])';

function trapFocus(event: KeyboardEvent, dialog: HTMLElement): void {
  // Only what is displayed: the arrows are display:none on small screens.
  const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  const current = focusables.findIndex((element) => element === document.activeElement);
  const target = trappedFocusIndex(current, focusables.length, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  focusables[target]?.focus();
}

export const MEDIA_SLIDER_MESSAGES = [
  'slider.label',
  'slider.close',
  'slider.previous',
  'slider.next',
] as const satisfies readonly MessageKey[];

export function MediaSlider(): ReactElement | null {
  const [opened, setOpened] = useState<MediaSliderOpenDetail | null>(null);
  const { t } = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const go = (step: number) =>
    setOpened((current) =>
      current ? { ...current, index: wrapIndex(current.index, step, current.images.length) } : current,
    );
  const close = () => setOpened(null);

  useEffect(
    () =>
      onIslandEvent(MEDIA_SLIDER_OPEN_EVENT, (detail) => {
        const parsed = parseMediaSliderDetail(detail);
        if (!parsed) return;
        returnFocus.current ??= document.activeElement; // reopening while open keeps the first opener
        setOpened(parsed);
      }),
    [],
  );

  const isOpen = opened !== null;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    closeRef.current?.focus();
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll
    const keys: Record<string, () => void> = {
      Escape: close,
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        trapFocus(event, dialog);
        return;
      }
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = bodyOverflow;
      const opener = returnFocus.current;
      returnFocus.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [isOpen]);

  if (!opened) return null;
  const total = opened.images.length;
  const item = opened.images[opened.index];
  if (!item) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) go(step);
  };
  // On small screens there are no arrows: tapping the image advances.
  const onImageClick = () => {
    if (!window.matchMedia(MEDIUM_SCREEN_QUERY).matches) go(1);
  };

  return (
    <div
      ref={dialogRef}
      className="media-slider"
      role="dialog"
      aria-modal="true"
      aria-label={t('slider.label')}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <p className="media-slider__counter" aria-live="polite">{`${opened.index + 1} / ${total}`}</p>
      <button
        ref={closeRef}
        type="button"
        className="media-slider__close"
        aria-label={t('slider.close')}
        onClick={close}
      >
        ×
      </button>
      {total > 1 ? (
        <button
          type="button"
          className="media-slider__arrow media-slider__arrow--previous"
          aria-label={t('slider.previous')}
          onClick={() => go(-1)}
        >
          ‹
        </button>
      ) : null}
      <div className="media-slider__stage">
        {item.type === 'video' ? (
          <video key={item.src} className="media-slider__video" src={item.src} controls playsInline />
        ) : (
          <img
            key={item.src}
            className="media-slider__image"
            src={item.src}
            alt={item.alt}
            onClick={onImageClick}
          />
        )}
      </div>
      {total > 1 ? (
        <button
          type="button"
          className="media-slider__arrow media-slider__arrow--next"
          aria-label={t('slider.next')}
          onClick={() => go(1)}
        >
          ›
        </button>
      ) : null}
    </div>
  );
}
