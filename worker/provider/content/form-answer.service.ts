import type { AdminForm } from '../../../src/schema/content/forms';
import { senderKey } from '../../auth/password';
import { AppError } from '../../errors';
import { formEmail } from '../../mail/form-email';
import { formAcknowledgement } from '../../mail/form-acknowledgement';
import { loadMailSite } from '../../mail/layout/mail-site';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';
import type { ServiceContext } from '../shared/service-context';
import { findParameter, sitePrimaryOrigin } from '../site/public';
import { answersOf, putFiles, removeFiles, type ReadSubmission } from './form-submission';
import { insertSubmission } from './form.repository';

// A visitor's answer to a form. It is limited per sender and site; once accepted it is stored
// with its files and the e-mail to the site in one transaction, and nothing half-stored
// remains when that fails (the files go with the rows).

export const FORM_RATE_LIMIT: RateLimit = { scope: 'forms', limit: 10, windowSeconds: 15 * 60 };
const TOO_MANY = 'Vous avez envoyé plusieurs formulaires en peu de temps. Réessayez dans un quart d’heure.';

/**
 * Stores a checked answer (its files in R2, the rows and the site's e-mail and the visitor's acknowledgement in one batch) for
 * the sender `clientIp`, after the per-sender limit (429 when reached). Answers the submission's
 * id and the outbox rows the caller hands to the mail queue.
 */
export async function storeSubmission(
  ctx: ServiceContext,
  form: AdminForm,
  submission: ReadSubmission,
  clientIp: string | undefined,
): Promise<{ submissionId: number; outboxIds: number[] }> {
  const siteId = ctx.site.id;
  const sender = await senderKey(ctx.env.SENDER_KEY_SECRET, siteId, clientIp);
  if (!(await takeRateLimitHit(ctx.db, siteId, FORM_RATE_LIMIT, sender))) throw new AppError(429, TOO_MANY);

  const answers = answersOf(form, submission.values);
  const [companyEmail, site] = await Promise.all([
    findParameter(ctx.db, siteId, 'COMPANY_EMAIL'),
    sitePrimaryOrigin(ctx.db, siteId, ctx.origin).then((origin) =>
      loadMailSite(ctx.db, siteId, origin, ctx.scope.locale),
    ),
  ]);
  const to = form.notifyEmail ?? companyEmail?.value ?? null;
  const replyTo = form.fields.find(
    (field) => field.type === 'email' && submission.values[field.name]?.trim(),
  );
  const files = await putFiles(ctx.env.MEDIA, siteId, form, submission.files);
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
    return await insertSubmission(
      ctx.db,
      siteId,
      { formId: form.id, formTitle: form.title, answers, files },
      [email, acknowledgement].filter((mail) => mail !== null),
    );
  } catch (error) {
    await removeFiles(
      ctx.env.MEDIA,
      files.map((file) => file.objectKey),
    );
    throw error;
  }
}
