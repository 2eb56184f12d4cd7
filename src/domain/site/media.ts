// Image type by extension (plus WebP and AVIF: what phones and cameras produce
// today), used to pick <img> or <video> for a medium.

export type MediaType = 'image' | 'video' | 'none';

const IMAGE_EXTENSIONS = new Set(['svg', 'jpeg', 'jpg', 'png', 'webp', 'avif']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv']);

/** The type of a file name or URL; the query string and fragment are ignored. */
export function mediaType(nameOrUrl: string): MediaType {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return 'none';
  const extension = path.slice(dot + 1).toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'none';
}

// The content type each accepted extension is served with (uploads, R2, the thumbnail proxy).
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
};

/** The lower-case extension of a file name or URL path when mediaType knows it; null otherwise. */
export function mediaExtension(nameOrUrl: string): string | null {
  if (mediaType(nameOrUrl) === 'none') return null;
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

/** The content type of an image or video file name; null for anything mediaType calls none. */
export function mediaContentType(nameOrUrl: string): string | null {
  const extension = mediaExtension(nameOrUrl);
  return extension === null ? null : (CONTENT_TYPES[extension] ?? null);
}
