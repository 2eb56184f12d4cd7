import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { contactMessageSchema } from '../../src/schema/message';
import { sha256 } from '../auth/password';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { contactEmail } from '../mail/contact-email';
import { enqueueEmail } from '../mail/mail-queue';
import { countRecentMessages, insertMessageWithEmail } from './message.repository';
import { findParameter } from './parameter.repository';

// Spam protection: a honeypot field bots fill in (answered as a success, stored nowhere) and
// a limit per sender and site.
export const CONTACT_RATE_LIMIT = { messages: 5, minutes: 15 };
const SENT = 'Merci, votre message a bien été envoyé.';

export const messageRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', contactMessageSchema),
  async (c) => {
    const { website, ...message } = c.req.valid('json');
    if (website && website.trim() !== '') return c.json(ok({ id: 0 }, SENT), 201);

    const siteId = c.var.site.id;
    const ip = c.req.header('cf-connecting-ip');
    const senderHash = ip ? await sha256(`${siteId}:${ip}`) : null;
    if (senderHash) {
      const recent = await countRecentMessages(c.env.DB, siteId, senderHash, CONTACT_RATE_LIMIT.minutes);
      if (recent >= CONTACT_RATE_LIMIT.messages) {
        throw new AppError(
          429,
          'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans un quart d’heure.',
        );
      }
    }
    const [to, siteName] = await Promise.all([
      findParameter(c.env.DB, siteId, 'COMPANY_EMAIL'),
      findParameter(c.env.DB, siteId, 'COMPANY_NAME'),
    ]);
    const email = to?.value ? contactEmail(message, to.value, siteName?.value ?? '') : null;
    const { messageId, outboxId } = await insertMessageWithEmail(
      c.env.DB,
      siteId,
      message,
      senderHash,
      email,
    );
    if (outboxId !== null) enqueueEmail(c, { siteId, outboxId });
    return c.json(ok({ id: messageId }, SENT), 201);
  },
);
