import type { NewsletterList, newsletterSubscriptionSchema } from '../../../src/schema/members/newsletter';
import type { z } from 'zod';
import { CONFIRM_PATH } from '../../../src/ui/newsletter/newsletter-paths';
import { newToken, senderKey, tokenHash } from '../../auth/password';
import { AppError, badRequest, notFound } from '../../errors';
import { newsletterConfirmationEmail } from '../../mail/newsletter-email';
import type { ServiceContext } from '../shared/service-context';
import { takeRateLimitHit, type RateLimit } from '../shared/public';
import { findParameter } from '../site/public';
import { signedInMember } from './account.service';
import { mailSite, nowSeconds, siteUrl } from './member-context';
import {
  confirmedListIds,
  confirmSignup,
  deleteSubscriber,
  existingListIds,
  findSubscriber,
  listNewsletterLists,
  requestSignup,
  setMemberSubscription,
} from './newsletter.repository';
import { unsubscribeTokenId, unsubscribeTokenMatches } from './newsletter-token';

// The newsletter for visitors: the lists, a member's subscription, the public signup with
// double opt-in (only confirmed addresses receive anything) and the unsubscribe link of every
// e-mail. It exists for visitors only while the site's NEWSLETTER_ENABLED setting is on:
// otherwise these answer 404, as if it did not (leaving stays possible). The signup answers the
// same whatever the address (new, pending or already subscribed), so it reveals nothing; it is
// limited per client and per address (no mail bombing).

const NEWSLETTER_DISABLED = "La lettre d'information n'est pas proposée sur ce site.";

/** Refuses (404) when the site offers no newsletter. */
async function assertNewsletter(ctx: ServiceContext): Promise<void> {
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

const CONFIRM_VALIDITY_SECONDS = 7 * 24 * 3600;
const SIGNUP_PER_CLIENT: RateLimit = { scope: 'newsletter-client', limit: 5, windowSeconds: 3600 };
const SIGNUP_PER_ADDRESS: RateLimit = { scope: 'newsletter-address', limit: 3, windowSeconds: 86_400 };
const BAD_UNSUBSCRIBE_LINK =
  "Ce lien de désinscription n'est pas valable, ou l'adresse est déjà désinscrite.";
const BAD_LINK = "Ce lien n'est plus valable : il a déjà servi, a expiré ou est incomplet.";

/** The requested ids, all of this site, or the site's default lists when none is given. */
async function chosenLists(ctx: ServiceContext, requested: number[] | undefined): Promise<number[]> {
  if (requested === undefined) {
    return (await listNewsletterLists(ctx.db, ctx.site.id))
      .filter((list) => list.isDefault)
      .map((list) => list.id);
  }
  const unique = [...new Set(requested)];
  const found = await existingListIds(ctx.db, ctx.site.id, unique);
  if (found.length !== unique.length) {
    const message = "Une des listes choisies n'existe pas sur ce site.";
    throw badRequest(message, { lists: message });
  }
  return found;
}

/** Sets the lists the signed-in member's address is confirmed on: the lists now. */
export async function setNewsletterSubscription(
  ctx: ServiceContext,
  requested: number[] | undefined,
): Promise<{ lists: number[] }> {
  const user = await signedInMember(ctx);
  await assertNewsletter(ctx);
  const lists = await chosenLists(ctx, requested);
  await setMemberSubscription(ctx.db, ctx.site.id, user.email, lists);
  return { lists: await confirmedListIds(ctx.db, ctx.site.id, user.email) };
}

/**
 * The public signup from the client address `client`: the confirmation e-mail's outbox id, or
 * null when the address is past its own limit (answered the same, silently).
 */
export async function subscribe(
  ctx: ServiceContext,
  signup: { email: string; lists?: number[] | undefined },
  client: string | undefined,
): Promise<number | null> {
  await assertNewsletter(ctx);
  const { email } = signup;
  const siteId = ctx.site.id;
  const secret = ctx.env.SENDER_KEY_SECRET;
  if (!(await takeRateLimitHit(ctx.db, siteId, SIGNUP_PER_CLIENT, await senderKey(secret, siteId, client))))
    throw new AppError(
      429,
      'Vous avez fait plusieurs inscriptions en peu de temps. Réessayez dans une heure.',
    );
  const listIds = await chosenLists(ctx, signup.lists);
  if (listIds.length === 0) {
    const message = 'Choisissez au moins une liste de diffusion.';
    throw badRequest(message, { lists: message });
  }
  // Per address, silently: a refusal here would tell the address is known.
  const address = await senderKey(secret, siteId, `newsletter:${email}`);
  if (!(await takeRateLimitHit(ctx.db, siteId, SIGNUP_PER_ADDRESS, address))) return null;
  const token = newToken();
  const confirmUrl = await siteUrl(ctx, `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
  return requestSignup(
    ctx.db,
    siteId,
    { email, listIds, tokenHash: await tokenHash(token), expiresAt: nowSeconds() + CONFIRM_VALIDITY_SECONDS },
    newsletterConfirmationEmail(email, confirmUrl, await mailSite(ctx), token),
  );
}

/** Confirms a signup with its e-mailed token (400 when used, expired or unknown). */
export async function confirmSubscription(ctx: ServiceContext, token: string): Promise<void> {
  await assertNewsletter(ctx);
  const confirmed = await confirmSignup(ctx.db, ctx.site.id, await tokenHash(token), nowSeconds());
  if (!confirmed) throw badRequest(BAD_LINK, { token: BAD_LINK });
}

/** Unsubscribes the address behind an e-mail's link, even once the newsletter is switched off. */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<void> {
  const siteId = ctx.site.id;
  const id = unsubscribeTokenId(token);
  const subscriber = id === null ? null : await findSubscriber(ctx.db, siteId, id);
  if (!subscriber || !(await unsubscribeTokenMatches(ctx.env.SENDER_KEY_SECRET, siteId, subscriber, token)))
    throw badRequest(BAD_UNSUBSCRIBE_LINK, { token: BAD_UNSUBSCRIBE_LINK });
  await deleteSubscriber(ctx.db, siteId, subscriber.id);
}
