import { escapeHtml } from '../../../src/domain/shared/rich-text';
import { textColorOn } from '../../../src/domain/site/theme';
import type { BusinessIdentity } from '../../../src/schema/site/platform';
import type { Env } from '../../env';
import { first, rowReader } from '../shared/d1';
import { mediaKey } from './media.repository';
import { parameterValues } from './settings/parameter.repository';
import { monogramSvg, nameSlug, textLogoSvg } from './branding/text-logo';

// A site created from a model takes the new business's identity everywhere the model
// named its own (« Atelier Céramique Lune » published Sophie Morel EI's identity, address and
// legal notice): the company settings the legal pages are filled from ({{COMPANY_…}}), the
// sender name, the model's social accounts and review link (emptied: they are the model's),
// and the texts of the copied pages and blocks, where each of the model's names, address,
// phone numbers and e-mail is replaced by the new one. The logo becomes a wordmark of the new
// name (stored after the batch, storeIdentityLogos).

const IDENTITY_SETTINGS = [
  'COMPANY_NAME',
  'COMPANY_LEGAL_NAME',
  'COMPANY_LEGAL_AGENT',
  'COMPANY_HEAD_OFFICE',
  'COMPANY_PHONE',
  'COMPANY_MOBILE',
  'COMPANY_EMAIL',
  'SIRET_NUMBER',
  'SENDER_MAIL_NAME',
] as const;

/** The model's own accounts and addresses: a new business starts without them. */
const MODEL_ONLY_SETTINGS = [
  'COMPANY_FAX',
  'SENDER_MAIL_ADDRESS',
  'FACEBOOK_URL',
  'INSTAGRAM_URL',
  'LINKEDIN_URL',
  'TWITTER_URL',
  'YOUTUBE_URL',
  'TIKTOK_URL',
  'TRIPADVISOR_URL',
  'GOOGLE_REVIEW_URL',
];

// D1 binds at most 100 parameters per statement: 2 per replacement and 2 forms (plain, HTML).
const MAX_REPLACEMENTS = 20;

/** The new site's company settings, from the identity. */
function identitySettings(name: string, identity: BusinessIdentity): Record<string, string> {
  return {
    COMPANY_NAME: name,
    COMPANY_LEGAL_NAME: identity.legalName || name,
    COMPANY_CORPORATE_FORM: identity.legalForm,
    COMPANY_LEGAL_AGENT: identity.legalAgent || identity.legalName || name,
    COMPANY_HEAD_OFFICE: identity.address,
    COMPANY_PHONE: identity.phone,
    COMPANY_MOBILE: '',
    COMPANY_EMAIL: identity.email,
    COMPANY_DESCRIPTION: `${name} : ${identity.activity}.`,
    SIRET_NUMBER: identity.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4'),
    RCS_NUMBER: identity.rcs,
    INTRACO_VAT: identity.vat,
    SHARE_CAPITAL: identity.shareCapital,
    SENDER_MAIL_NAME: name,
    ...Object.fromEntries(MODEL_ONLY_SETTINGS.map((type) => [type, ''])),
  };
}

/**
 * What to replace in the copied texts: each of the model's identity values by the new one,
 * longest first (the full site name before the owner's name it contains); values shorter than
 * 4 characters are left, they would hit ordinary words.
 */
function identityReplacements(
  model: Record<string, string | null>,
  modelName: string,
  next: Record<string, string>,
  name: string,
): [string, string][] {
  const pairs = new Map<string, string>();
  const add = (from: string | null | undefined, to: string) => {
    const value = from?.trim() ?? '';
    if (value.length >= 4 && value !== to && !pairs.has(value)) pairs.set(value, to);
  };
  add(modelName, name);
  add(model.COMPANY_NAME, name);
  add(model.SENDER_MAIL_NAME, name);
  add(model.COMPANY_LEGAL_NAME, next.COMPANY_LEGAL_NAME ?? name);
  add(model.COMPANY_HEAD_OFFICE, next.COMPANY_HEAD_OFFICE ?? '');
  add(model.COMPANY_EMAIL, next.COMPANY_EMAIL ?? '');
  add(model.COMPANY_PHONE, next.COMPANY_PHONE ?? '');
  add(model.COMPANY_MOBILE, next.COMPANY_PHONE ?? '');
  add(model.SIRET_NUMBER, next.SIRET_NUMBER ?? '');
  add(model.COMPANY_LEGAL_AGENT, next.COMPANY_LEGAL_AGENT ?? name);
  return [...pairs].sort(([a], [b]) => b.length - a.length).slice(0, MAX_REPLACEMENTS);
}

