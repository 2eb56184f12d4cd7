import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { contactMessageSchema } from '../../src/schema/message';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { enqueueEmail } from '../mail/mail-queue';
import { contactEmail } from '../mail/contact-email';
import { insertMessageWithEmail } from './message.repository';
import { findParameter } from './parameter.repository';

export const messageRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', contactMessageSchema),
  async (c) => {
    const message = c.req.valid('json');
    const siteId = c.var.site.id;
    const [to, siteName] = await Promise.all([
      findParameter(c.env.DB, siteId, 'COMPANY_EMAIL'),
      findParameter(c.env.DB, siteId, 'COMPANY_NAME'),
    ]);
    const email = to?.value ? contactEmail(message, to.value, siteName?.value ?? '') : null;
    const { messageId, outboxId } = await insertMessageWithEmail(c.env.DB, siteId, message, email);
    if (outboxId !== null) enqueueEmail(c, { siteId, outboxId });
    return c.json(ok({ id: messageId }, 'Merci, votre message a bien été envoyé.'), 201);
  },
);
