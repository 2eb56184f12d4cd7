import { describe, expect, it } from 'vitest';
import '../../../src/schema/shared/zod-locale';
import {
  albumInputSchema,
  albumMediaInputSchema,
  resolvedMediaType,
} from '../../../src/schema/content/album';
import { parseTagQuery, serviceInputSchema } from '../../../src/schema/content/service';

describe('album media input', () => {
  it('takes the type from the extension unless it is given', () => {
    const parse = (value: unknown) => resolvedMediaType(albumMediaInputSchema.parse(value));
    expect(parse({ url: '/assets/sample/cave.svg' })).toBe('image');
    expect(parse({ url: 'https://videos.example.fr/vendanges.MP4?t=3' })).toBe('video');
    expect(parse({ url: '/media/42', type: 'video' })).toBe('video');
  });

  it('refuses a media whose type cannot be told, and unsafe addresses', () => {
    const noType = albumMediaInputSchema.safeParse({ url: '/brochure.pdf' });
    expect(noType.error?.issues[0]?.path).toEqual(['type']);
    for (const url of [
      'javascript:alert(1)//a.png',
      'data:image/png;base64,AA',
      '//ailleurs.example/a.png',
      '',
    ]) {
      expect(albumMediaInputSchema.safeParse({ url }).success, url).toBe(false);
    }
  });

  it('needs a title and caps the number of media', () => {
    expect(albumInputSchema.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe(
      "Le titre de l'album est obligatoire.",
    );
    const media = Array.from({ length: 201 }, (_, index) => ({ url: `/${index}.png` }));
    expect(albumInputSchema.safeParse({ title: 'Trop', media }).error?.issues[0]?.message).toBe(
      'Un album contient 200 médias au plus.',
    );
  });
});

describe('service input and tag query', () => {
  it('lower-cases tags and refuses commas, which separate tags in the query', () => {
    expect(serviceInputSchema.parse({ title: 'x', tags: [' Enfants '] }).tags).toEqual(['enfants']);
    expect(serviceInputSchema.safeParse({ title: 'x', tags: ['a,b'] }).error?.issues[0]?.message).toBe(
      'Une étiquette ne peut pas contenir de virgule.',
    );
  });

  it('reads tag=a,b into distinct lower-case tags, at most 20', () => {
    expect(parseTagQuery('Enfants, domicile,,enfants')).toEqual(['enfants', 'domicile']);
    expect(parseTagQuery(undefined)).toEqual([]);
    expect(parseTagQuery(Array.from({ length: 30 }, (_, index) => `t${index}`).join(','))).toHaveLength(20);
  });
});
