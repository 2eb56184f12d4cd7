import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID, parameterValue, unique, WINE_SITE_ID } from '../support/factories';
import { api, postJson, WINE_HOST } from '../support/http';

interface ContactRow {
  id: number;
  site_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  subject: string;
  body: string;
}

interface OutboxRow {
  id: number;
  site_id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: string;
}

interface ErrorData {
  errors: Record<string, string>;
}

function validMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    email: `${unique('visiteur')}@example.fr`,
    phone: '06 12 34 56 78',
    subject: 'Demande de rendez-vous',
    body: 'Bonjour, je souhaiterais réserver un massage samedi matin. Merci !',
    ...overrides,
  };
}

async function messagesFrom(email: string): Promise<ContactRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, site_id, firstname, lastname, email, phone, subject, body FROM messages WHERE email = ?',
  )
    .bind(email)
    .all<ContactRow>();
  return results;
}

async function outboxRepliesTo(email: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, site_id, to_address, reply_to, subject, text_body, status FROM email_outbox WHERE reply_to = ?',
  )
    .bind(email)
    .all<OutboxRow>();
  return results;
}

async function rowCounts(): Promise<{ messages: number; outbox: number }> {
  const [messages, outbox] = await Promise.all([
    env.DB.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>(),
    env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox').first<{ n: number }>(),
  ]);
  return { messages: messages?.n ?? 0, outbox: outbox?.n ?? 0 };
}

function postRaw(body: string, contentType = 'application/json') {
  return api<ErrorData | null>('/message', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe('POST /message stores a valid message and puts an e-mail to the site in the outbox', () => {
  it('answers 201 with the message id and a French confirmation', async () => {
    const payload = validMessage();
    const { status, body } = await postJson('/message', payload);
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      data: { id: expect.any(Number) as number },
      message: 'Merci, votre message a bien été envoyé.',
    });
  });

  it('stores the message for the host’s site', async () => {
    const payload = validMessage();
    const { body } = await postJson('/message', payload);
    const rows = await messagesFrom(String(payload.email));
    expect(rows).toEqual([
      {
        id: (body.data as { id: number }).id,
        site_id: MASSAGE_SITE_ID,
        firstname: 'Camille',
        lastname: 'Durand',
        email: payload.email,
        phone: '06 12 34 56 78',
        subject: 'Demande de rendez-vous',
        body: payload.body,
      },
    ]);
  });

  it('queues an e-mail to the site’s COMPANY_EMAIL that replies to the visitor', async () => {
    const payload = validMessage();
    await postJson('/message', payload);
    const companyEmail = await parameterValue(MASSAGE_SITE_ID, 'COMPANY_EMAIL');
    const outbox = await outboxRepliesTo(String(payload.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      site_id: MASSAGE_SITE_ID,
      to_address: companyEmail,
      reply_to: payload.email,
      status: 'PENDING',
    });
    expect(outbox[0]?.subject).toContain('Demande de rendez-vous');
    expect(outbox[0]?.text_body).toContain(String(payload.body));
  });

  it('sends the wine site’s messages to the wine site’s address', async () => {
    const payload = validMessage();
    const { status } = await postJson('/message', payload, WINE_HOST);
    expect(status).toBe(201);
    expect((await messagesFrom(String(payload.email))).map((row) => row.site_id)).toEqual([WINE_SITE_ID]);
    const outbox = await outboxRepliesTo(String(payload.email));
    expect(outbox.map((row) => [row.site_id, row.to_address])).toEqual([
      [WINE_SITE_ID, await parameterValue(WINE_SITE_ID, 'COMPANY_EMAIL')],
    ]);
  });

  it('takes the site from the host, never from a body field', async () => {
    const payload = validMessage({ siteId: WINE_SITE_ID, site_id: WINE_SITE_ID, idSite: WINE_SITE_ID });
    await postJson('/message', payload);
    expect((await messagesFrom(String(payload.email))).map((row) => row.site_id)).toEqual([MASSAGE_SITE_ID]);
    expect((await outboxRepliesTo(String(payload.email))).map((row) => row.site_id)).toEqual([
      MASSAGE_SITE_ID,
    ]);
  });

  it('trims the fields and stores an empty phone as no phone', async () => {
    const email = `${unique('espaces')}@example.fr`;
    const payload = validMessage({ firstname: '  Léa  ', email: `  ${email} `, phone: '' });
    const { status } = await postJson('/message', payload);
    expect(status).toBe(201);
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ firstname: 'Léa', email, phone: null });
  });

  it('accepts a message without a phone', async () => {
    const payload = validMessage();
    delete payload.phone;
    const { status } = await postJson('/message', payload);
    expect(status).toBe(201);
    expect((await messagesFrom(String(payload.email)))[0]?.phone).toBeNull();
  });
});

