import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../src/domain/site/site-languages';
import { sampleMembers, sampleOperators, sampleSites } from '../../../worker/seed/index';
import { migratedDb, migrationFiles } from '../support/migrated-db';

// Migrations hold the schema and the platform's reference data, never an account or a
// demo site; the sample sites and accounts are seeded locally only (scripts/start.mjs).

/** SQL without its comments: a comment may name an example host or address to explain a rule. */
function withoutComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

const sampleEmails = [...sampleMembers, ...sampleOperators].map((account) => account.email.toLowerCase());
const sampleHosts = sampleSites.flatMap((site) => site.domains.map((domain) => domain.host));
const sampleNames = sampleSites.map((site) => site.name);

describe('no migration carries sample data', () => {
  const migrations = migrationFiles().map((file) => ({ ...file, code: withoutComments(file.sql) }));

  it('reads every migration file', () => {
    expect(migrations.length).toBeGreaterThan(20);
    expect(sampleEmails).toContain('operateur@plateforme.example');
  });

  it.each(migrations.map((m) => [m.name, m.code] as const))(
    '%s has no sample e-mail, hash or site',
    (_, code) => {
      const lower = code.toLowerCase();
      for (const email of sampleEmails) expect(lower).not.toContain(email);
      // Any e-mail address at all (a literal account), and any stored password hash.
      expect(code).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      expect(code).not.toMatch(/\$argon2(id|i|d)\$|\bpbkdf2\$\d+\$|\$2[aby]\$\d\d\$/);
      for (const host of sampleHosts)
        expect(lower).not.toMatch(new RegExp(`'${host.replaceAll('.', '\\.')}'`));
      for (const name of sampleNames) expect(code).not.toContain(name);
    },
  );

  it('catches a sample account slipped into a migration (the check is not blind)', () => {
    const slipped = withoutComments(
      "INSERT INTO operators (email, password_hash) VALUES ('operateur@plateforme.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA');",
    );
    expect(slipped).toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    expect(slipped).toMatch(/\$argon2(id|i|d)\$/);
  });
});

describe('a database created by the migrations alone', () => {
  const db = migratedDb();
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  it('has no account, session, site or host', () => {
    for (const table of ['operators', 'users', 'admin_sessions', 'sessions', 'sites', 'site_domains'])
      expect({ table, rows: count(table) }).toEqual({ table, rows: 0 });
  });

  it('has no row outside the reference tables: every row comes from a seed, an import or an operator', () => {
    // reference_* (migration 0031) hold the platform's reference data (countries, cities,
    // languages) that a blank site copies: the issue puts them in the migrations. FTS5's
    // shadow tables (search_index_*, search_fts_* of 0028) hold its own configuration rows.
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_index_%' AND name NOT LIKE 'search_fts_%' AND name NOT LIKE 'reference\\_%' ESCAPE '\\'",
      )
      .all() as { name: string }[];
    const filled = tables.filter((table) => count(table.name) > 0).map((table) => table.name);
    expect(filled).toEqual([]);
  });

  it('holds the reference data a blank site copies: countries, cities and the site languages', () => {
    expect(count('reference_countries')).toBe(249);
    expect(count('reference_cities')).toBeGreaterThan(35_000);
    const languages = db.prepare('SELECT code FROM reference_languages ORDER BY code').all() as {
      code: string;
    }[];
    expect(languages.map((language) => language.code)).toEqual(Object.keys(SITE_LANGUAGES).sort());
  });
});
