import { createRoute, z } from '@hono/zod-openapi';
import { FORM_LIMITS } from '../../../src/domain/content/form-rules';
import { ok } from '../../../src/schema/shared/envelope';
import { formSubmittedSchema, publicFormSchema } from '../../../src/schema/content/forms';
import { parseId } from '../../http/ids';
import { uploadBody } from '../../http/upload-body';
import { enqueueEmail } from '../../mail/mail-queue';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { checkSubmission, readSubmission, refuse } from './form-submission';
import { FORM_RATE_LIMIT, storeSubmission } from './form-answer.service';
import { formOf, visitorForm } from './form.service';

// The builder's forms as visitors see and answer them, thin over form.service.ts: the
// multipart body is read and checked here, the answer stored by the service.

const formIdParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du formulaire.', example: 1 }),
});

const getFormRoute = createRoute({
  operationId: 'getFormsById',
  security: [],
  method: 'get',
  path: '/forms/{id}',
  tags: ['Formulaires'],
  summary: 'Un formulaire et ses champs',
  description:
    'Champs : text, email, phone, textarea, select (options), checkbox, date, file (types acceptés, ' +
    'taille maximale par fichier en Ko, nombre de fichiers), chacun avec son libellé, son aide et son caractère obligatoire.',
  request: { headers: siteHeaders, params: formIdParams },
  responses: {
    200: okJson(publicFormSchema, 'Le formulaire.'),
    ...errorResponses(404),
  },
});

const submitRoute = createRoute({
  operationId: 'postFormsByIdSubmit',
  security: [],
  method: 'post',
  path: '/forms/{id}/submit',
  tags: ['Formulaires'],
  summary: 'Envoyer une réponse à un formulaire, fichiers compris',
  description:
    'Corps multipart/form-data : un champ par nom de champ du formulaire, les fichiers sous le nom de ' +
    `leur champ. Le corps entier est limité à ${FORM_LIMITS.uploadBytes / 1024 / 1024} Mo. Chaque fichier ` +
    'est vérifié par son contenu (signature), pas seulement par son nom. Une réponse refusée (champ ' +
    'invalide, fichier trop gros, d’un autre type ou en trop) ne laisse rien d’enregistré : `data.errors` ' +
    'donne un message par champ. Acceptée, la réponse est enregistrée, ses fichiers rangés et un e-mail ' +
    `envoyé au site. Au plus ${FORM_RATE_LIMIT.limit} réponses par expéditeur et par site en ` +
    `${FORM_RATE_LIMIT.windowSeconds / 60} minutes.`,
  middleware: [uploadBody] as const,
  request: {
    headers: siteHeaders,
    params: formIdParams,
    body: {
      required: true,
      description: 'Les réponses et les fichiers, sous les noms des champs du formulaire.',
      content: {
        'multipart/form-data': {
          schema: z
            .record(z.string(), z.unknown())
            .meta({ description: 'Nom du champ → valeur ou fichier(s).' }),
        },
      },
    },
  },
  responses: {
    201: okJson(formSubmittedSchema, 'Réponse enregistrée ; `message` est le remerciement du formulaire.'),
    ...errorResponses(400, 404, 413, 415, 429),
  },
});

export const formRoutes = providerRouter()
  .openapi(getFormRoute, async (c) =>
    c.json(ok(await visitorForm(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(submitRoute, async (c) => {
    const ctx = routeContext(c);
    const form = await formOf(ctx, parseId(c.req.valid('param').id));
    const submission = readSubmission(form, await c.req.formData());
    if (submission.honeypot !== '') return c.json(ok({ id: 0 }, form.successMessage), 201);

    const errors = await checkSubmission(form, submission);
    if (Object.keys(errors).length > 0) refuse(errors);

    const { submissionId, outboxIds } = await storeSubmission(
      ctx,
      form,
      submission,
      c.req.header('cf-connecting-ip'),
    );
    for (const outboxId of outboxIds) enqueueEmail(c, { siteId: ctx.site.id, outboxId });
    return c.json(ok({ id: submissionId }, form.successMessage), 201);
  });
