import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  insertCountryWithCity,
  insertPage,
  MASSAGE_SITE_ID,
  unique,
  WINE_SITE_ID,
} from '../support/factories';

// Migration 0004: a foreign key between two tables carries site_id, so D1 itself refuses a
// row of site A that points at a parent of site B, whatever the code above it does.

const A = MASSAGE_SITE_ID;
const B = WINE_SITE_ID;

async function insertUser(siteId: number): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO users (site_id, email, password_hash) VALUES (?, ?, 'pbkdf2$1$x$y') RETURNING id",
  )
    .bind(siteId, `${unique('membre')}@example.fr`)
    .first<{ id: number }>();
  if (!row) throw new Error('user insert returned no id');
  return row.id;
}

const block = (siteId: number, pageId: number) =>
  env.DB.prepare("INSERT INTO page_blocks (site_id, page_id, kind, data) VALUES (?, ?, 'RICH_TEXT', '{}')")
    .bind(siteId, pageId)
    .run();

const session = (siteId: number, userId: number) =>
  env.DB.prepare(
    'INSERT INTO sessions (token_hash, site_id, user_id, expires_at) VALUES (?, ?, ?, 4102444800)',
  )
    .bind(unique('jeton'), siteId, userId)
    .run();

const city = (siteId: number, countryId: number) =>
  env.DB.prepare(
    "INSERT INTO cities (site_id, country_id, postal_code, name, search_name) VALUES (?, ?, '00000', 'X', 'x')",
  )
    .bind(siteId, countryId)
    .run();

const language = (siteId: number, countryId: number) =>
  env.DB.prepare("INSERT INTO languages (site_id, code, label, country_id) VALUES (?, ?, 'Langue', ?)")
    .bind(siteId, unique('xx'), countryId)
    .run();

const childPage = (siteId: number, parentId: number) =>
  env.DB.prepare('INSERT INTO pages (site_id, parent_id, title, url, path) VALUES (?, ?, ?, ?, ?)')
    .bind(siteId, parentId, 'Enfant', unique('enfant'), `/${unique('enfant')}`)
    .run();

describe('the database refuses a child row of one site that points at another site’s parent', () => {
  it('page_blocks: a block of site A on a page of site B', async () => {
    const pageOfB = await insertPage(B);
    await expect(block(A, pageOfB)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(block(B, pageOfB)).resolves.toBeTruthy();
  });

  it('sessions: a session of site A for a member of site B', async () => {
    const memberOfB = await insertUser(B);
    await expect(session(A, memberOfB)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(session(B, memberOfB)).resolves.toBeTruthy();
  });

  it('cities: a city of site A in a country only site B has', async () => {
    const { countryId } = await insertCountryWithCity(B, 'Ville B');
    await expect(city(A, countryId)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(city(B, countryId)).resolves.toBeTruthy();
  });

  it('languages: a language of site A for a country only site B has', async () => {
    const { countryId } = await insertCountryWithCity(B, 'Ville C');
    await expect(language(A, countryId)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(language(B, countryId)).resolves.toBeTruthy();
  });

  it('pages: a page of site A under a parent page of site B, on insert and on update', async () => {
    const parentOfB = await insertPage(B);
    await expect(childPage(A, parentOfB)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(childPage(B, parentOfB)).resolves.toBeTruthy();
    const pageOfA = await insertPage(A);
    await expect(
      env.DB.prepare('UPDATE pages SET parent_id = ? WHERE site_id = ? AND id = ?')
        .bind(parentOfB, A, pageOfA)
        .run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });
});

describe('the composite keys keep the cascades', () => {
  it('deleting a page deletes its blocks; deleting a member deletes their sessions', async () => {
    const pageId = await insertPage(A);
    await block(A, pageId);
    const userId = await insertUser(A);
    await session(A, userId);
    await env.DB.batch([
      env.DB.prepare('DELETE FROM pages WHERE site_id = ? AND id = ?').bind(A, pageId),
      env.DB.prepare('DELETE FROM users WHERE site_id = ? AND id = ?').bind(A, userId),
    ]);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM page_blocks WHERE site_id = ?1 AND page_id = ?2)
            + (SELECT COUNT(*) FROM sessions WHERE site_id = ?1 AND user_id = ?3) AS n`,
    )
      .bind(A, pageId, userId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
