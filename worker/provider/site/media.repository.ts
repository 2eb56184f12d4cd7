import type { MediaFile } from '../../../src/schema/site/media';
import { mediaContentType, mediaType } from '../../../src/domain/site/media';
import { bumpContentVersionStatement, first, rowReader } from '../shared/d1';

// Uploaded media live in R2 under the owning site's prefix; this file is the only place that
// names those keys. Only the `media/` folder of a site is public (GET /media/<name>): other
// folders under sites/<id>/ (form attachments) are never served by name.

const LIST_LIMIT = 100;

export const mediaKey = (siteId: number, name: string) => `sites/${siteId}/media/${name}`;
const mediaPrefix = (siteId: number) => `sites/${siteId}/media/`;
// Sized variants of an image (GET /media/<name>?w=, worker/media/image-variant.ts), made once
// and kept next to it; outside media/, so they are neither listed nor served by name.
const variantPrefix = (siteId: number, name: string) => `sites/${siteId}/variants/${name}/`;
export const variantKey = (siteId: number, name: string, width: number, format: string) =>
  `${variantPrefix(siteId, name)}${width}.${format}`;

/** A stored name: lower-case, a random part, the original name's slug, its extension. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,4}$/;

function toMediaFile(object: R2Object, siteId: number): MediaFile {
  const name = object.key.slice(mediaPrefix(siteId).length);
  const meta = object.customMetadata ?? {};
  const width = Number(meta.width);
  const height = Number(meta.height);
  return {
    name,
    url: `/media/${name}`,
    originalName: meta.originalName ?? name,
    type: mediaType(name) === 'video' ? 'video' : 'image',
    contentType: mediaContentType(name) ?? 'application/octet-stream',
    size: object.size,
    width: Number.isInteger(width) && width > 0 ? width : null,
    height: Number.isInteger(height) && height > 0 ? height : null,
    uploadedAt: object.uploaded.toISOString(),
  };
}

export interface StoreMediaInput {
  name: string;
  originalName: string;
  body: Uint8Array;
  width: number | null;
  height: number | null;
}

/** Stores the file, then bumps the site's content version; returns the stored file and version. */
export async function storeMedia(
  bucket: R2Bucket,
  db: D1Database,
  siteId: number,
  input: StoreMediaInput,
): Promise<{ media: MediaFile; version: number }> {
  const customMetadata: Record<string, string> = { originalName: input.originalName };
  if (input.width && input.height) {
    customMetadata.width = String(input.width);
    customMetadata.height = String(input.height);
  }
  const object = await bucket.put(mediaKey(siteId, input.name), input.body, {
    httpMetadata: { contentType: mediaContentType(input.name) ?? 'application/octet-stream' },
    customMetadata,
  });
  return { media: toMediaFile(object, siteId), version: await bumpVersion(db, siteId) };
}

async function bumpVersion(db: D1Database, siteId: number): Promise<number> {
  const row = await first(bumpContentVersionStatement(db, siteId), rowReader({ content_version: 'number' }));
  return row?.content_version ?? 1;
}

/** One page of the site's media, newest keys in R2's order, and the cursor of the next page. */
export async function listMedia(
  bucket: R2Bucket,
  siteId: number,
  cursor?: string,
): Promise<{ media: MediaFile[]; cursor: string | null }> {
  const listed = await bucket.list({
    prefix: mediaPrefix(siteId),
    limit: LIST_LIMIT,
    cursor,
    include: ['customMetadata'],
  });
  return {
    media: listed.objects.map((object) => toMediaFile(object, siteId)),
    cursor: listed.truncated ? listed.cursor : null,
  };
}

/** Deletes one of the site's media; false when it has no such file. */
export async function deleteMedia(
  bucket: R2Bucket,
  db: D1Database,
  siteId: number,
  name: string,
): Promise<{ deleted: boolean; version: number | null }> {
  const key = mediaKey(siteId, name);
  if ((await bucket.head(key)) === null) return { deleted: false, version: null };
  await bucket.delete(key);
  await deleteVariants(bucket, siteId, name);
  return { deleted: true, version: await bumpVersion(db, siteId) };
}

/** The file for GET /media/<name>, only from the requesting site's own media folder. */
export function readMedia(
  bucket: R2Bucket,
  siteId: number,
  name: string,
  options: R2GetOptions,
): Promise<R2ObjectBody | R2Object | null> {
  return bucket.get(mediaKey(siteId, name), options);
}

/** The stored file's metadata without its body (its size, for byte ranges). */
export function headMedia(bucket: R2Bucket, siteId: number, name: string): Promise<R2Object | null> {
  return bucket.head(mediaKey(siteId, name));
}

/** Deletes every stored variant of an image (at most widths × formats: one listing page). */
async function deleteVariants(bucket: R2Bucket, siteId: number, name: string): Promise<void> {
  const listed = await bucket.list({ prefix: variantPrefix(siteId, name) });
  if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
}
