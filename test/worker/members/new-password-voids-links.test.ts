import { describe, expect, it, vi } from 'vitest';
import { RESET_TOKEN_REFUSED } from '../../../worker/provider/members/password-reset.service';
import { SIGN_IN_LINK_REFUSED } from '../../../worker/provider/members/session.service';
import { call, outboxFor, registerMember } from '../support/members';

// Members sign in and change passwords: argon2id hashes take a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// A new password, changed from the personal space or set with a reset link, voids every link
// e-mailed before it: a pending sign-in link no longer signs in, a pending reset link no
// longer resets.

const NEW_PASSWORD = 'Un-nouveau-mot-de-passe-solide';

/** The code of the newest e-mail of that subject to the address, found by the pattern. */
async function mailedCode(email: string, subject: string, pattern: RegExp): Promise<string> {
  const mail = (await outboxFor(email)).filter((row) => row.subject === subject).at(-1);
  const code = pattern.exec(mail?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no « ${subject} » code in the outbox`);
  return code;
}

async function askSignInLink(email: string): Promise<string> {
  expect((await call('PUT', '/login/link/ask', { email })).status).toBe(200);
  return mailedCode(email, 'Votre lien de connexion', /\/auth\/lien\/connexion#([A-Za-z0-9_-]{43})/);
}

async function askResetToken(email: string): Promise<string> {
  expect((await call('PUT', '/password/reset/ask', { email })).status).toBe(200);
  return mailedCode(email, 'Réinitialisation de votre mot de passe', /\/password\/reset#([A-Za-z0-9_-]+)/);
}

const useSignInLink = (token: string) => call('POST', '/login/link', { token });

describe('a password reset voids the pending sign-in links', () => {
  it('refuses a sign-in link asked before the reset', async () => {
    const member = await registerMember();
    const link = await askSignInLink(member.email);
    const reset = await askResetToken(member.email);
    expect((await call('PUT', '/password/reset', { token: reset, password: NEW_PASSWORD })).status).toBe(200);
    const refused = await useSignInLink(link);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SIGN_IN_LINK_REFUSED);
  });
});

describe('a password change voids the pending sign-in and reset links', () => {
  it('refuses a sign-in link and a reset link asked before the change', async () => {
    const member = await registerMember();
    const link = await askSignInLink(member.email);
    const reset = await askResetToken(member.email);
    const changed = await call(
      'PUT',
      '/user/password',
      { currentPassword: member.password, newPassword: NEW_PASSWORD },
      { token: member.token },
    );
    expect(changed.status).toBe(200);
    const signIn = await useSignInLink(link);
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).toBe(SIGN_IN_LINK_REFUSED);
    const resetAgain = await call('PUT', '/password/reset', {
      token: reset,
      password: 'Encore-un-autre-2027',
    });
    expect(resetAgain.status).toBe(400);
    expect(resetAgain.body.message).toBe(RESET_TOKEN_REFUSED.USED);
  });

  it('still lets a link asked after the change sign in', async () => {
    const member = await registerMember();
    const changed = await call(
      'PUT',
      '/user/password',
      { currentPassword: member.password, newPassword: NEW_PASSWORD },
      { token: member.token },
    );
    expect(changed.status).toBe(200);
    expect((await useSignInLink(await askSignInLink(member.email))).status).toBe(200);
  });
});
