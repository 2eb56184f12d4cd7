// Builders for the sample sites' content blocks (data shapes of src/schema/content/page-block.ts).
import type { SeedBlock } from './types.ts';

export const image = (file: string, alt: string) => ({ src: `/assets/sample/${file}`, alt });

export const richText = (html: string): SeedBlock => ({ kind: 'RICH_TEXT', data: { html } });

export const imageText = (
  file: string,
  alt: string,
  html: string,
  imagePosition: 'left' | 'right' = 'left',
): SeedBlock => ({
  kind: 'IMAGE_TEXT',
  data: { image: image(file, alt), html, imagePosition },
});

export const cta = (title: string, text: string, label: string, href = '/me-contacter'): SeedBlock => ({
  kind: 'CTA',
  data: { title, text, label, href },
});