/** REPLACE(REPLACE(column, ?, ?), ?, ?)… and its parameters, for each pair. */
function replaced(column: string, pairs: [string, string][]): { sql: string; params: string[] } {
  let sql = column;
  const params: string[] = [];
  for (const [from, to] of pairs) {
    sql = `REPLACE(${sql}, ?, ?)`;
    params.push(from, to);
  }
  return { sql, params };
}

// Block data is JSON holding HTML: a value appears JSON-escaped, and HTML-escaped inside it.
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/** The statements giving the copied site the new identity (after copyFromModel's, same batch). */
export async function identityStatements(
  db: D1Database,
  newId: number,
  modelId: number,
  name: string,
  identity: BusinessIdentity,
): Promise<D1PreparedStatement[]> {
  const [model, modelSite] = await Promise.all([
    parameterValues(db, modelId, IDENTITY_SETTINGS),
    first(db.prepare('SELECT name FROM sites WHERE id = ?').bind(modelId), rowReader({ name: 'string' })),
  ]);
  const next = identitySettings(name, identity);
  const pairs = identityReplacements(Object.fromEntries(model), modelSite?.name ?? '', next, name);
  const blockPairs = pairs.flatMap(([from, to]): [string, string][] => {
    const plain: [string, string] = [inJson(from), inJson(to)];
    const html: [string, string] = [inJson(escapeHtml(from)), inJson(escapeHtml(to))];
    return html[0] === plain[0] ? [plain] : [html, plain];
  });
  const statements = Object.entries(next).map(([type, value]) =>
    db.prepare('UPDATE parameters SET value = ? WHERE site_id = ? AND type = ?').bind(value, newId, type),
  );
  if (blockPairs.length > 0) {
    const data = replaced('data', blockPairs.slice(0, MAX_REPLACEMENTS * 2 - 2));
    statements.push(
      db.prepare(`UPDATE page_blocks SET data = ${data.sql} WHERE site_id = ?`).bind(...data.params, newId),
    );
  }
  for (const column of ['title', 'menu_title', 'meta_description']) {
    if (pairs.length === 0) break;
    const text = replaced(column, pairs);
    statements.push(
      db.prepare(`UPDATE pages SET ${column} = ${text.sql} WHERE site_id = ?`).bind(...text.params, newId),
    );
  }
  return statements;
}

/**
 * Stores the wordmark and monogram of the new name in the site's media and points its logo and
 * favicon at them (alt: the name); the model's footer logo goes (the footer shows the name).
 */
export async function storeIdentityLogos(env: Env, siteId: number, name: string): Promise<void> {
  const colors = await parameterValues(env.DB, siteId, ['PRIMARY_COLOR', 'MENU_COLOR']);
  const primary = /^#[0-9a-f]{6}$/i.test(colors.get('PRIMARY_COLOR') ?? '')
    ? colors.get('PRIMARY_COLOR')!
    : '#3b342c';
  const ink = /^#[0-9a-f]{6}$/i.test(colors.get('MENU_COLOR') ?? '') ? colors.get('MENU_COLOR')! : '#1f1f1f';
  const slug = nameSlug(name);
  const files = {
    LOGO: { file: `logo-${slug}.svg`, svg: textLogoSvg(name, ink) },
    LOGO_FAVICON: { file: `favicon-${slug}.svg`, svg: monogramSvg(name, primary, textColorOn(primary)) },
  };
  for (const { file, svg } of Object.values(files)) {
    await env.MEDIA.put(mediaKey(siteId, file), svg, {
      httpMetadata: { contentType: 'image/svg+xml' },
      customMetadata: { originalName: file },
    });
  }
  await env.DB.batch([
    ...Object.entries(files).map(([type, { file }]) =>
      env.DB.prepare(
        `INSERT INTO logos (site_id, type, filename, url, alt) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (site_id, type) DO UPDATE SET filename = excluded.filename, url = excluded.url,
           alt = excluded.alt, external_id = NULL, external_type = NULL, external_path = NULL`,
      ).bind(siteId, type, file, `/media/${file}`, name),
    ),
    env.DB.prepare(
      "DELETE FROM logos WHERE site_id = ? AND type IN ('LOGO_FOOTER', 'LOGO_DARK_THEME', 'LOGO_LIGHT_THEME')",
    ).bind(siteId),
  ]);
}
