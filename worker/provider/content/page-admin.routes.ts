import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
} from '../../../src/schema/content/page-admin';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import { translationOfQuery } from './locale-record';
import {
  adminPage,
  adminPages,
  createAdminPage,
  deleteAdminPage,
  reorderAdminPages,
  storedPage,
  updateAdminPage,
} from './page-admin.service';
import {
  checkLayoutHash,
  layoutPreview,
  PREVIEW_MAX_BYTES,
  previewTooLarge,
  replaceAdminBlocks,
  saveLayoutPreview,
} from './page-layout-admin.service';

// Pages for their owners (page-admin.service.ts): the menu tree (order and nesting), each
// page's menu entry, SEO fields and layout; its content blocks, the layout hash check and the
// layout's preview image (page-layout-admin.service.ts). ADMIN and SUPER_ADMIN of the site only.

const TAG = 'Administration des pages';

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
  const page = await storedPage(routeContext(c), c.req.param('idPage'));
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
    throw previewTooLarge();
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
    204: { description: "La page n'a pas encore d'aperçu." },
    ...errorResponses(401, 403, 404),
  },
});

export const pageAdminRoutes = providerRouter()
  // ?translationOf= keeps the translations of one original (per-locale editing).
  .openapi(listRoute, async (c) => c.json(ok(await adminPages(routeContext(c), c.req.valid('query'))), 200))
  .openapi(getRoute, async (c) =>
    c.json(ok(await adminPage(routeContext(c), c.req.valid('param').idPage)), 200),
  )
  .openapi(createPageRoute, async (c) => {
    const page = await createAdminPage(routeContext(c), c.req.valid('json'));
    return c.json(ok(page, 'Page créée.'), 201);
  })
  .openapi(updateRoute, async (c) => {
    const page = await updateAdminPage(routeContext(c), c.req.valid('param').idPage, c.req.valid('json'));
    return c.json(ok(page, 'Page enregistrée.'), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const deleted = await deleteAdminPage(routeContext(c), c.req.valid('param').idPage);
    return c.json(ok(deleted, 'Page supprimée.'), 200);
  })
  .openapi(orderRoute, async (c) => {
    const pages = await reorderAdminPages(routeContext(c), c.req.valid('json'));
    return c.json(ok(pages, 'Menu enregistré.'), 200);
  })
  .openapi(blocksRoute, async (c) => {
    const layout = await replaceAdminBlocks(
      routeContext(c),
      c.req.valid('param').idPage,
      c.req.valid('json'),
    );
    return c.json(ok(layout, 'Contenu enregistré.'), 200);
  })
  .openapi(hashCheckRoute, async (c) => {
    const result = await checkLayoutHash(routeContext(c), c.req.valid('param'), c.req.valid('json').html);
    return c.json(ok(result, 'La mise en page est à jour.'), 200);
  })
  .openapi(previewPutRoute, async (c) => {
    const readImage = async () => (await c.req.formData().catch(() => null))?.get('image');
    const preview = await saveLayoutPreview(routeContext(c), c.req.valid('param'), readImage);
    return c.json(ok(preview, 'Aperçu enregistré.'), 200);
  })
  .openapi(previewGetRoute, async (c) => {
    const object = await layoutPreview(routeContext(c), c.req.valid('param'));
    if (!object) return c.body(null, 204, { 'cache-control': 'private, no-store' });
    return c.body(object.body, 200, {
      'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
