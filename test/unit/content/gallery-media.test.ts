// The gallery block picks image or video by extension (mediaType).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GalleryBlock } from '../../../src/ui/blocks/GalleryBlock';
import { MEDIA_GALLERY_ATTRIBUTE } from '../../../src/ui/islands/island-events';
import { inLocale } from '../support/site-view';

describe('gallery block media types', () => {
  it('shows a video as a sized video thumbnail and gives it to the slider as a video', () => {
    const html = renderToString(
      inLocale(
        createElement(GalleryBlock, {
          data: {
            images: [
              { src: '/media/abc-cabine.png', alt: 'La cabine' },
              { src: '/media/abc-seance.MP4', alt: 'Une séance' },
            ],
          },
        }),
      ),
    );
    expect(html).toMatch(
      // An uploaded raster: a mid-size variant as src, and its sized variants as srcset.
      /<img[^>]*src="\/media\/abc-cabine.png\?w=960"[^>]*srcSet="\/media\/abc-cabine.png\?w=320 320w, [^"]*"[^>]*width="400"[^>]*height="300"[^>]*loading="lazy"/,
    );
    expect(html).toMatch(
      /<video[^>]*src="\/media\/abc-seance.MP4"[^>]*width="400"[^>]*height="300"[^>]*preload="metadata"/,
    );
    expect(html).not.toMatch(/<img[^>]*seance/);
    const items =
      new RegExp(`${MEDIA_GALLERY_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
    expect(JSON.parse(items)).toEqual([
      { type: 'image', src: '/media/abc-cabine.png', alt: 'La cabine' },
      { type: 'video', src: '/media/abc-seance.MP4', alt: 'Une séance' },
    ]);
  });
});
