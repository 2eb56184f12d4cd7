import { describe, expect, it } from 'vitest';
import { decode, textOf } from '../support/html';
import { request, uniqueIp } from '../support/http';

// The pages' form posts go through zValidator('form', …) (worker/pages/content/page-form.ts): the
// schema reads the text fields as before, the hook answers a refusal with the page and its
// French messages per field, an unreadable body is a French 400 on every form.

function post(path: string, body: string, type = 'application/x-www-form-urlencoded') {
  return request(path, {
    method: 'POST',
    headers: { 'content-type': type, origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() },
    body,
  });
}

describe('page forms validated with zValidator', () => {
  it('answers an unreadable body on every form with the French 400', async () => {
    for (const path of [
      '/auth/register',
      '/password/reset/ask',
      '/password/reset',
      '/password/reset/un-jeton',
      '/newsletter/inscription',
      '/newsletter/confirmation',
      '/mon-compte/desinscription',
    ]) {
      const response = await post(path, 'garbage', 'multipart/form-data; boundary=zzz');
      expect(response.status, path).toBe(400);
      expect(textOf(await response.text()), path).toContain('Le formulaire envoyé est illisible.');
    }
  });

  it('reads the last value of a repeated field, as a plain form read did', async () => {
    const response = await post('/auth', 'email=premiere%40example.fr&email=pas-une-adresse&password=x');
    expect(response.status).toBe(400);
    const page = decode(await response.text());
    expect(page).toMatch(/id="login-email-error"[^>]*>L'adresse e-mail n'est pas valide\./);
    expect(page).toContain('value="pas-une-adresse"');
  });

  it('checks the link’s token from the path before a posted one, and offers a new link', async () => {
    const response = await post(`/password/reset/${'a'.repeat(201)}`, 'token=valide&password=court');
    expect(response.status).toBe(400);
    const page = decode(await response.text());
    expect(page).toContain("Le lien de réinitialisation n'est pas valide.");
    // Both fields are judged, but a refused link replaces the form with the offer of a new link
    //: a password rule under a link that cannot work would only mislead.
    expect(page).toContain('Ce lien ne permet plus de changer le mot de passe');
    expect(page).not.toContain('Le mot de passe doit contenir au moins 12 caractères.');
  });

  it('sends a signed-out visitor posting an unknown account form to the login, as any account post', async () => {
    const response = await post('/mon-compte', 'form=inconnu');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth?redirect=%2Fmon-compte');
  });
});
