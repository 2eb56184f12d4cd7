import { describe, expect, it } from 'vitest';
import { mediaType } from '../../../src/domain/site/media.ts';

describe('image type by extension', () => {
  it.each(['logo.svg', 'photo.jpeg', 'photo.jpg', 'photo.png', 'PHOTO.JPG', 'photo.webp', 'photo.avif'])(
    '%s is an image',
    (name) => {
      expect(mediaType(name)).toBe('image');
    },
  );

  it.each(['clip.mp4', 'clip.m4v', 'clip.mov', 'clip.avi', 'clip.wmv', 'clip.flv', 'CLIP.MOV'])(
    '%s is a video',
    (name) => {
      expect(mediaType(name)).toBe('video');
    },
  );

  it.each(['anim.gif', 'photo.heic', 'notes.pdf', 'README', '', 'archive.tar.gz'])('%s is none', (name) => {
    expect(mediaType(name)).toBe('none');
  });

  it('reads the extension of a URL path, not of its query, fragment or folders', () => {
    expect(mediaType('https://cdn.example.fr/media/photo.png?w=800#top')).toBe('image');
    expect(mediaType('/videos/clip.mp4?download=photo.png')).toBe('video');
    expect(mediaType('/media.jpg/file')).toBe('none');
  });
});
