import { createRoute, z } from '@hono/zod-openapi';
import { FORM_LIMITS } from '../../../src/domain/form-rules';
import { ok } from '../../../src/schema/envelope';
import {
  formSubmittedSchema,
  publicFormSchema,
  type AdminForm,
  type PublicForm,
} from '../../../src/schema/forms';
import { senderKey } from '../../auth/password';
import { siteMailContext } from '../../auth/site-mail';
import { AppError, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { uploadBody } from '../../http/upload-body';
import { enqueueEmail } from '../../mail/mail-queue';
import { formEmail } from '../../mail/form-email';
import { formAcknowledgement } from '../../mail/form-acknowledgement';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { answersOf, checkSubmission, putFiles, readSubmission, refuse, removeFiles } from './form-submission';
import { findForm, insertSubmission } from './form.repository';
import { localeScope, type LocaleScope } from '../translation/public';
import { findParameter } from '../site/parameter.repository';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';

export const FORM_RATE_LIMIT: RateLimit = { scope: 'forms', limit: 10, windowSeconds: 15 * 60 };

const formIdParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du formulaire.', example: 1 }),
});

export function publicForm(form: AdminForm): PublicForm {
  const { id, title, description, submitLabel, successMessage, fields } = form;
  return { id, title, description, submitLabel, successMessage, fields };
}

async function formOf(db: D1Database, siteId: number, rawId: string, scope: LocaleScope): Promise<AdminForm> {
  const id = parseId(rawId);
  const form = id === null ? null : await findForm(db, siteId, id, scope);
  if (!form) throw notFound("Ce formulaire n'existe pas.");
  return form;
}

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
  .openapi(getFormRoute, async (c) => {
    const form = await formOf(c.env.DB, c.var.site.id, c.req.valid('param').id, localeScope(c));
    return c.json(ok(publicForm(form)), 200);
  })
  .openapi(submitRoute, async (c) => {
    const siteId = c.var.site.id;
    const form = await formOf(c.env.DB, siteId, c.req.valid('param').id, localeScope(c));
    const submission = readSubmission(form, await c.req.formData());
    if (submission.honeypot !== '') return c.json(ok({ id: 0 }, form.successMessage), 201);

    const errors = await checkSubmission(form, submission);
    if (Object.keys(errors).length > 0) refuse(errors);

    const sender = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
    if (!(await takeRateLimitHit(c.env.DB, siteId, FORM_RATE_LIMIT, sender))) {
      throw new AppError(
        429,
        'Vous avez envoyé plusieurs formulaires en peu de temps. Réessayez dans un quart d’heure.',
      );
    }

    const answers = answersOf(form, submission.values);
    const [companyEmail, site] = await Promise.all([
      findParameter(c.env.DB, siteId, 'COMPANY_EMAIL'),
      siteMailContext(c),
    ]);
    const to = form.notifyEmail ?? companyEmail?.value ?? null;
    const replyTo = form.fields.find(
      (field) => field.type === 'email' && submission.values[field.name]?.trim(),
    );
    const files = await putFiles(c.env.MEDIA, siteId, form, submission.files);
    try {
      const email = to
        ? formEmail(
            form.title,
            answers,
            files,
            to,
            replyTo ? (submission.values[replyTo.name]?.trim() ?? null) : null,
            site,
          )
        : null;
      // The visitor who gave an address gets an acknowledgement of their request.
      const visitor = replyTo ? (submission.values[replyTo.name]?.trim() ?? '') : '';
      const acknowledgement = visitor
        ? formAcknowledgement(
            { formTitle: form.title, successMessage: form.successMessage, answers, site },
            visitor,
          )
        : null;
      const { submissionId, outboxIds } = await insertSubmission(
        c.env.DB,
        siteId,
        { formId: form.id, formTitle: form.title, answers, files },
        [email, acknowledgement].filter((mail) => mail !== null),
      );
      for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
      return c.json(ok({ id: submissionId }, form.successMessage), 201);
    } catch (error) {
      // Nothing half-stored: the rows were one transaction, the files go with them.
      await removeFiles(
        c.env.MEDIA,
        files.map((file) => file.objectKey),
      );
      throw error;
    }
  });
