import { base64url, hmacSha256, newestSecret, signedByAny } from '../../../src/domain/shared/hmac';
import type { Env } from '../../env';
import { siteScope, type ServiceContext } from '../shared/service-context';
import type { PreviewView } from './content-adapter';
import { findLivePreviewLink, insertPreviewLink, revokePreviewLinks } from './preview-link.repository';
import { previewFields, type PublishingContext } from './publishing.service';
import { loadAdapterFor } from './adapter-loader';
import { notFound } from '../../errors';

// « Partager l'aperçu »: a link anyone can open without an account, for 7 days or until
// revoked. The link carries its id and expiry, signed with the SENDER_KEY_SECRET Worker secret
// under its own label (src/domain/shared/hmac.ts); the stored row lets the owner revoke it. A link
// that is tampered with, expired, revoked or of another site shows nothing (404).

const LABEL = 'content-preview';
const PREVIEW_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** Where a preview is shown, on the site's own host. */
export const PREVIEW_PATH = '/apercu/';

const sign = async (key: string, siteId: number, id: string, expiresAt: number): Promise<string> =>
  base64url(await hmacSha256(key, `${LABEL}:${siteId}:${id}:${expiresAt}`));

/** Signed with the newest listed key; a link signed before a rotation stays valid while its key is listed. */
async function signature(env: Env, siteId: number, id: string, expiresAt: number): Promise<string> {
  const key = newestSecret(env.SENDER_KEY_SECRET);
  if (!key) throw new Error('SENDER_KEY_SECRET is not set: preview links cannot be signed');
  return sign(key, siteId, id, expiresAt);
}

export async function createPreviewLink(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  origin: string,
): Promise<{ url: string; expiresAt: string }> {
  const adapter = await loadAdapterFor(type);
  if (itemId === null || !(await adapter.read(pc.db, pc.site.id, itemId))) throw notFound(adapter.missing);
  const id = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const expiresAt = pc.now + PREVIEW_LIFETIME_MS;
  const key = { siteId: pc.site.id, type: adapter.type, itemId };
  await insertPreviewLink(pc.db, key, id, expiresAt, new Date(pc.now).toISOString());
  const token = `${id}.${expiresAt.toString(36)}.${await signature(pc.env, pc.site.id, id, expiresAt)}`;
  return { url: `${origin}${PREVIEW_PATH}${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

export async function revokePreviewLink(pc: PublishingContext, type: string, itemId: number | null) {
  const adapter = await loadAdapterFor(type);
  if (itemId === null || !(await adapter.read(pc.db, pc.site.id, itemId))) throw notFound(adapter.missing);
  const revoked = await revokePreviewLinks(
    pc.db,
    { siteId: pc.site.id, type: adapter.type, itemId },
    new Date(pc.now).toISOString(),
  );
  return { revoked };
}

/** What a preview link shows now; null for a link that shows nothing (404). */
export async function openPreview(
  env: Env,
  base: Omit<ServiceContext, 'scope'>,
  token: string,
  now: number,
): Promise<PreviewView | null> {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, rawExpiry, given] = match;
  const site = base.site;
  const expiresAt = parseInt(rawExpiry!, 36);
  if (!(await signedByAny(env.SENDER_KEY_SECRET, given!, (key) => sign(key, site.id, id!, expiresAt))))
    return null;
  if (expiresAt <= now) return null;
  const link = await findLivePreviewLink(base.db, site.id, id!);
  if (!link || link.expiresAt !== expiresAt) return null;
  const shown = await previewFields(base.db, site, link.type, link.itemId);
  if (!shown) return null;
  const ctx: ServiceContext = { ...base, scope: siteScope(site, shown.locale) };
  return (await loadAdapterFor(link.type)).preview(ctx, link.itemId, shown.fields);
}
