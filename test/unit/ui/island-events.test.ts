import { describe, expect, it } from 'vitest';
import { toast } from '../../../client/toast-bus.ts';
import { trackedFetch, trackProgress } from '../../../client/progress-bus.ts';
import {
  MEDIA_SLIDER_OPEN_EVENT,
  PROGRESS_EVENT,
  TOAST_EVENT,
  onIslandEvent,
  openMediaSlider,
  parseMediaSliderDetail,
} from '../../../src/ui/islands/island-events.ts';

describe('media slider open event', () => {
  it('keeps the images and the start index', () => {
    const images = [
      { type: 'image', src: '/a.jpg', alt: 'Cave' },
      { type: 'video', src: '/b.mp4', alt: '' },
    ];
    expect(parseMediaSliderDetail({ images, index: 1 })).toEqual({ images, index: 1 });
  });

  it('takes the type from the extension when missing, and drops unusable items', () => {
    const detail = parseMediaSliderDetail({
      images: [{ src: '/clip.mov' }, { src: '' }, 'x', { src: '/a.png' }],
      index: 0,
    });
    expect(detail?.images).toEqual([
      { type: 'video', src: '/clip.mov', alt: '' },
      { type: 'image', src: '/a.png', alt: '' },
    ]);
  });

  it('clamps the index and refuses an empty list', () => {
    expect(parseMediaSliderDetail({ images: [{ src: '/a.jpg' }], index: 7 })?.index).toBe(0);
    expect(parseMediaSliderDetail({ images: [{ src: '/a.jpg' }], index: -2 })?.index).toBe(0);
    expect(parseMediaSliderDetail({ images: [] })).toBeNull();
    expect(parseMediaSliderDetail(null)).toBeNull();
  });

  it('is dispatched as a window CustomEvent named media-slider:open', () => {
    const target = new EventTarget();
    const received: unknown[] = [];
    onIslandEvent(MEDIA_SLIDER_OPEN_EVENT, (detail) => received.push(detail), target);
    openMediaSlider({ images: [{ type: 'image', src: '/a.jpg', alt: '' }], index: 0 }, target);
    expect(MEDIA_SLIDER_OPEN_EVENT).toBe('media-slider:open');
    expect(received).toHaveLength(1);
  });
});

describe('toast bus', () => {
  it('sends the message and its kind to the Toasts island', () => {
    const target = new EventTarget();
    const received: unknown[] = [];
    const stop = onIslandEvent(TOAST_EVENT, (detail) => received.push(detail), target);
    toast('Message envoyé', 'success', target);
    toast('Bonjour', undefined, target);
    stop();
    toast('ignoré', 'info', target);
    expect(received).toEqual([
      { message: 'Message envoyé', kind: 'success' },
      { message: 'Bonjour', kind: 'info' },
    ]);
  });
});

describe('progress bus', () => {
  function recorder() {
    const target = new EventTarget();
    const states: unknown[] = [];
    onIslandEvent(PROGRESS_EVENT, (detail) => states.push((detail as { state: string }).state), target);
    return { target, states };
  }

  it('starts, then finishes a request that succeeds', async () => {
    const { target, states } = recorder();
    await expect(trackProgress(Promise.resolve(3), target)).resolves.toBe(3);
    expect(states).toEqual(['start', 'done']);
  });

  it('shows a failure when the request fails', async () => {
    const { target, states } = recorder();
    await expect(trackProgress(Promise.reject(new Error('réseau')), target)).rejects.toThrow('réseau');
    expect(states).toEqual(['start', 'fail']);
  });

  it('does not show a failure when the request was cancelled', async () => {
    const { target, states } = recorder();
    const cancelled = Promise.reject(new DOMException('annulé', 'AbortError'));
    await expect(trackProgress(cancelled, target)).rejects.toThrow('annulé');
    expect(states).toEqual(['start', 'done']);
  });
});

describe('trackedFetch: the islands’ requests drive the progress bar', () => {
  const origin = 'https://vins.example';
  function recorder() {
    const target = new EventTarget();
    const states: unknown[] = [];
    onIslandEvent(PROGRESS_EVENT, (detail) => states.push((detail as { state: string }).state), target);
    return { target, states };
  }

  it('shows the bar for a request to the site, and a failure when the network fails', async () => {
    const { target, states } = recorder();
    const ok = trackedFetch(() => Promise.resolve(new Response('{}')), origin, target);
    expect((await ok('/api/cart')).status).toBe(200);
    const down = trackedFetch(() => Promise.reject(new TypeError('Failed to fetch')), origin, target);
    await expect(down(`${origin}/api/order`, { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(states).toEqual(['start', 'done', 'start', 'fail']);
  });

  it('does not fail on a cancelled request, and leaves other origins alone', async () => {
    const { target, states } = recorder();
    const aborted = trackedFetch(
      () => Promise.reject(new DOMException('annulé', 'AbortError')),
      origin,
      target,
    );
    await expect(aborted('/api/cities/44')).rejects.toThrow('annulé');
    const tracker = trackedFetch(() => Promise.reject(new TypeError('bloqué')), origin, target);
    await expect(tracker('https://analytics.example/collect')).rejects.toThrow('bloqué');
    expect(states).toEqual(['start', 'done']);
  });
});
