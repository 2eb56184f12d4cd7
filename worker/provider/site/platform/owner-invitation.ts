import type { Context } from 'hono';
import type { OwnerInvitationInput, SiteUser } from '../../../../src/schema/site/platform';
import { adminOrigin } from '../../../auth/admin-host';
import { hashPassword, newToken, tokenHash } from '../../../auth/password';
import type { AppEnv } from '../../../http/app-env';
import { loadMailSite } from '../../../mail/layout/mail-site';
import { enqueueEmail } from '../../../mail/mail-queue';
import { ownerInvitationEmail } from '../../../mail/owner-invitation-email';
import { sitePrimaryOrigin } from '../hosts/primary-origin';
import { findMemberByEmail, insertEmailedToken } from '../../members/public';
import { createSiteUser, setUserRole } from './platform.repository';

// The platform operator invites a site's owner by e-mail instead of choosing their
// password for them. The address gets (or keeps) an ADMIN account of the site; a new account's
// password is a random secret nobody knows, so it cannot sign in before the owner chooses one.
// The e-mail's link is a password link of the site's own reset page (the password-reset
// machinery: token hashed, single use) that lives 7 days; then the owner signs in on the admin
// host. Inviting again sends a new link; the old one stays valid until it expires or is used.

/** Creates or promotes the owner's account and queues the invitation; the account. */
export async function inviteOwner(
  c: Context<AppEnv>,
  site: { id: number; defaultLocale: string },
  input: OwnerInvitationInput,
): Promise<SiteUser> {
  const db = c.env.DB;
  const known = await findMemberByEmail(db, site.id, input.email);
  const owner = known
    ? await setUserRole(db, site.id, known.id, 'ADMIN')
    : await createSiteUser(db, site.id, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        role: 'ADMIN',
        passwordHash: await hashPassword(newToken()),
      });
  if (!owner) throw new Error('invited account vanished');
  // The request is on the admin host: the link goes to the site's primary address.
  const mailSite = await loadMailSite(db, site.id, await sitePrimaryOrigin(db, site.id), site.defaultLocale);
  const token = newToken();
  const outboxId = await insertEmailedToken(
    db,
    'ownerInvitation',
    site.id,
    owner.id,
    await tokenHash(token),
    ownerInvitationEmail(owner.email, token, mailSite, `${adminOrigin(c)}/login`),
  );
  enqueueEmail(c, { siteId: site.id, outboxId });
  return owner;
}
