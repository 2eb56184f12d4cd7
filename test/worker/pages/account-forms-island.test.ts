import { describe, expect, it, vi } from 'vitest';
import type { EnvelopeBody } from '../support/http';
import { MEMBER_PASSWORD, signedInMember, type TestMember } from '../support/account-members';
import { unique } from '../support/factories';
import { decode } from '../support/html';
import { request } from '../support/http';

// Members sign in and change passwords: argon2id hashes take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The personal space's island (AccountForms, member chunk): the page renders its
// wrapper and marks the forms it enhances, the forms stay plain POST forms, and the same
// address answers the island's fetch (Accept: application/json) with the envelope.

function post(member: TestMember | null, fields: Record<string, string>, accept?: string) {
  return request('/mon-compte', {
    host: member?.host ?? 'localhost',
    method: 'POST',
    headers: {
      origin: `http://${member?.host ?? 'localhost'}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(member ? { cookie: `token=${member.token}` } : {}),
      ...(accept ? { accept } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const JSON_ACCEPT = 'application/json';

function profile(member: TestMember, changes: Record<string, string> = {}): Record<string, string> {
  return {
    form: 'profile',
    firstname: 'Camille',
    lastname: 'Durand',
    email: member.email,
    phone: '',
    birthdate: '',
    ...changes,
  };
}

describe('the personal space page and its island', () => {
  it('renders the AccountForms island of the member chunk over plain POST forms', async () => {
    const member = await signedInMember();
    const html = await (
      await request('/mon-compte', { host: member.host, headers: { cookie: `token=${member.token}` } })
    ).text();
    const wrapper =
      /<div data-island="AccountForms" data-props="([^"]*)" data-i18n="([^"]*)" data-chunk="member"/.exec(
        html,
      );
    expect(wrapper).not.toBeNull();
    expect(JSON.parse(decode(wrapper?.[1] ?? ''))).toEqual({ email: member.email });
    // The field rules' messages in the page's language, for the island's checks.
    const i18n = JSON.parse(decode(wrapper?.[2] ?? '')) as {
      locale: string;
      messages: Record<string, unknown>;
    };
    expect(i18n.locale).toBe('fr_FR');
    expect(i18n.messages['check.currentPassword']).toEqual(['Saisissez votre mot de passe actuel.']);
    // The forms it enhances: plain POST forms to the page, each field in the markup (the
    // current password too: without JavaScript nobody can tell whether the e-mail will change).
    for (const [kind, anchor] of [
      ['profile', 'profil'],
      ['password', 'mot-de-passe'],
    ]) {
      const form = new RegExp(`<form [^>]*data-account-form="${kind}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(form).toContain(`action="/mon-compte#${anchor}"`);
      expect(form).toContain('method="post"');
    }
    for (const id of [
      'profil-email',
      'profil-firstname',
      'profil-currentPassword',
      'mot-de-passe-newPassword',
    ])
      expect(html).toContain(`id="${id}"`);
    expect(html).not.toMatch(/<div class="block-form__field"[^>]*hidden/);
  });

  it('still saves a plain post (no JavaScript) with a redirect', async () => {
    const member = await signedInMember();
    const response = await post(member, profile(member, { lastname: 'Lefèvre' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mon-compte?ok=profile#profil');
  });
});

describe('POST /mon-compte asked for JSON (the island)', () => {
  it('answers refused fields as the envelope: French message, one error per field, not cached', async () => {
    const member = await signedInMember();
    const response = await post(
      member,
      profile(member, { firstname: ' ', phone: 'pas un numéro', birthdate: '2023-02-29' }),
      JSON_ACCEPT,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.json<EnvelopeBody<{ errors: Record<string, string> }>>();
    expect(body.success).toBe(false);
    expect(body.data.errors).toEqual({
      firstname: 'Le prénom est obligatoire.',
      phone: "Le numéro de téléphone n'est pas valide.",
      birthdate: "La date de naissance n'est pas valide (format attendu : AAAA-MM-JJ).",
    });
    expect(Object.values(body.data.errors)).toContain(body.message); // the first refused field's words
  });

  it('asks the current password for a new e-mail, refuses a wrong one, then saves', async () => {
    const member = await signedInMember();
    const email = `${unique('nouvelle').toLowerCase()}@exemple.fr`;
    const missing = await post(member, profile(member, { email }), JSON_ACCEPT);
    expect(missing.status).toBe(400);
    expect((await missing.json<EnvelopeBody<{ errors: Record<string, string> }>>()).data.errors).toEqual({
      currentPassword: 'Saisissez votre mot de passe actuel.',
    });
    const wrong = await post(member, profile(member, { email, currentPassword: 'pas-le-bon' }), JSON_ACCEPT);
    expect(wrong.status).toBe(400);
    expect((await wrong.json<EnvelopeBody<{ errors: Record<string, string> }>>()).data.errors).toEqual({
      currentPassword: 'Le mot de passe actuel est incorrect.',
    });

    const saved = await post(
      member,
      profile(member, { email: ` ${email.toUpperCase()} `, currentPassword: MEMBER_PASSWORD }),
      JSON_ACCEPT,
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      data: null,
      message: 'Votre profil est enregistré.',
    });
    const page = await request('/mon-compte', {
      host: member.host,
      headers: { cookie: `token=${member.token}` },
    });
    expect(await page.text()).toContain(`<strong>${email}</strong>`);
  });

  it('changes the password and answers the saved notice', async () => {
    const member = await signedInMember();
    const short = await post(
      member,
      { form: 'password', currentPassword: MEMBER_PASSWORD, newPassword: 'court' },
      JSON_ACCEPT,
    );
    expect(short.status).toBe(400);
    expect((await short.json<EnvelopeBody<{ errors: Record<string, string> }>>()).data.errors).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 12 caractères.',
    });
    const response = await post(
      member,
      { form: 'password', currentPassword: MEMBER_PASSWORD, newPassword: 'Une-nouvelle-phrase-secrete-2027' },
      JSON_ACCEPT,
    );
    expect(response.status).toBe(200);
    expect((await response.json<EnvelopeBody>()).message).toBe(
      'Votre mot de passe est changé. Vos autres sessions ont été fermées.',
    );
  });

  it('answers 401 in the envelope when signed out (the island then posts plainly)', async () => {
    const response = await post(null, { form: 'profile' }, JSON_ACCEPT);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      data: null,
      message: "Vous n'êtes pas connecté.",
    });
  });
});
