import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parisDateTime } from '../../../src/domain/content/event-json-ld';
import { localBusiness, splitFrenchAddress } from '../../../src/domain/site/local-business';
import { w3cDateTime } from '../../../src/domain/shared/w3c-date';
import { ogImage, rasterImage } from '../../../src/ui/document/og-image';
import { parametersFrom } from '../support/parameters';

// The pure parts of the structured data and of og:image.

describe('LocalBusiness address and hours', () => {
  it('splits the head-office setting into street, postal code and locality', () => {
    expect(splitFrenchAddress('5 allée des Tilleuls, 44120 Vertou')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '5 allée des Tilleuls',
      postalCode: '44120',
      addressLocality: 'Vertou',
      addressCountry: 'FR',
    });
    expect(splitFrenchAddress('Route de Saumur 49400 Chacé, France')).toMatchObject({
      streetAddress: 'Route de Saumur',
      postalCode: '49400',
      addressLocality: 'Chacé',
    });
    expect(splitFrenchAddress('')).toBeUndefined();
  });

  it('states the opening hours as OpeningHoursSpecification, one per range', () => {
    const node = localBusiness(
      parametersFrom({
        COMPANY_NAME: 'Cabinet',
        COMPANY_HEAD_OFFICE: '5 allée des Tilleuls, 44120 Vertou',
        OPENING_HOURS_MONDAY: '9h00 – 12h30 / 14h – 19h',
      }),
      { url: 'https://a.fr/' },
    );
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '12:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '14:00',
        closes: '19:00',
      },
    ]);
    expect(node.address).toMatchObject({ postalCode: '44120', addressLocality: 'Vertou' });
  });
});

describe('dates', () => {
  it('gives an element’s local Paris time its offset of that day', () => {
    expect(parisDateTime('2026-06-12T14:30')).toBe('2026-06-12T14:30:00+02:00');
    expect(parisDateTime('2026-12-12T14:30')).toBe('2026-12-12T14:30:00+01:00');
    expect(parisDateTime('soon')).toBeUndefined();
  });

  it('writes sitemap dates in W3C Datetime, from SQLite’s UTC datetime or ISO 8601', () => {
    expect(w3cDateTime('2026-03-14 09:30:00')).toBe('2026-03-14T09:30:00Z');
    expect(w3cDateTime('2026-03-14T09:30:00.000Z')).toBe('2026-03-14T09:30:00Z');
    expect(w3cDateTime('2026-03-14T11:30:00+02:00')).toBe('2026-03-14T09:30:00Z');
    expect(w3cDateTime('')).toBeUndefined();
    expect(w3cDateTime('hier')).toBeUndefined();
  });
});

describe('og:image', () => {
  const logo = (url: string) => ({
    type: 'LOGO' as const,
    onlineImage: { url, alt: '' },
  });

  it('keeps a raster image, twins a sample SVG, and refuses any other SVG', () => {
    expect(rasterImage('/media/3/photo.JPG?v=2')).toBe('/media/3/photo.JPG?v=2');
    expect(rasterImage('/assets/sample/wines/cremant-rose.svg')).toBe(
      '/assets/sample/raster/wines/cremant-rose.jpg',
    );
    expect(rasterImage('http://vins.localhost/assets/sample/logo.svg')).toBe(
      'http://vins.localhost/assets/sample/raster/logo.jpg',
    );
    expect(rasterImage('/media/3/drawing.svg')).toBeNull();
  });

  it('falls back to the site’s logo twin when the page’s image is not raster', () => {
    const info = { logos: [logo('/assets/sample/logo.svg')] } as never;
    expect(ogImage('/media/3/drawing.svg', info)).toBe('/assets/sample/raster/logo.jpg');
    expect(ogImage(null, info)).toBe('/assets/sample/raster/logo.jpg');
    expect(ogImage('/media/3/photo.png', info)).toBe('/media/3/photo.png');
  });
});

describe('the sample images’ raster twins (scripts/raster-samples.mjs)', () => {
  function svgs(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === 'raster') return [];
      if (statSync(path).isDirectory()) return svgs(path);
      return name.endsWith('.svg') ? [path] : [];
    });
  }

  it('exist for every sample SVG, as 1200×630 JPEGs (run npm run raster:samples after adding one)', () => {
    const missing: string[] = [];
    for (const svg of svgs('public/assets/sample')) {
      const twin = rasterImage(`/${svg.replace(/^public\//, '')}`) ?? '';
      const file = join('public', twin);
      if (!existsSync(file)) {
        missing.push(svg);
        continue;
      }
      const jpeg = readFileSync(file);
      expect(jpeg.subarray(0, 3).toString('hex'), file).toBe('ffd8ff');
    }
    expect(missing).toEqual([]);
  });
});
