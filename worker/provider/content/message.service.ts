import type { MessageInput } from '../../../src/schema/content/message';
import { senderKey } from '../../auth/password';
import { AppError } from '../../errors';
import { loadMailSite, mailSiteIn } from '../../mail/layout/mail-site';
import { messageAcknowledgementEmail, messageEmail } from '../../mail/message-email';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';
import type { ServiceContext } from '../shared/service-context';
import { findParameter, sitePrimaryOrigin } from '../site/public';
import { insertMessageWithEmail } from './message.repository';

// A visitor's contact message: limited per sender and site, stored with the owner's
// notification (when the site has an address) and the visitor's acknowledgement in one
// transaction.

export const MESSAGE_RATE_LIMIT: RateLimit = { scope: 'message', limit: 5, windowSeconds: 15 * 60 };

/**
 * Stores the message of the sender `clientIp` after the per-sender limit (429 when reached);
 * answers its id and the outbox rows the caller hands to the mail queue.
 */
export async function sendMessage(
  ctx: ServiceContext,
  message: MessageInput,
  clientIp: string | undefined,
): Promise<{ messageId: number; outboxIds: number[] }> {
  const siteId = ctx.site.id;
  const sender = await senderKey(ctx.env.SENDER_KEY_SECRET, siteId, clientIp);
  if (!(await takeRateLimitHit(ctx.db, siteId, MESSAGE_RATE_LIMIT, sender))) {
    throw new AppError(
      429,
      'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans un quart d’heure.',
    );
  }
  const [to, site] = await Promise.all([
    findParameter(ctx.db, siteId, 'COMPANY_EMAIL'),
    sitePrimaryOrigin(ctx.db, siteId, ctx.origin).then((origin) =>
      loadMailSite(ctx.db, siteId, origin, ctx.scope.locale),
    ),
  ]);
  const emails = [messageAcknowledgementEmail(message, site)];
  // The owner reads the site's default language, whatever the visitor's.
  if (to?.value) emails.push(messageEmail(message, to.value, mailSiteIn(site, site.defaultLocale)));
  return insertMessageWithEmail(ctx.db, siteId, message, emails);
}
