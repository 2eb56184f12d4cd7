import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { contactMessageSchema } from '../../src/schema/message';
import { senderKey } from '../auth/password';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { contactEmail } from '../mail/contact-email';
import { enqueueEmail } from '../mail/mail-queue';
import { insertMessageWithEmail } from './message.repository';
import { findParameter } from './parameter.repository';
import { takeRateLimitHit, type RateLimit } from './rate-limit.repository';

// Spam protection: a honeypot field bots fill in (answered as a success, stored nowhere) and
// a limit per sender and site.
export const CONTACT_RATE_LIMIT: RateLimit = { scope: 'contact', limit: 5, windowSeconds: 15 * 60 };
const SENT = 'Merci, votre message a bien été envoyé.';

export const messageRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', contactMessageSchema),
  async (c) => {
    const { website, ...message } = c.req.valid('json');
    if (website && website.trim() !== '') return c.json(ok({ id: 0 }, SENT), 201);

    const siteId = c.var.site.id;
    const sender = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
    if (!(await takeRateLimitHit(c.env.DB, siteId, CONTACT_RATE_LIMIT, sender))) {
      throw new AppError(
        429,
        'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans un quart d’heure.',
      );
    }
    const [to, siteName] = await Promise.all([
      findParameter(c.env.DB, siteId, 'COMPANY_EMAIL'),
      findParameter(c.env.DB, siteId, 'COMPANY_NAME'),
    ]);
    const email = to?.value ? contactEmail(message, to.value, siteName?.value ?? '') : null;
    const { messageId, outboxId } = await insertMessageWithEmail(c.env.DB, siteId, message, email);
    if (outboxId !== null) enqueueEmail(c, { siteId, outboxId });
    return c.json(ok({ id: messageId }, SENT), 201);
  },
);
