import { createRoute, z } from '@hono/zod-openapi';
import { APPEARANCE_CHOICES, isAppearanceSetting } from '../../../../src/domain/appearance';
import { LEGAL_PAGES } from '../../../../src/domain/legal-text';
import { sanitizeRichText } from '../../../../src/domain/rich-text';
import { ok } from '../../../../src/schema/envelope';
import { senderSettingSchema } from '../../../../src/schema/mail-sender';
import { parameterSchema, parameterValueSchema } from '../../../../src/schema/parameter';
import { requireAdmin } from '../../../auth/current-member';
import { publishContentVersion } from '../../../cache/content-version';
import { badRequest, notFound, validationError } from '../../../errors';
import { jsonOnly } from '../../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { findParameter, updateParameterValue } from './parameter.repository';
import { parameterTypeParams } from './parameter.routes';

const RICH_TEXT_PARAMETERS = new Set<string>(Object.values(LEGAL_PAGES).map((page) => page.parameter));

const parameterWrite = z.object({ value: z.string({ message: 'La valeur est obligatoire.' }) });

// No patchUpdate: the body is one required value, so nothing can be left out.
const putParameterRoute = createRoute({
  operationId: 'putAdminParameterByType',
  method: 'put',
  path: '/parameter/{type}',
  tags: ['Administration'],
  summary: "Modifier la valeur d'un paramètre",
  description:
    'Réservé aux ADMIN et SUPER_ADMIN du site. La valeur est vérifiée selon le genre du paramètre ' +
    '(BOOLEAN, NUMBER, LINK, STRING, TEXT) ; les réglages d’apparence (ICON_BASE_STYLE, ' +
    'PRODUCTS_PAGE_STYLE, SERVICES_PAGE_STYLE, PRODUCT_DETAIL_PAGE_STYLE) prennent une de leurs valeurs ' +
    'listées ; SENDER_MAIL_NAME tient sur une ligne (120 caractères au plus) et SENDER_MAIL_ADDRESS ' +
    'est une adresse e-mail valide ou vide ; la version de contenu du site est incrémentée.',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: parameterTypeParams,
    body: jsonBody(parameterWrite, 'La nouvelle valeur, toujours une chaîne.'),
  },
  responses: {
    200: okJson(parameterSchema.nullable(), 'Le paramètre enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const parameterAdminRoutes = providerRouter()
  // Owners change a setting; the site's content version is bumped in the same transaction.
  .openapi(putParameterRoute, async (c) => {
    const siteId = c.var.site.id;
    const type = c.req.valid('param').type.toUpperCase();
    const existing = await findParameter(c.env.DB, siteId, type);
    if (!existing) throw notFound("Ce paramètre n'existe pas.");
    // The e-mail sender's name and address have their own rules: they go into a mail header.
    const rule = senderSettingSchema(type) ?? parameterValueSchema(existing.kind);
    const value = rule.safeParse(c.req.valid('json').value);
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
    const { parameter, version } = await updateParameterValue(c.env.DB, siteId, type, stored);
    await publishContentVersion(c.env, siteId, version);
    return c.json(ok(parameter, 'Paramètre enregistré.'), 200);
  });
