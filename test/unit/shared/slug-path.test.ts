import { describe, expect, it } from 'vitest';
import { detailId, detailSegment, slugify } from '../../../src/domain/shared/slug-path';
import { albumListPath, albumPath } from '../../../src/ui/albums/album-paths';
import { serviceListPath, servicePath } from '../../../src/ui/services/service-paths';

describe('slugify', () => {
  it('folds accents, ligatures, case and punctuation into hyphenated ASCII', () => {
    expect(slugify('Réflexologie plantaire')).toBe('reflexologie-plantaire');
    expect(slugify('  Kobido, le « lifting » japonais !  ')).toBe('kobido-le-lifting-japonais');
    expect(slugify('Œnologie & cœur')).toBe('oenologie-coeur');
    expect(slugify('« — »')).toBe('');
  });

  it('keeps at most 80 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('detail segments', () => {
  it('puts the id before the slug, or the id alone when the title has no letters', () => {
    expect(detailSegment(4, 'Réflexologie plantaire')).toBe('4-reflexologie-plantaire');
    expect(detailSegment(7, '!!!')).toBe('7');
  });

  it('reads the id back, and nothing from a segment that does not start with one', () => {
    expect(detailId('4-reflexologie-plantaire')).toBe(4);
    expect(detailId('4')).toBe(4);
    expect(detailId('04-x')).toBeNull();
    expect(detailId('4x')).toBeNull();
    expect(detailId('reflexologie')).toBeNull();
    expect(detailId('99999999999999999')).toBeNull();
  });
});

describe('album and service paths', () => {
  it('builds list and detail paths, with the query only when needed', () => {
    expect(albumListPath()).toBe('/galerie');
    expect(albumListPath(2)).toBe('/galerie?page=2');
    expect(albumPath({ id: 1, title: 'Le cabinet de Vertou' })).toBe('/galerie/1-le-cabinet-de-vertou');
    expect(serviceListPath()).toBe('/prestations');
    expect(serviceListPath({ tags: ['enfants', 'domicile'], page: 2 })).toBe(
      '/prestations?tag=enfants%2Cdomicile&page=2',
    );
    expect(servicePath({ id: 4, title: 'Réflexologie plantaire' })).toBe(
      '/prestations/4-reflexologie-plantaire',
    );
  });
});
