import { sniffFileType, SIGNATURE_BYTES } from '../../../src/domain/site/file-signature';
import type { PageBlocksInput, PageLayout } from '../../../src/schema/content/page-admin';
import { AppError, badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { layoutOf, replaceBlocks, sha256Hex } from './page-admin.repository';
import { loadPage, pageIdOr404, previewKey, publish, type StoredPage } from './page-admin.service';
import { cleanBlock } from './page-block-clean';

// A page's layout for its owners: its content blocks, the layout hash check that keeps two
// editors from overwriting each other, and the layout's preview image in R2. A page has one
// layout, whose id is the page's.

const CHANGED =
  'La page a été modifiée par quelqu’un d’autre depuis son ouverture : rechargez-la avant d’enregistrer.';
const NO_LAYOUT = "Cette mise en page n'existe pas.";

export const PREVIEW_MAX_BYTES = 2 * 1024 * 1024;
const PREVIEW_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The 413 of a preview image over the size limit. */
export const previewTooLarge = () =>
  new AppError(413, `L’aperçu est trop volumineux (${PREVIEW_MAX_BYTES / 1024 / 1024} Mo au maximum).`);

/** A layout as the path names it: its page's, or 404. */
interface LayoutPath {
  idPage: string;
  idLayout: string;
}

async function loadLayout(ctx: ServiceContext, { idPage, idLayout }: LayoutPath): Promise<StoredPage> {
  const found = await loadPage(ctx, idPage);
  if (pageIdOr404(idLayout) !== found.page.id) throw notFound(NO_LAYOUT);
  return found;
}

/** Replaces a page's blocks, or 404; with the hash loaded, nothing is written (409) when the
 * page changed meanwhile. Answers the new layout. */
export async function replaceAdminBlocks(
  ctx: ServiceContext,
  raw: string,
  { blocks, hash }: PageBlocksInput,
): Promise<PageLayout> {
  const found = await loadPage(ctx, raw);
  if (hash !== undefined) {
    const current = await layoutOf(found.page.id, found.page.layout, found.blocks);
    if (current.hash !== hash) throw new AppError(409, CHANGED);
  }
  const cleaned = blocks.map(cleanBlock);
  await publish(ctx, await replaceBlocks(ctx.db, ctx.site.id, found.page.id, cleaned));
  return layoutOf(found.page.id, found.page.layout, cleaned);
}

/** The layout's hash when the layout loaded (`html`) is still the stored one, else 409. */
export async function checkLayoutHash(
  ctx: ServiceContext,
  path: LayoutPath,
  html: string,
): Promise<{ changed: false; hash: string }> {
  const found = await loadLayout(ctx, path);
  const current = await layoutOf(found.page.id, found.page.layout, found.blocks);
  if ((await sha256Hex(html)) !== current.hash) throw new AppError(409, CHANGED);
  return { changed: false, hash: current.hash };
}

/**
 * Stores the layout's preview image: PNG, JPEG or WebP by its content. `readImage` reads the
 * request's form field, once the layout is known to exist.
 */
export async function saveLayoutPreview(
  ctx: ServiceContext,
  path: LayoutPath,
  readImage: () => Promise<unknown>,
): Promise<{ url: string; contentType: string; size: number }> {
  const found = await loadLayout(ctx, path);
  const image = await readImage();
  if (!(image instanceof File))
    throw badRequest("L'image d'aperçu (champ « image ») est obligatoire.", {
      image: 'Choisissez une image.',
    });
  if (image.size > PREVIEW_MAX_BYTES) throw previewTooLarge();
  const bytes = new Uint8Array(await image.arrayBuffer());
  const type = sniffFileType(bytes.subarray(0, SIGNATURE_BYTES));
  if (type === null || !PREVIEW_TYPES.has(type))
    throw new AppError(415, "L'aperçu doit être une image PNG, JPEG ou WebP.");
  await ctx.env.MEDIA.put(previewKey(ctx.site.id, found.page.id), bytes, {
    httpMetadata: { contentType: type },
  });
  const url = `/api/admin/page/${found.page.id}/layout/${found.page.id}/preview`;
  return { url, contentType: type, size: bytes.byteLength };
}

/**
 * The layout's preview image, or null when the page has none yet (a page that exists answers
 * « no image », not « not found »); 404 for another page's or an unknown layout.
 */
export async function layoutPreview(
  ctx: ServiceContext,
  { idPage, idLayout }: LayoutPath,
): Promise<R2ObjectBody | null> {
  const found = await loadPage(ctx, idPage);
  if (pageIdOr404(idLayout) !== found.page.id) throw notFound("Cette mise en page n'existe pas.");
  return ctx.env.MEDIA.get(previewKey(ctx.site.id, found.page.id));
}
