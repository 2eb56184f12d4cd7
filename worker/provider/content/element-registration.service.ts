import type { Element, ElementList } from '../../../src/schema/content/element';
import { senderKey } from '../../auth/password';
import { publishContentVersion } from '../../cache/content-version';
import { AppError } from '../../errors';
import { loadMailSite } from '../../mail/layout/mail-site';
import { registrationEmail } from '../../mail/registration-email';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';
import type { ServiceContext } from '../shared/service-context';
import { sitePrimaryOrigin } from '../site/public';
import { registerToElement, type NewRegistration } from './element-registration.repository';

// A visitor's registration to an element (a workshop, a visit…): limited per sender and site;
// the seats are taken only while enough are left, with the confirmation e-mail in the same
// transaction.

export const REGISTRATION_RATE_LIMIT: RateLimit = {
  scope: 'element-registration',
  limit: 5,
  windowSeconds: 15 * 60,
};

/**
 * Registers `registration` to the visible `element` of `list` for the sender `clientIp` (409
 * without registrations, past, duplicate or full; 429 past the limit). Answers the
 * registration's id, the places left and the outbox row the caller hands to the mail queue.
 */
export async function registerVisitor(
  ctx: ServiceContext,
  list: ElementList,
  element: Element,
  registration: NewRegistration,
  clientIp: string | undefined,
): Promise<{ id: number; placesLeft: number; outboxId: number | null }> {
  const siteId = ctx.site.id;
  if (element.capacity === null) throw new AppError(409, 'Cet élément ne prend pas d’inscription.');
  if (element.startsAt !== null && element.startsAt < new Date().toISOString().slice(0, 16)) {
    throw new AppError(409, 'Cette date est passée : les inscriptions sont closes.');
  }
  const sender = await senderKey(ctx.env.SENDER_KEY_SECRET, siteId, clientIp);
  if (!(await takeRateLimitHit(ctx.db, siteId, REGISTRATION_RATE_LIMIT, sender))) {
    throw new AppError(
      429,
      'Vous avez envoyé plusieurs inscriptions en peu de temps. Réessayez dans un quart d’heure.',
    );
  }
  const origin = await sitePrimaryOrigin(ctx.db, siteId, ctx.origin);
  const site = await loadMailSite(ctx.db, siteId, origin, ctx.scope.locale);
  const email = registrationEmail(registration, element, list, site);
  const outcome = await registerToElement(ctx.db, siteId, element.id, registration, email);
  if (outcome.kind === 'duplicate') {
    throw new AppError(409, 'Cette adresse e-mail est déjà inscrite à cette date.', {
      email: 'Cette adresse e-mail est déjà inscrite à cette date.',
    });
  }
  if (outcome.kind === 'full') {
    const message =
      outcome.placesLeft === 0
        ? 'Désolé, il ne reste plus de place à cette date.'
        : `Il ne reste que ${outcome.placesLeft} place${outcome.placesLeft > 1 ? 's' : ''} à cette date.`;
    throw new AppError(409, message, { seats: message });
  }
  if (outcome.version !== null) await publishContentVersion(ctx.env, siteId, outcome.version, ctx.requestId);
  return { id: outcome.id, placesLeft: outcome.placesLeft, outboxId: outcome.outboxId };
}
