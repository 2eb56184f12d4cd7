import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../worker/provider/message.routes';
import { textOf } from './support/html';
import { api, request } from './support/http';

function postForm(fields: Record<string, string>, ip = '203.0.113.10') {
  return request('/me-contacter', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body: new URLSearchParams(fields).toString(),
  });
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
    expect(await count('contact_messages', "subject = 'Réservation sans JavaScript'")).toBe(1);
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
    expect(await count('contact_messages', "subject = 'Objet gardé'")).toBe(0);
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
    expect(await count('contact_messages', "subject = 'Message de robot'")).toBe(0);
    expect(await count('email_outbox', "subject LIKE '%Message de robot%'")).toBe(0);
  });

  it(`refuses more than ${CONTACT_RATE_LIMIT.limit} messages per sender in ${CONTACT_RATE_LIMIT.windowSeconds / 60} minutes`, async () => {
    const ip = '198.51.100.77';
    for (let index = 0; index < CONTACT_RATE_LIMIT.limit; index++) {
      expect((await postForm(valid(`Rafale ${index}`), ip)).status).toBe(200);
    }
    const refused = await postForm(valid('Rafale de trop'), ip);
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain('Réessayez dans un quart d’heure.');
    expect(await count('contact_messages', "subject = 'Rafale de trop'")).toBe(0);
    expect((await postForm(valid('Autre expéditeur'), '198.51.100.78')).status).toBe(200);
  });
});
