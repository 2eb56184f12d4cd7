import { describe, expect, it } from 'vitest';
import { newsToInput, newsToRecord } from '../../../client/admin/apis/editorial';

// The news form edits the image as two fields (URL from the media library, alternative text);
// the API reads and writes it as one `image` object, or null for no image.

describe('news image mapping', () => {
  it('splits the API image into the form fields and back', () => {
    const record = newsToRecord({
      id: 3,
      title: 'Soins d’hiver',
      image: { url: '/media/a.png', alt: 'Cabine' },
    });
    expect(record).toEqual({ id: 3, title: 'Soins d’hiver', imageUrl: '/media/a.png', imageAlt: 'Cabine' });
    expect(newsToInput({ ...record, isValid: true, slug: 'x', updatedAt: 'y' })).toEqual({
      title: 'Soins d’hiver',
      isValid: true,
      image: { url: '/media/a.png', alt: 'Cabine' },
    });
  });

  it('sends emptied texts as empty strings and leaves out an emptied date', () => {
    expect(newsToInput({ title: 'Brouillon', summary: null, content: null, publishedAt: null })).toEqual({
      title: 'Brouillon',
      summary: '',
      content: '',
      image: null,
    });
  });

  it('sends no image when the URL is empty, and reads a null image as empty fields', () => {
    expect(newsToRecord({ id: 4, title: 'Sans image', image: null })).toMatchObject({
      imageUrl: '',
      imageAlt: '',
    });
    expect(newsToInput({ title: 'Sans image', imageUrl: '  ', imageAlt: 'rien' })).toEqual({
      title: 'Sans image',
      image: null,
    });
  });
});
