import { parameterKindSchema, type Parameter } from '../../../../src/schema/site/parameter';
import { all, first, firstOf, rowReader, writeBumpingVersion } from '../../shared/d1';
import { overlayValues, type LocaleScope } from '../../translation/public';

const COLUMNS = 'id, type, kind, label, value';
const readParameter = rowReader({
  id: 'number',
  type: 'string',
  kind: parameterKindSchema.options,
  label: 'string',
  value: 'string?',
});

/**
 * Settings in a non-default locale `scope`: a translated value replaces the
 * default-language one; an untranslated setting keeps it (settings and legal texts fall back).
 */
async function translated(
  db: D1Database,
  siteId: number,
  parameters: Parameter[],
  scope: LocaleScope | undefined,
): Promise<Parameter[]> {
  const values = await overlayValues(
    db,
    siteId,
    'parameter',
    scope,
    parameters.map((parameter) => parameter.id),
  );
  if (values.size === 0) return parameters;
  return parameters.map((parameter) => {
    const value = values.get(parameter.id)?.value;
    return value === undefined ? parameter : { ...parameter, value };
  });
}

export async function listParameters(
  db: D1Database,
  siteId: number,
  scope?: LocaleScope,
): Promise<Parameter[]> {
  const parameters = await all(
    db.prepare(`SELECT ${COLUMNS} FROM parameters WHERE site_id = ? ORDER BY type`).bind(siteId),
    readParameter,
  );
  return translated(db, siteId, parameters, scope);
}

export async function findParameter(
  db: D1Database,
  siteId: number,
  type: string,
  scope?: LocaleScope,
): Promise<Parameter | null> {
  const parameter = await first(
    db.prepare(`SELECT ${COLUMNS} FROM parameters WHERE site_id = ? AND type = ?`).bind(siteId, type),
    readParameter,
  );
  return parameter ? ((await translated(db, siteId, [parameter], scope))[0] ?? null) : null;
}

/** The values of the named settings the site has (a type the site lacks is absent from the map). */
export async function parameterValues(
  db: D1Database,
  siteId: number,
  types: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await all(
    db
      .prepare(
        `SELECT type, value FROM parameters WHERE site_id = ? AND type IN (${types.map(() => '?').join(', ')})`,
      )
      .bind(siteId, ...types),
    rowReader({ type: 'string', value: 'string?' }),
  );
  return new Map(rows.map((row) => [row.type, row.value]));
}

/** Writes a setting and bumps the site's content version in one transaction. */
export async function updateParameterValue(
  db: D1Database,
  siteId: number,
  type: string,
  value: string,
): Promise<{ parameter: Parameter | null; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(`UPDATE parameters SET value = ? WHERE site_id = ? AND type = ? RETURNING ${COLUMNS}`)
      .bind(value, siteId, type),
  ]);
  return { parameter: firstOf(results[0], readParameter), version };
}
