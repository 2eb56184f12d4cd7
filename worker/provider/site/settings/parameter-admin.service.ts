import { APPEARANCE_CHOICES, isAppearanceSetting } from '../../../../src/domain/site/appearance';
import { LEGAL_PAGES } from '../../../../src/domain/site/legal-text';
import { sanitizeRichText } from '../../../../src/domain/shared/rich-text';
import { senderSettingSchema } from '../../../../src/schema/site/mail-sender';
import { parameterValueSchema, type Parameter } from '../../../../src/schema/site/parameter';
import { publishContentVersion } from '../../../cache/content-version';
import { badRequest, notFound, validationError } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { findParameter, updateParameterValue } from './parameter.repository';

// The owner's write of a setting. Apart from the reads (parameter.service.ts), which the rest of
// the Worker reaches through site/public.ts: this one publishes a content version, and the
// cache layer reads the settings, so sharing a file would make an import circle.

const RICH_TEXT_PARAMETERS = new Set<string>(Object.values(LEGAL_PAGES).map((page) => page.parameter));

/**
 * Changes a setting's value, checked by its kind (and the sender's and appearance settings'
 * own rules); the site's content version is bumped in the same transaction.
 */
export async function updateParameter(
  ctx: ServiceContext,
  rawType: string,
  raw: string,
): Promise<Parameter | null> {
  const siteId = ctx.site.id;
  const type = rawType.toUpperCase();
  const existing = await findParameter(ctx.db, siteId, type);
  if (!existing) throw notFound("Ce paramètre n'existe pas.");
  // The e-mail sender's name and address have their own rules: they go into a mail header.
  const rule = senderSettingSchema(type) ?? parameterValueSchema(existing.kind);
  const value = rule.safeParse(raw);
  if (!value.success) throw validationError(value.error);
  // The appearance settings take one of their listed values (SERVICES_PAGE_STYLE: GRID or LIST).
  if (isAppearanceSetting(type) && !(APPEARANCE_CHOICES[type] as readonly string[]).includes(value.data)) {
    const choices = APPEARANCE_CHOICES[type].join(', ');
    throw badRequest(`La valeur de ${type} doit être l'une de : ${choices}.`, {
      value: `Choisissez l'une de ces valeurs : ${choices}.`,
    });
  }
  // Rich text is sanitised on write as well as on render.
  const stored = RICH_TEXT_PARAMETERS.has(type) ? sanitizeRichText(value.data) : value.data;
  const { parameter, version } = await updateParameterValue(ctx.db, siteId, type, stored);
  await publishContentVersion(ctx.env, siteId, version);
  return parameter;
}
