import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sniffFileType, SIGNATURE_BYTES } from '../../../src/domain/site/file-signature';
import { slugify } from '../../../src/domain/shared/slug-path';
import { ok } from '../../../src/schema/shared/envelope';
import {
  adminPageListSchema,
  adminPageSchema,
  layoutHashCheckSchema,
  layoutHashResultSchema,
  layoutPreviewSchema,
  pageBlocksInputSchema,
  pageInputSchema,
  pageLayoutSchema,
  pageOrderSchema,
  type PageInput,
} from '../../../src/schema/content/page-admin';
import type { PageSummary } from '../../../src/schema/content/page';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { idOr404, parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { cleanBlock } from './page-block-clean';
import {
  countChildren,
  createPage,
  deletePage,
  findAdminPage,
  layoutOf,
  listAdminPages,
  reorderPages,
  replaceBlocks,
  sha256Hex,
  updatePage,
  type PageWrite,
} from './page-admin.repository';
import { checkedTranslationOf, linkNewTranslation } from '../translation/public';
import { translationIds, withLocaleField, withLocaleFields } from './translation-group.repository';
import { translationOfQuery } from './locale-record';
import { routeContext } from '../shared/service-context';

// Pages for their owners: the menu tree (order and nesting), each
// page's menu entry, SEO fields and layout, its content blocks, the layout hash check that keeps
// two editors from overwriting each other, and the layout's preview image in R2.

const TAG = 'Administration des pages';
const NO_PAGE = "Cette page n'existe pas.";
const CHANGED =
  'La page a été modifiée par quelqu’un d’autre depuis son ouverture : rechargez-la avant d’enregistrer.';
const PREVIEW_MAX_BYTES = 2 * 1024 * 1024;
const PREVIEW_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const pageParams = z.object({
  idPage: z.string().meta({ type: 'integer', description: 'Identifiant de la page.', example: 1 }),
});
const layoutParams = pageParams.extend({
  idLayout: z
    .string()
    .meta({ type: 'integer', description: 'Identifiant de la mise en page (celui de la page).', example: 1 }),
});
const localeQuery = z.object({
  locale: z.string().optional().meta({ description: 'Langue, par défaut celle du site.' }),
});
const listQuery = localeQuery.extend({ translationOf: translationOfQuery });

const admin = { tags: [TAG], security: signedIn };

const listRoute = createRoute({
  operationId: 'getAdminPage',
  ...admin,
  method: 'get',
  path: '/admin/page',
  summary: 'Toutes les pages d’une langue, brouillons compris, dans l’ordre du menu',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQuery },
  responses: { 200: okJson(adminPageListSchema, 'Les pages.'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  operationId: 'getAdminPageByIdPage',
  ...admin,
  method: 'get',
  path: '/admin/page/{idPage}',
  summary: 'Une page, ses blocs et sa mise en page (avec son empreinte)',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: pageParams },
  responses: { 200: okJson(adminPageSchema, 'La page.'), ...errorResponses(401, 403, 404) },
});

const createPageRoute = createRoute({
  operationId: 'postAdminPage',
  ...admin,
  method: 'post',
  path: '/admin/page',
  summary: 'Créer une page (à la fin du menu de son parent)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(pageInputSchema, 'La page.') },
  responses: {
    201: okJson(adminPageSchema, 'La page créée.'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

/** A page as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedPageInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = parseId(c.req.param('idPage'));
  if (id === null) return null;
  const page = (await findAdminPage(c.env.DB, c.var.site.id, id))?.page;
  if (!page) return null;
  return {
    title: page.title,
    url: page.url,
    path: page.path,
    menuTitle: page.menuTitle,
    metaDescription: page.metaDescription,
    layout: page.layout,
    idParent: page.idParent,
    isValid: page.isValid,
    showInMenu: page.showInMenu,
    isFixedOnRight: page.isFixedOnRight,
    useAbsoluteMenu: page.useAbsoluteMenu,
    // JS links are no longer offered (see pageInputSchema): a stored one is kept as none.
    linkType: page.link.type === 'URL' ? 'URL' : 'NONE',
    linkUrl: page.link.url,
  };
}

// A new slug or parent moves the page: its path is computed again unless sent too.
const PAGE_DERIVED_FIELDS = { path: ['url', 'idParent'] } as const;

const updateRoute = createRoute({
  operationId: 'putAdminPageByIdPage',
  ...admin,
  method: 'put',
  path: '/admin/page/{idPage}',
  summary: 'Modifier une page (titre, menu, slug, chemin, description, mise en page, lien)',
  description: 'Les champs absents du corps gardent leur valeur enregistrée.',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedPageInput, PAGE_DERIVED_FIELDS)] as const,
  request: { headers: siteHeaders, params: pageParams, body: jsonBody(pageInputSchema, 'La page.') },
  responses: {
    200: okJson(adminPageSchema, 'La page enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminPageByIdPage',
  ...admin,
  method: 'delete',
  path: '/admin/page/{idPage}',
  summary: 'Supprimer une page sans sous-pages',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: pageParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'La page supprimée.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const orderRoute = createRoute({
  operationId: 'putAdminPageOrder',
  ...admin,
  method: 'put',
  path: '/admin/page-order',
  summary: 'Réordonner et imbriquer le menu d’une langue',
  description:
    'Toutes les pages de la langue, chacune avec son parent et sa position. Une boucle est refusée.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(pageOrderSchema, 'Le nouvel ordre.') },
  responses: {
    200: okJson(adminPageListSchema, 'Les pages dans leur nouvel ordre.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const blocksRoute = createRoute({
  operationId: 'putAdminPageByIdPageBlocks',
  ...admin,
  method: 'put',
  path: '/admin/page/{idPage}/blocks',
  summary: 'Remplacer les blocs de contenu d’une page',
  description: 'Avec `hash` (l’empreinte chargée), rien n’est écrit si la page a changé entre-temps (409).',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, params: pageParams, body: jsonBody(pageBlocksInputSchema, 'Les blocs.') },
  responses: {
    200: okJson(pageLayoutSchema, 'La nouvelle mise en page.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const hashCheckRoute = createRoute({
  operationId: 'postAdminPageByIdPageLayoutByIdLayoutHashCheck',
  ...admin,
  method: 'post',
  path: '/admin/page/{idPage}/layout/{idLayout}/hash/check',
  summary: 'La mise en page a-t-elle changé depuis son chargement ?',
  description: 'Corps `{html}` : la mise en page telle que chargée. 200 si elle est inchangée, 409 sinon.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: layoutParams,
    body: jsonBody(layoutHashCheckSchema, 'La mise en page chargée.'),
  },
  responses: {
    200: okJson(layoutHashResultSchema, 'Inchangée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const previewLimit = bodyLimit({
  maxSize: PREVIEW_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(
      413,
      `L’aperçu est trop volumineux (${PREVIEW_MAX_BYTES / 1024 / 1024} Mo au maximum).`,
    );
  },
});

const previewPutRoute = createRoute({
  operationId: 'putAdminPageByIdPageLayoutByIdLayoutPreview',
  ...admin,
  method: 'put',
  path: '/admin/page/{idPage}/layout/{idLayout}/preview',
  summary: 'Enregistrer l’image d’aperçu de la mise en page',
  description: `Multipart, champ \`image\` : PNG, JPEG ou WebP (lu dans le contenu), ${PREVIEW_MAX_BYTES / 1024 / 1024} Mo au plus.`,
  middleware: [requireAdmin, previewLimit] as const,
  request: {
    headers: siteHeaders,
    params: layoutParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['image'],
            properties: { image: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
  responses: {
    200: okJson(layoutPreviewSchema, 'L’aperçu enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const previewGetRoute = createRoute({
  operationId: 'getAdminPageByIdPageLayoutByIdLayoutPreview',
  ...admin,
  method: 'get',
  path: '/admin/page/{idPage}/layout/{idLayout}/preview',
  summary: 'L’image d’aperçu de la mise en page',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: layoutParams },
  responses: {
    200: {
      description: 'L’image.',
      content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const previewKey = (siteId: number, pageId: number) => `site/${siteId}/page-preview/${pageId}`;

const idOf = (raw: string): number => idOr404(raw, NO_PAGE);

async function loadPage(c: Context<AppEnv>, raw: string) {
  const found = await findAdminPage(c.env.DB, c.var.site.id, idOf(raw));
  if (!found) throw notFound(NO_PAGE);
  return found;
}

/** The page with its layout, as the editor loads it. */
async function pageAnswer(c: Context<AppEnv>, found: NonNullable<Awaited<ReturnType<typeof findAdminPage>>>) {
  return {
    // Its language and original (per-locale editing).
    page: await withLocaleField(c.env.DB, c.var.site.id, 'pages', found.page),
    blocks: found.blocks,
    layout: await layoutOf(found.page.id, found.page.layout, found.blocks),
  };
}

function localeOf(c: Context<AppEnv>, requested: string | undefined): string {
  const site = c.var.site;
  const locale = requested ?? site.defaultLocale;
  if (locale !== site.defaultLocale && !site.locales.includes(locale))
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      locale: "Cette langue n'est pas une langue du site.",
    });
  return locale;
}

/** Completes the input: locale, slug from the title, path under the parent; checks the parent. */
async function toWrite(c: Context<AppEnv>, input: PageInput, pageId: number | null): Promise<PageWrite> {
  const locale = localeOf(c, input.locale);
  let parent: PageSummary | null = null;
  if (input.idParent !== null) {
    if (input.idParent === pageId)
      throw badRequest('Une page ne peut pas être sa propre parente.', {
        idParent: 'Choisissez une autre page.',
      });
    parent = (await findAdminPage(c.env.DB, c.var.site.id, input.idParent))?.page ?? null;
    if (!parent || parent.locale !== locale)
      throw badRequest("La page parente n'existe pas dans cette langue.", {
        idParent: "Cette page n'existe pas.",
      });
    if (pageId !== null) {
      const pages = await listAdminPages(c.env.DB, c.var.site.id, locale);
      const parentOf = new Map(pages.map((page) => [page.id, page.idParent]));
      parentOf.set(pageId, input.idParent);
      if (inLoop(parentOf, pageId))
        throw badRequest('Une page ne peut pas être placée sous une de ses sous-pages.', {
          idParent: 'Choisissez une autre page.',
        });
    }
  }
  const url = input.url ?? slugify(input.title, 'page');
  const parentPath = parent && parent.path !== '/' ? parent.path : '';
  return { ...input, locale, url, path: input.path ?? `${parentPath}/${url}` };
}

/** Whether following parents up from `pageId` comes back to a page already seen (a loop). */
function inLoop(parentOf: ReadonlyMap<number, number | null>, pageId: number): boolean {
  const seen = new Set<number>();
  for (let current: number | null | undefined = pageId; current != null; current = parentOf.get(current)) {
    if (seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

const TAKEN = 'Une autre page de cette langue utilise déjà ce slug ou ce chemin.';

async function uniqueOr409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) throw new AppError(409, TAKEN, { url: TAKEN });
    throw error;
  }
}

export const pageAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const { locale, translationOf } = c.req.valid('query');
    const siteId = c.var.site.id;
    const listed = await listAdminPages(c.env.DB, siteId, localeOf(c, locale));
    // ?translationOf= keeps the translations of one original (per-locale editing).
    const wanted =
      translationOf === undefined
        ? null
        : new Set(await translationIds(c.env.DB, siteId, 'pages', translationOf, locale));
    const pages = await withLocaleFields(
      c.env.DB,
      siteId,
      'pages',
      wanted === null ? listed : listed.filter((page) => wanted.has(page.id)),
    );
    return c.json(ok({ pages, total: pages.length }), 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(ok(await pageAnswer(c, await loadPage(c, c.req.valid('param').idPage))), 200),
  )
  .openapi(createPageRoute, async (c) => {
    const siteId = c.var.site.id;
    const write = await toWrite(c, c.req.valid('json'), null);
    const translationOf = await checkedTranslationOf(
      routeContext(c),
      'page',
      c.req.valid('json').translationOf,
      write.locale,
    );
    const { id, version } = await uniqueOr409(() => createPage(c.env.DB, siteId, write));
    await linkNewTranslation(routeContext(c), 'page', id, translationOf);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    const created = await findAdminPage(c.env.DB, siteId, id);
    return c.json(ok(await pageAnswer(c, created!), 'Page créée.'), 201);
  })
  .openapi(updateRoute, async (c) => {
    const siteId = c.var.site.id;
    const { page } = await loadPage(c, c.req.valid('param').idPage);
    const input = c.req.valid('json');
    // The home page keeps its path: the site's front door never moves.
    const write = await toWrite(c, { ...input, locale: input.locale ?? page.locale }, page.id);
    if (page.path === '/') write.path = '/';
    const version = await uniqueOr409(() => updatePage(c.env.DB, siteId, page.id, write));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(
      ok(await pageAnswer(c, (await findAdminPage(c.env.DB, siteId, page.id))!), 'Page enregistrée.'),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const siteId = c.var.site.id;
    const { page } = await loadPage(c, c.req.valid('param').idPage);
    if (page.path === '/') throw new AppError(409, "La page d'accueil ne peut pas être supprimée.");
    if ((await countChildren(c.env.DB, siteId, page.id)) > 0)
      throw new AppError(409, 'Cette page a des sous-pages : déplacez-les ou supprimez-les d’abord.');
    const version = await deletePage(c.env.DB, siteId, page.id);
    await c.env.MEDIA.delete(previewKey(siteId, page.id));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: page.id }, 'Page supprimée.'), 200);
  })
  .openapi(orderRoute, async (c) => {
    const siteId = c.var.site.id;
    const body = c.req.valid('json');
    const locale = localeOf(c, body.locale);
    const pages = await listAdminPages(c.env.DB, siteId, locale);
    const known = new Set(pages.map((page) => page.id));
    const given = new Set(body.pages.map((page) => page.id));
    if (given.size !== body.pages.length)
      throw badRequest('Une page apparaît deux fois dans le nouvel ordre.');
    if (given.size !== known.size || [...given].some((id) => !known.has(id)))
      throw badRequest('Le nouvel ordre doit contenir toutes les pages de la langue, et elles seules.');
    const parentOf = new Map(body.pages.map((page) => [page.id, page.idParent]));
    for (const page of body.pages) {
      if (page.idParent !== null && !known.has(page.idParent))
        throw badRequest("Une page parente n'existe pas dans cette langue.");
      if (inLoop(parentOf, page.id))
        throw badRequest('Une page ne peut pas être placée sous une de ses sous-pages.');
    }
    const version = await reorderPages(c.env.DB, siteId, body.pages);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    const reordered = await listAdminPages(c.env.DB, siteId, locale);
    return c.json(ok({ pages: reordered, total: reordered.length }, 'Menu enregistré.'), 200);
  })
  .openapi(blocksRoute, async (c) => {
    const siteId = c.var.site.id;
    const found = await loadPage(c, c.req.valid('param').idPage);
    const { blocks, hash } = c.req.valid('json');
    if (hash !== undefined) {
      const current = await layoutOf(found.page.id, found.page.layout, found.blocks);
      if (current.hash !== hash) throw new AppError(409, CHANGED);
    }
    const cleaned = blocks.map(cleanBlock);
    const version = await replaceBlocks(c.env.DB, siteId, found.page.id, cleaned);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await layoutOf(found.page.id, found.page.layout, cleaned), 'Contenu enregistré.'), 200);
  })
  .openapi(hashCheckRoute, async (c) => {
    const { idPage, idLayout } = c.req.valid('param');
    const found = await loadPage(c, idPage);
    if (idOf(idLayout) !== found.page.id) throw notFound("Cette mise en page n'existe pas.");
    const current = await layoutOf(found.page.id, found.page.layout, found.blocks);
    const loaded = await sha256Hex(c.req.valid('json').html);
    if (loaded !== current.hash) throw new AppError(409, CHANGED);
    return c.json(ok({ changed: false, hash: current.hash }, 'La mise en page est à jour.'), 200);
  })
  .openapi(previewPutRoute, async (c) => {
    const { idPage, idLayout } = c.req.valid('param');
    const found = await loadPage(c, idPage);
    if (idOf(idLayout) !== found.page.id) throw notFound("Cette mise en page n'existe pas.");
    const form = await c.req.formData().catch(() => null);
    const image = form?.get('image');
    if (!(image instanceof File))
      throw badRequest("L'image d'aperçu (champ « image ») est obligatoire.", {
        image: 'Choisissez une image.',
      });
    if (image.size > PREVIEW_MAX_BYTES)
      throw new AppError(
        413,
        `L’aperçu est trop volumineux (${PREVIEW_MAX_BYTES / 1024 / 1024} Mo au maximum).`,
      );
    const bytes = new Uint8Array(await image.arrayBuffer());
    const type = sniffFileType(bytes.subarray(0, SIGNATURE_BYTES));
    if (type === null || !PREVIEW_TYPES.has(type))
      throw new AppError(415, "L'aperçu doit être une image PNG, JPEG ou WebP.");
    await c.env.MEDIA.put(previewKey(c.var.site.id, found.page.id), bytes, {
      httpMetadata: { contentType: type },
    });
    const url = `/api/admin/page/${found.page.id}/layout/${found.page.id}/preview`;
    return c.json(ok({ url, contentType: type, size: bytes.byteLength }, 'Aperçu enregistré.'), 200);
  })
  .openapi(previewGetRoute, async (c) => {
    const { idPage, idLayout } = c.req.valid('param');
    const found = await loadPage(c, idPage);
    const object =
      idOf(idLayout) === found.page.id
        ? await c.env.MEDIA.get(previewKey(c.var.site.id, found.page.id))
        : null;
    if (!object) throw notFound("Cette page n'a pas encore d'aperçu.");
    return c.body(object.body, 200, {
      'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
