import { safeHref, safeImageSrc, sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { badRequest } from '../../errors';

// What a content block may store, whoever writes it (the page's blocks, a page's draft).

/** Rich text sanitised, links and image sources checked: what a block may store. */
export function cleanBlock(block: { kind: string; data: Record<string, unknown> }, index: number) {
  const data = structuredClone(block.data);
  const refuse = (field: string) => {
    throw badRequest(`Bloc ${index + 1} (${block.kind}) : l'adresse « ${field} » n'est pas autorisée.`, {
      [`blocks.${index}.data.${field}`]: "Cette adresse n'est pas autorisée.",
    });
  };
  if (typeof data.html === 'string') data.html = sanitizeRichText(data.html);
  for (const field of ['href', 'ctaHref'] as const) {
    if (typeof data[field] === 'string' && safeHref(data[field]) === null) refuse(field);
  }
  const images: unknown[] = [data.image, ...(Array.isArray(data.images) ? (data.images as unknown[]) : [])];
  if (typeof data.src === 'string') images.push(data);
  for (const image of images) {
    const src = image && typeof image === 'object' ? (image as { src?: unknown }).src : undefined;
    if (typeof src === 'string' && safeImageSrc(src) === null) refuse('src');
  }
  return { kind: block.kind, data };
}
