import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../src/schema/shared/envelope';
import {
  machineTranslationInputSchema,
  machineTranslationSchema,
  missingTranslationSchema,
  translationDetailSchema,
  translationWriteSchema,
  type MissingTranslation,
  type TranslationDetail,
} from '../../../src/schema/translation/translation';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { OVERLAY_ENTITIES, ROW_ENTITIES, type OverlayEntity, type RowEntity } from './entities';
import { localeScope } from './locale-scope';
import { machineTranslator } from './machine-translator';
import { translatableFields } from './translatable-fields';
import { checkedValues } from './translation-write';
import {
  deeplCodes,
  findItemSource,
  findItemTranslations,
  missingOverlayItems,
  missingRowItems,
  writeItemTranslations,
} from './translation.repository';

// The owner's translations, on the admin host. Row-per-locale content (pages, news,
// blog, albums, services) is translated by creating its row in the other locale with
// `translationOf`; everything else through these routes, one item's fields per locale.

const TAG = 'Administration : traductions';
const NO_ITEM = "Cet élément n'existe pas sur ce site.";
const OVERLAY_NAMES = Object.keys(OVERLAY_ENTITIES) as [OverlayEntity, ...OverlayEntity[]];

const itemParams = z.object({
  entity: z.enum(OVERLAY_NAMES, {
    message: `Cette entité ne se traduit pas ici (entités : ${OVERLAY_NAMES.join(', ')}).`,
  }),
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'élément.", example: 1 }),
});

const detailRoute = createRoute({
  operationId: 'getAdminTranslationByEntityById',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/translation/{entity}/{id}',
  summary: "Les champs traduisibles d'un élément, leur texte d'origine et leurs traductions par langue",
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: itemParams },
  responses: {
    200: okJson(translationDetailSchema, "Les champs et les traductions de l'élément."),
    ...errorResponses(400, 401, 403, 404),
  },
});

// No patchUpdate: only the fields named in `values` are written; the others already stay.
const writeRoute = createRoute({
  operationId: 'putAdminTranslationByEntityByIdByLocale',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/translation/{entity}/{id}/{locale}',
  summary: "Enregistrer les traductions d'un élément dans une langue (un texte vide retire la traduction)",
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: itemParams.extend({
      locale: z.string().meta({ description: 'Langue, par exemple en_GB.', example: 'en_GB' }),
    }),
    body: jsonBody(translationWriteSchema, 'Les textes traduits, par champ.'),
  },
  responses: {
    200: okJson(translationDetailSchema, "Les champs et les traductions de l'élément."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const missingRoute = createRoute({
  operationId: 'getAdminTranslationMissing',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/translation/missing',
  summary: 'Les contenus sans traduction (ou traduits en partie) dans une langue',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      locale: z.string().optional().meta({
        description:
          'Langue du site autre que la langue par défaut ; sans elle, chacune (aucune sur un site en une langue).',
        example: 'en_GB',
      }),
    }),
  },
  responses: {
    200: okJson(z.array(missingTranslationSchema), 'Les contenus à traduire.'),
    ...errorResponses(400, 401, 403),
  },
});

const machineRoute = createRoute({
  operationId: 'postAdminTranslationMachine',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/translation/machine',
  summary: 'Traduction automatique (DeepL, ou le traducteur local de développement sans clé)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(machineTranslationInputSchema, 'Les textes à traduire.') },
  responses: {
    200: okJson(machineTranslationSchema, 'Les textes traduits, sous les mêmes clés.'),
    ...errorResponses(400, 401, 403, 413, 415, 502),
  },
});

/** A locale the site serves other than its default: the only ones an owner translates into. */
function translationLocale(c: Context<AppEnv>, locale: string, field: string): string {
  const scope = localeScope(c);
  if (locale === scope.defaultLocale) {
    throw badRequest('La langue par défaut du site se modifie sur le contenu lui-même.', {
      [field]: 'Choisissez une autre langue que la langue par défaut.',
    });
  }
  if (!scope.locales.includes(locale)) {
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      [field]: "Cette langue n'est pas une langue du site.",
    });
  }
  return locale;
}

async function detailOf(
  c: Context<AppEnv>,
  entity: OverlayEntity,
  rawId: string,
): Promise<TranslationDetail> {
  const id = parseId(rawId);
  const source = id === null ? null : await findItemSource(c.env.DB, c.var.site.id, entity, id);
  if (id === null || !source) throw notFound(NO_ITEM);
  return {
    entity,
    id,
    fields: translatableFields(entity, source),
    values: await findItemTranslations(c.env.DB, c.var.site.id, entity, id),
  };
}

export const translationRoutes = providerRouter()
  .openapi(missingRoute, async (c) => {
    const asked = c.req.valid('query').locale;
    const scope = localeScope(c);
    const locales =
      asked === undefined
        ? scope.locales.filter((locale) => locale !== scope.defaultLocale)
        : [translationLocale(c, asked, 'locale')];
    const siteId = c.var.site.id;
    const missing: MissingTranslation[] = [];
    for (const locale of locales) {
      for (const entity of Object.keys(ROW_ENTITIES) as RowEntity[]) {
        missing.push(...(await missingRowItems(c.env.DB, siteId, entity, locale, scope.defaultLocale)));
      }
      for (const entity of OVERLAY_NAMES) {
        missing.push(...(await missingOverlayItems(c.env.DB, siteId, entity, locale)));
      }
    }
    return c.json(ok(missing), 200);
  })
  .openapi(machineRoute, async (c) => {
    const input = c.req.valid('json');
    const scope = localeScope(c);
    for (const [locale, field] of [
      [input.from, 'from'],
      [input.to, 'to'],
    ] as const) {
      if (!scope.locales.includes(locale)) {
        throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
          [field]: "Cette langue n'est pas une langue du site.",
        });
      }
    }
    const codes = await deeplCodes(c.env.DB, c.var.site.id);
    // A language without its DeepL code uses its tag: en_GB → EN-GB.
    const deepl = (locale: string) => codes.get(locale) ?? locale.replace('_', '-').toUpperCase();
    const keys = Object.keys(input.texts);
    const translated = await machineTranslator(c.env).translate({
      source: deepl(input.from),
      target: deepl(input.to),
      texts: keys.map((key) => input.texts[key] ?? ''),
      html: input.html ?? false,
    });
    const texts = Object.fromEntries(keys.map((key, index) => [key, translated[index] ?? '']));
    return c.json(ok({ texts }), 200);
  })
  .openapi(detailRoute, async (c) => {
    const { entity, id } = c.req.valid('param');
    return c.json(ok(await detailOf(c, entity, id)), 200);
  })
  .openapi(writeRoute, async (c) => {
    const { entity, id, locale } = c.req.valid('param');
    translationLocale(c, locale, 'locale');
    const before = await detailOf(c, entity, id);
    const values = checkedValues(before.fields, c.req.valid('json').values);
    const version = await writeItemTranslations(c.env.DB, c.var.site.id, entity, before.id, locale, values);
    await publishContentVersion(c.env, c.var.site.id, version, c.var.requestId);
    return c.json(ok(await detailOf(c, entity, id), 'Traductions enregistrées.'), 200);
  });
