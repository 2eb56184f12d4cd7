import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '../../../worker/provider/content/message.routes';
import { textOf } from '../support/html';
import { localisedPath } from '../../../src/domain/shared/locale';
import { insertMessageFormPage, insertPage, insertSite, unique } from '../support/factories';
import { api, request } from '../support/http';

function postForm(
  fields: Record<string, string>,
  ip = '203.0.113.10',
  { path = '/me-contacter', host, accept }: { path?: string; host?: string; accept?: string } = {},
) {
  return request(path, {
    host,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': ip,
      ...(accept ? { accept } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The action of the page's contact form, as rendered. */
function formAction(html: string): string | null {
  const form = /<form [^>]*class="block-form__form"[^>]*>/.exec(html)?.[0] ?? '';
  return / action="([^"]*)"/.exec(form)?.[1] ?? null;
}

/** A new site of its own (fresh caches) with a French and an English page carrying the form. */
async function siteWithContactPages() {
  const host = `${unique('contact')}.localhost`;
  const siteId = await insertSite({ hosts: [host], locales: ['fr_FR', 'en_GB'] });
  const french = await insertMessageFormPage(siteId, { locale: 'fr_FR' });
  const english = await insertMessageFormPage(siteId, { locale: 'en_GB' });
  return { host, siteId, french: french.path, english: localisedPath(english.path, 'en_GB', 'fr_FR') };
}

const valid = (subject: string) => ({
  firstname: 'Camille',
  lastname: 'Durand',
  email: 'camille.durand@example.fr',
  phone: '06 12 34 56 78',
  subject,
  body: 'Bonjour, je souhaiterais réserver une séance de réflexologie plantaire un samedi matin.',
});

const count = async (table: string, where: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>())?.n ?? 0;

describe('the contact form without JavaScript', () => {
  it('sends a plain POST and answers with the page and its thanks', async () => {
    const response = await postForm(valid('Réservation sans JavaScript'));
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Merci, votre message a bien été envoyé.');
    expect(await count('messages', "subject = 'Réservation sans JavaScript'")).toBe(1);
    expect(await count('email_outbox', "subject = '[Contact] Réservation sans JavaScript'")).toBe(1);
  });

  it('answers 400 with each field’s French error and keeps what was typed', async () => {
    const response = await postForm({ ...valid('Objet gardé'), email: 'pas-une-adresse', body: 'court' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain("L'adresse e-mail n'est pas valide.");
    expect(textOf(html)).toContain('Le message doit contenir au moins 10 caractères.');
    expect(html).toContain('value="Objet gardé"');
    expect(html).toContain('aria-invalid="true"');
    expect(await count('messages', "subject = 'Objet gardé'")).toBe(0);
  });
});

describe('spam protection', () => {
  it('drops a submission whose honeypot is filled, while answering as if it were sent', async () => {
    const { status, body } = await api('/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid('Message de robot'), website: 'https://spam.example' }),
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(await count('messages', "subject = 'Message de robot'")).toBe(0);
    expect(await count('email_outbox', "subject LIKE '%Message de robot%'")).toBe(0);
  });

  it(`refuses more than ${MESSAGE_RATE_LIMIT.limit} messages per sender in ${MESSAGE_RATE_LIMIT.windowSeconds / 60} minutes`, async () => {
    const ip = '198.51.100.77';
    for (let index = 0; index < MESSAGE_RATE_LIMIT.limit; index++) {
      expect((await postForm(valid(`Rafale ${index}`), ip)).status).toBe(200);
    }
    const refused = await postForm(valid('Rafale de trop'), ip);
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain('Réessayez dans un quart d’heure.');
    expect(await count('messages', "subject = 'Rafale de trop'")).toBe(0);
    expect((await postForm(valid('Autre expéditeur'), '198.51.100.78')).status).toBe(200);
  });
});

describe('a contact form on any page posts to that page', () => {
  it('renders the form of a CMS page other than /me-contacter with that page as its action', async () => {
    const { host, french, english } = await siteWithContactPages();
    const frenchHtml = await (await request(french, { host })).text();
    const englishHtml = await (await request(english, { host })).text();
    expect(formAction(frenchHtml)).toBe(french);
    expect(formAction(englishHtml)).toBe(english);
    expect(english.startsWith('/en')).toBe(true);
    // The island gets the same target in its props, so hydrated it posts there too.
    expect(frenchHtml).toContain(`&quot;action&quot;:&quot;${french}&quot;`);
  });

  it('thanks the sender of a plain POST to that page and stores the message for its site', async () => {
    const { host, siteId, french } = await siteWithContactPages();
    const response = await postForm(valid('Depuis une autre page'), '203.0.113.41', { path: french, host });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain('Merci, votre message a bien été envoyé.');
    expect(formAction(html)).toBe(french);
    expect(await count('messages', `subject = 'Depuis une autre page' AND site_id = ${siteId}`)).toBe(1);
  });

  it('thanks the sender on the locale-prefixed page too', async () => {
    const { host, siteId, english } = await siteWithContactPages();
    const response = await postForm(valid('Depuis la page anglaise'), '203.0.113.42', {
      path: english,
      host,
    });
    expect(response.status).toBe(200);
    // The notice is in the page's language, not the provider's French.
    expect(textOf(await response.text())).toContain('Thank you, your message has been sent.');
    expect(await count('messages', `subject = 'Depuis la page anglaise' AND site_id = ${siteId}`)).toBe(1);
  });

  it('answers the island (Accept: application/json) with the envelope, errors per field included', async () => {
    const { host, french } = await siteWithContactPages();
    const options = { path: french, host, accept: 'application/json' };
    const sent = await postForm(valid('Depuis l’îlot'), '203.0.113.43', options);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      success: true,
      data: null,
      message: 'Merci, votre message a bien été envoyé.',
    });

    const refused = await postForm({ ...valid('Îlot refusé'), email: 'non' }, '203.0.113.43', options);
    expect(refused.status).toBe(400);
    const body = await refused.json<{ success: boolean; data: { errors: Record<string, string> } }>();
    expect(body.success).toBe(false);
    expect(body.data.errors.email).toBe("L'adresse e-mail n'est pas valide.");
    expect(await count('messages', "subject = 'Îlot refusé'")).toBe(0);
  });

  it('refuses a POST to a page without a contact form (405) and stores nothing', async () => {
    const host = `${unique('sans-form')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    const pageId = await insertPage(siteId);
    const path = (
      await env.DB.prepare('SELECT path FROM pages WHERE id = ?').bind(pageId).first<{ path: string }>()
    )?.path;
    const response = await postForm(valid('Page sans formulaire'), '203.0.113.44', { path, host });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(textOf(await response.text())).toContain('Cette page ne peut pas recevoir de requête POST.');
    expect(await count('messages', "subject = 'Page sans formulaire'")).toBe(0);
  });

  it('answers 404 to a POST to a path that is no page', async () => {
    const response = await postForm(valid('Nulle part'), '203.0.113.45', { path: '/nulle-part-ici' });
    expect(response.status).toBe(404);
    expect(await count('messages', "subject = 'Nulle part'")).toBe(0);
  });
});