describe('POST /message refuses each invalid field with 400, a French message and data.errors[field]', () => {
  const cases: [field: string, description: string, value: unknown, french: RegExp][] = [
    ['firstname', 'missing', undefined, /prénom/],
    ['firstname', 'blank', '   ', /prénom/],
    ['firstname', 'over 100 characters', 'x'.repeat(101), /prénom/],
    ['firstname', 'not a string', 42, /prénom/],
    ['lastname', 'missing', undefined, /nom/],
    ['lastname', 'over 100 characters', 'x'.repeat(101), /nom/],
    ['email', 'missing', undefined, /e-mail/],
    ['email', 'not an address', 'pas-une-adresse', /e-mail/],
    ['email', 'two addresses', 'a@example.fr, b@example.fr', /e-mail/],
    ['phone', 'letters', 'appelez-moi', /téléphone/],
    ['phone', 'too short', '12', /téléphone/],
    ['subject', 'missing', undefined, /objet/i],
    ['subject', 'one character', 'a', /objet/i],
    ['subject', 'over 150 characters', 's'.repeat(151), /objet/i],
    ['body', 'missing', undefined, /message/i],
    ['body', 'under 10 characters', 'Bonjour', /message/i],
    ['body', 'over 5000 characters', 'b'.repeat(5001), /message/i],
  ];

  it.each(cases)('%s %s', async (field, _description, value, french) => {
    const before = await rowCounts();
    const payload = validMessage();
    if (value === undefined) delete payload[field];
    else payload[field] = value;
    const { status, body } = await postJson('/message', payload);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    const errors = (body.data as ErrorData).errors;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(french);
    expect(body.message).toBe(errors[field]);
    expect(await rowCounts()).toEqual(before);
  });

  it('names every invalid field at once', async () => {
    const before = await rowCounts();
    const { status, body } = await postJson('/message', { email: 'non', phone: 'x' });
    expect(status).toBe(400);
    expect(Object.keys((body.data as ErrorData).errors).sort()).toEqual(
      ['body', 'email', 'firstname', 'lastname', 'phone', 'subject'].sort(),
    );
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /message refuses a body that is not a JSON object with 400 and writes nothing', () => {
  it('answers a French message for malformed JSON', async () => {
    const before = await rowCounts();
    const { status, body } = await postRaw('{"firstname": "Camille", ');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      data: null,
      message: "Le corps de la requête n'est pas un JSON valide.",
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a French message for an empty body', async () => {
    const before = await rowCounts();
    const { status, body } = await postRaw('');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON|obligatoire/);
    expect(await rowCounts()).toEqual(before);
  });

  it.each(['[]', 'null', '"un message"', '42'])('answers a French message for the JSON %s', async (raw) => {
    const before = await rowCounts();
    const { status, body } = await postRaw(raw);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).not.toMatch(/invalid|expected|received/i);
    expect(body.message).toMatch(/[éèàç]|obligatoire|valide/);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a valid message sent without a JSON content type (415)', async () => {
    const before = await rowCounts();
    const { status, body } = await postRaw(JSON.stringify(validMessage()), 'text/plain');
    expect(status).toBe(415);
    expect(body.success).toBe(false);
    expect(body.message).toBe('Envoyez les données en JSON (en-tête « Content-Type: application/json »).');
    expect(await rowCounts()).toEqual(before);
  });
});
