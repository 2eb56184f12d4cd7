import { describe, expect, it } from 'vitest';
import { insertSite, unique } from '../support/factories';
import { api } from '../support/http';

// Validation messages follow the request's language (the page's, or the API's
// userLang): a visitor of /en reads English field errors; French stays the default and the
// admin's (which sends no userLang).

const invalid = {
  firstname: '',
  lastname: 'Durand',
  email: 'pas-une-adresse',
  phone: '',
  subject: 'Visite',
  body: 'Court',
  website: '',
};

async function send(host: string, headers: Record<string, string> = {}) {
  return api<unknown>('/message', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(invalid),
  });
}

describe('validation messages in the request language', () => {
  it('answers English field errors to userLang en_GB, French otherwise', async () => {
    const host = `${unique('validation')}.localhost`;
    await insertSite({ hosts: [host], locales: ['fr_FR', 'en_GB'] });

    const english = await send(host, { userLang: 'en_GB' });
    expect(english.status).toBe(400);
    const englishFields = (english.body as unknown as { fields?: Record<string, string> }).fields ?? {};
    expect(english.body.message).toBe('The first name is required.');
    expect(JSON.stringify(english.body)).toContain('The e-mail address is not valid.');
    expect(JSON.stringify(english.body)).toContain('The message must be at least 10 characters long.');
    expect(JSON.stringify(english.body)).not.toMatch(/obligatoire|valide|caractères/);
    expect(englishFields).toBeDefined();

    const french = await send(host);
    expect(french.status).toBe(400);
    expect(french.body.message).toBe('Le prénom est obligatoire.');
    expect(JSON.stringify(french.body)).toContain("L'adresse e-mail n'est pas valide.");
  });

  it('answers a body that is no JSON object in English too', async () => {
    const host = `${unique('validation')}.localhost`;
    await insertSite({ hosts: [host], locales: ['fr_FR', 'en_GB'] });
    const { status, body } = await api<unknown>('/message', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/json', userLang: 'en_GB' },
      body: JSON.stringify(['not', 'an', 'object']),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('The data sent must be a JSON object.');
  });
});
