import { slugify } from '../../../src/domain/shared/slug-path';
import { ADDRESS_FIELDS } from '../../../src/schema/translation/translation';
import { call, type ApiFetch } from '../api-call';

// The provider's translation API (worker/provider/translation/), as the panel calls
// it on the admin host (with idSite, through apiFetch):
// - GET /admin/translation/{entity}/{id}: the item's translatable fields with their French
//   source, and the translations already written per language;
// - PUT /admin/translation/{entity}/{id}/{locale} {values}: writes one language's values (an
//   empty text removes that field's translation);
// - GET /admin/translation/missing?locale=: what lacks a translation in that language;
// - POST /admin/translation/machine {from, to, texts, html}: the machine translator (DeepL, or
//   the deterministic local one in development and tests) as a starting point;
// - GET/POST /admin/translation-review/{entity}/{id}: whether a row translation is older than
//   its original (« à revoir »), and marking it read again.

export type FieldKind = 'text' | 'html';

interface TranslatableField {
  field: string;
  /** The field's French name (« Description »). */
  label: string;
  kind: FieldKind;
  /** The field's text in the site's default language. */
  source: string;
}

export interface ItemTranslations {
  entity: string;
  id: number | string;
  fields: TranslatableField[];
  /** Per language, the translations written (a missing field has none). */
  values: Record<string, Record<string, string>>;
}

export type MissingState = 'missing' | 'partial' | 'outdated';

export interface MissingItem {
  entity: string;
  id: number | string;
  label: string;
  state: MissingState;
  /** For an outdated row translation: the translation's own id. */
  translationId?: number;
}

/** GET/POST /admin/translation-review/{entity}/{id}: a row translation against its original. */
export interface TranslationReview {
  id: number;
  originalId: number;
  outdated: boolean;
  updatedAt: string | null;
  originalUpdatedAt: string | null;
}

const reviewPath = (entity: string, id: number | string) =>
  `/admin/translation-review/${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`;

export async function readReview(
  apiFetch: ApiFetch,
  entity: string,
  id: number | string,
): Promise<TranslationReview> {
  return (await call(apiFetch, reviewPath(entity, id))).data as TranslationReview;
}

/** The owner read the translation again and it stands: it is dated now. */
export async function markReviewed(
  apiFetch: ApiFetch,
  entity: string,
  id: number | string,
): Promise<{ review: TranslationReview; message: string }> {
  const { data, message } = await call(apiFetch, reviewPath(entity, id), { method: 'POST' });
  return { review: data as TranslationReview, message };
}

const entityPath = (entity: string, id: number | string) =>
  `/admin/translation/${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`;

export async function readTranslations(
  apiFetch: ApiFetch,
  entity: string,
  id: number | string,
): Promise<ItemTranslations> {
  const { data } = await call(apiFetch, entityPath(entity, id));
  const answer = data as Partial<ItemTranslations>;
  return {
    entity: answer.entity ?? entity,
    id: answer.id ?? id,
    fields: answer.fields ?? [],
    values: answer.values ?? {},
  };
}

/** Writes one language's values; the server's French message, if it gave one. */
export async function saveTranslations(
  apiFetch: ApiFetch,
  entity: string,
  id: number | string,
  locale: string,
  values: Record<string, string>,
): Promise<string> {
  const answer = await call(apiFetch, `${entityPath(entity, id)}/${encodeURIComponent(locale)}`, {
    method: 'PUT',
    body: JSON.stringify({ values }),
  });
  return answer.message;
}

export async function readMissing(apiFetch: ApiFetch, locale: string): Promise<MissingItem[]> {
  const { data } = await call(apiFetch, `/admin/translation/missing?locale=${encodeURIComponent(locale)}`);
  // The list itself, or an object holding it (`{items}`): both are read.
  const list = Array.isArray(data) ? data : (data as { items?: unknown[] } | null)?.items;
  return (Array.isArray(list) ? list : []) as MissingItem[];
}

/** Machine-translates the texts (same keys back); empty texts are not sent. */
async function machineTranslate(
  apiFetch: ApiFetch,
  request: { from: string; to: string; texts: Record<string, string>; html?: boolean },
): Promise<Record<string, string>> {
  const texts = Object.fromEntries(Object.entries(request.texts).filter(([, text]) => text.trim() !== ''));
  if (Object.keys(texts).length === 0) return {};
  const { data } = await call(apiFetch, '/admin/translation/machine', {
    method: 'POST',
    body: JSON.stringify({ ...request, texts, ...(request.html ? { html: true } : {}) }),
  });
  return (data as { texts?: Record<string, string> }).texts ?? {};
}

/**
 * Machine-translates a mix of plain and HTML texts: one call for each kind present (the
 * translator must know which texts carry tags), answers merged.
 */
export async function machineTranslateFields(
  apiFetch: ApiFetch,
  from: string,
  to: string,
  fields: { field: string; kind: FieldKind; text: string }[],
): Promise<Record<string, string>> {
  const ofKind = (kind: FieldKind) =>
    Object.fromEntries(
      fields.filter((field) => field.kind === kind).map((field) => [field.field, field.text]),
    );
  const plain = await machineTranslate(apiFetch, { from, to, texts: ofKind('text') });
  const html = await machineTranslate(apiFetch, { from, to, texts: ofKind('html'), html: true });
  return addressesAsSlugs({ ...plain, ...html });
}

/** A translated address (slug) is made an address again: « Notre domaine » → notre-domaine. */
export function addressesAsSlugs(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([field, text]) => [field, ADDRESS_FIELDS.has(field) ? slugify(text) : text]),
  );
}
