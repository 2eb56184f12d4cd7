import { mediaExtension, mediaType } from '../../src/domain/site/media';
import { contentMatchesName, imageSize } from '../../src/domain/site/media-signature';
import { sanitizeSvg } from '../../src/domain/site/svg-sanitizer';
import { AppError, badRequest } from '../errors';

// Reads and checks an admin upload (POST /api/admin/media, multipart with one `file` field).
// The extension must be one of the media types' (mediaType), the bytes must carry that
// format's signature, and an SVG is stored sanitised: it is served from the site's own origin.

export const MEDIA_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const ORIGINAL_NAME_MAX = 200;

export interface CheckedUpload {
  name: string; // the stored name: random part, slug of the original name, extension
  originalName: string;
  body: Uint8Array;
  width: number | null;
  height: number | null;
}

/** 'Séance « détente ».PNG' → 'seance-detente': what is kept of a name in the stored one. */
export function nameSlug(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot < 0 ? fileName : fileName.slice(0, dot);
  const slug = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'fichier';
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function readUpload(request: Request): Promise<CheckedUpload> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError(415, 'Envoyez le fichier en multipart/form-data, dans le champ « file ».');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("Le contenu envoyé n'a pas pu être lu.");
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File)) {
    throw badRequest('Joignez un seul fichier, dans le champ « file ».', {
      file: 'Le fichier est obligatoire.',
    });
  }
  const originalName = file.name.slice(0, ORIGINAL_NAME_MAX);
  const extension = mediaExtension(originalName);
  if (extension === null) {
    throw badRequest(
      'Ce type de fichier est refusé : images svg, jpeg, jpg, png, webp, avif ou vidéos mp4, m4v, mov, avi, wmv, flv.',
      {
        file: 'Type de fichier refusé.',
      },
    );
  }
  if (file.size === 0) throw badRequest('Le fichier est vide.', { file: 'Le fichier est vide.' });
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
    throw new AppError(
      413,
      `Le fichier est trop volumineux (${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} Mo au maximum).`,
    );
  }
  let body = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesName(originalName, body)) {
    throw badRequest(`Le contenu du fichier ne correspond pas à un fichier .${extension}.`, {
      file: 'Contenu du fichier non reconnu.',
    });
  }
  if (extension === 'svg') {
    const clean = sanitizeSvg(new TextDecoder().decode(body));
    if (clean === null) throw badRequest("Ce fichier SVG n'est pas valide.", { file: 'SVG invalide.' });
    body = new TextEncoder().encode(clean);
  }
  const size = mediaType(originalName) === 'image' ? imageSize(body) : null;
  return {
    name: `${randomPart()}-${nameSlug(originalName)}.${extension}`,
    originalName,
    body,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}
