import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { adminFormSchema, formWriteSchema, submissionSchema } from '../../../src/schema/content/forms';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import {
  adminForm,
  adminForms,
  createAdminForm,
  deleteAdminForm,
  deleteFormSubmission,
  formListSpec,
  formSubmissions,
  storedForm,
  submissionFile,
  SUBMISSIONS_PER_PAGE,
  updateAdminForm,
} from './form-admin.service';

// Admin side of builder forms (form-admin.service.ts): definitions (every write bumps the
// content version, so the page embedding a form shows the change on the next request),
// submissions and their files.

const idParam = (description: string) => z.string().meta({ type: 'integer', description, example: 1 });

const formIdParams = z.object({ id: idParam('Identifiant du formulaire.') });

const adminRoute = { tags: ['Administration des formulaires'], security: signedIn };

const listRoute = createRoute({
  operationId: 'getAdminForms',
  ...adminRoute,
  method: 'get',
  path: '/forms',
  summary: 'Les formulaires du site, paginés',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(formListSpec) },
  responses: {
    200: okJson(z.object({ forms: z.array(adminFormSchema), total: z.number() }), 'Une page de formulaires.'),
    ...errorResponses(400, 401, 403),
  },
});

const createFormRoute = createRoute({
  operationId: 'postAdminForms',
  ...adminRoute,
  method: 'post',
  path: '/forms',
  summary: 'Créer un formulaire',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(formWriteSchema, 'Le formulaire et ses champs.') },
  responses: {
    200: okJson(adminFormSchema, 'Le formulaire créé.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const getFormRoute = createRoute({
  operationId: 'getAdminFormsById',
  ...adminRoute,
  method: 'get',
  path: '/forms/{id}',
  summary: 'Un formulaire, avec son adresse de notification',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: formIdParams },
  responses: { 200: okJson(adminFormSchema, 'Le formulaire.'), ...errorResponses(401, 403, 404) },
});

/** A form as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedFormInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const form = await storedForm(routeContext(c), c.req.param('id') ?? '');
  if (!form) return null;
  const { title, description, submitLabel, successMessage, notifyEmail, fields } = form;
  return { title, description, submitLabel, successMessage, notifyEmail, fields };
}

const updateFormRoute = createRoute({
  operationId: 'putAdminFormsById',
  ...adminRoute,
  method: 'put',
  path: '/forms/{id}',
  summary:
    'Modifier un formulaire (les champs absents gardent leur valeur ; `fields` donné remplace tous les champs)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedFormInput)] as const,
  request: {
    headers: siteHeaders,
    params: formIdParams,
    body: jsonBody(formWriteSchema, 'Le formulaire et ses champs.'),
  },
  responses: {
    200: okJson(adminFormSchema, 'Le formulaire enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteFormRoute = createRoute({
  operationId: 'deleteAdminFormsById',
  ...adminRoute,
  method: 'delete',
  path: '/forms/{id}',
  summary: 'Supprimer un formulaire, ses réponses et leurs fichiers',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: formIdParams },
  responses: {
    200: okJson(z.null(), 'Formulaire supprimé.'),
    ...errorResponses(401, 403, 404),
  },
});

const submissionsRoute = createRoute({
  operationId: 'getAdminFormsByIdSubmissions',
  ...adminRoute,
  method: 'get',
  path: '/forms/{id}/submissions',
  summary: `Les réponses à un formulaire, les plus récentes d'abord (${SUBMISSIONS_PER_PAGE} par page)`,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    params: formIdParams,
    query: z.object({
      page: z.coerce
        .number({ message: 'Le numéro de page doit être un entier positif.' })
        .int({ message: 'Le numéro de page doit être un entier positif.' })
        .min(1, { message: 'Le numéro de page doit être un entier positif.' })
        .default(1)
        .meta({ description: 'Numéro de page, à partir de 1.', example: 1 }),
    }),
  },
  responses: {
    200: okJson(
      z.object({ submissions: z.array(submissionSchema), total: z.number() }),
      'Une page de réponses et leur nombre total.',
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteSubmissionRoute = createRoute({
  operationId: 'deleteAdminFormsSubmissionsBySubmissionId',
  ...adminRoute,
  method: 'delete',
  path: '/forms/submissions/{submissionId}',
  summary: 'Supprimer une réponse et ses fichiers',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    params: z.object({ submissionId: idParam('Identifiant de la réponse.') }),
  },
  responses: {
    200: okJson(z.null(), 'Réponse supprimée.'),
    ...errorResponses(401, 403, 404),
  },
});

const fileRoute = createRoute({
  operationId: 'getAdminFormsSubmissionsBySubmissionIdFilesByFileId',
  ...adminRoute,
  method: 'get',
  path: '/forms/submissions/{submissionId}/files/{fileId}',
  summary: 'Télécharger un fichier joint à une réponse',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    params: z.object({
      submissionId: idParam('Identifiant de la réponse.'),
      fileId: idParam('Identifiant du fichier.'),
    }),
  },
  responses: {
    200: {
      description: 'Le fichier, en pièce jointe, avec le type lu dans son contenu.',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** A Content-Disposition that survives any file name (RFC 6266 / 5987). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const formAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, formListSpec);
    return c.json(ok(await adminForms(routeContext(c), query)), 200);
  })
  .openapi(createFormRoute, async (c) => {
    const form = await createAdminForm(routeContext(c), c.req.valid('json'));
    return c.json(ok(form, 'Formulaire créé.'), 200);
  })
  .openapi(getFormRoute, async (c) =>
    c.json(ok(await adminForm(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(updateFormRoute, async (c) => {
    const form = await updateAdminForm(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(form, 'Formulaire enregistré.'), 200);
  })
  .openapi(deleteFormRoute, async (c) => {
    await deleteAdminForm(routeContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Formulaire supprimé.'), 200);
  })
  .openapi(submissionsRoute, async (c) => {
    const page = c.req.valid('query').page;
    return c.json(ok(await formSubmissions(routeContext(c), c.req.valid('param').id, page)), 200);
  })
  .openapi(deleteSubmissionRoute, async (c) => {
    await deleteFormSubmission(routeContext(c), c.req.valid('param').submissionId);
    return c.json(ok(null, 'Réponse supprimée.'), 200);
  })
  .openapi(fileRoute, async (c) => {
    const { file, object } = await submissionFile(routeContext(c), c.req.valid('param'));
    return c.body(object.body, 200, {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': attachment(file.filename),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
