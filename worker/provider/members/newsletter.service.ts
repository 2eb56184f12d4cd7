import type { NewsletterList, newsletterSubscriptionSchema } from '../../../src/schema/newsletter';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { findParameter } from '../site/public';
import { signedInMember } from './account.service';
import { confirmedListIds, listNewsletterLists } from './newsletter.repository';

// The newsletter's reads for the personal space. The newsletter exists for visitors only while
// the site's NEWSLETTER_ENABLED setting is on: otherwise these answer 404, as if it did not.

const NEWSLETTER_DISABLED = "La lettre d'information n'est pas proposée sur ce site.";

/** Refuses (404) when the site offers no newsletter. */
export async function assertNewsletter(ctx: ServiceContext): Promise<void> {
  const enabled = await findParameter(ctx.db, ctx.site.id, 'NEWSLETTER_ENABLED');
  if (enabled?.value !== 'true') throw notFound(NEWSLETTER_DISABLED);
}

/** The site's lists a visitor may subscribe to. */
export async function newsletterLists(ctx: ServiceContext): Promise<NewsletterList[]> {
  await assertNewsletter(ctx);
  return listNewsletterLists(ctx.db, ctx.site.id);
}

/** The lists the signed-in member's address is confirmed on (signed in first, then the setting). */
export async function newsletterSubscription(
  ctx: ServiceContext,
): Promise<z.infer<typeof newsletterSubscriptionSchema>> {
  const user = await signedInMember(ctx);
  await assertNewsletter(ctx);
  return { lists: await confirmedListIds(ctx.db, ctx.site.id, user.email) };
}
