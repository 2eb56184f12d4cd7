// Image type by extension (spec section 5), used to pick <img> or <video> for a medium.

export type MediaType = 'image' | 'video' | 'none';

const IMAGE_EXTENSIONS = new Set(['svg', 'jpeg', 'jpg', 'png']);
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
