import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin, adminRequest } from '../support/accounts';
import { lastEmailTo, linkIn, memberCall, signedInMember } from '../support/account-members';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, postJson, uniqueIp, WINE_HOST } from '../support/http';

// Members sign in and change passwords: argon2id hashes take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The newsletter: lists, a member's subscription, the public double opt-in signup,
// the unsubscribe link without login, the admin calls and List-Unsubscribe reaching the mail API.

interface List {
  id: number;
  name: string;
  isDefault: boolean;
}

const address = () => `${unique('lecteur').toLowerCase()}@exemple.fr`;

async function lists(host = MASSAGE_HOST): Promise<List[]> {
  return (await api<List[]>('/user/newsletter/lists', { host })).body.data;
}

async function subscriber(email: string, siteId = MASSAGE_SITE_ID) {
  return env.DB.prepare(
    'SELECT id, confirmed_at, (SELECT COUNT(*) FROM newsletter_subscriptions s WHERE s.subscriber_id = n.id) AS lists FROM newsletter_subscribers n WHERE site_id = ? AND email = ?',
  )
    .bind(siteId, email)
    .first<{ id: number; confirmed_at: string | null; lists: number }>();
}

/** Signs up and follows the confirmation link of the e-mail; returns the token of the link. */
async function confirmedSignup(email: string, host = MASSAGE_HOST): Promise<void> {
  expect((await postJson('/newsletter/subscribe', { email }, host)).status).toBe(200);
  const mail = await lastEmailTo(email);
  const token = new URL(linkIn(mail?.text_body ?? '', '/newsletter/confirmation')).searchParams.get('token');
  expect((await postJson('/newsletter/confirm', { token }, host)).status).toBe(200);
}

async function sendLetter(listId: number, subject: string) {
  const token = await adminLogin(ADMIN);
  return adminCall<{ queued: number }>('POST', '/admin/newsletter/send', token, {
    listId,
    subject,
    body: 'Bonjour,\n\nLes ateliers d’automne commencent le 4 octobre.',
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /user/newsletter/lists', () => {
  it('lists the site’s own lists, default ones marked', async () => {
    const massage = await lists();
    expect(massage.map((list) => list.name)).toEqual([
      'La lettre bien-être',
      'Disponibilités et offres du moment',
    ]);
    expect(massage[0]?.isDefault).toBe(true);
    const wine = await lists(WINE_HOST);
    expect(wine.map((list) => list.name)).toContain('Les nouvelles du domaine');
    expect(wine.some((list) => massage.some((other) => other.id === list.id))).toBe(false);
  });

  it('answers 404 when the site has the newsletter switched off', async () => {
    await env.DB.prepare(
      "UPDATE parameters SET value = 'false' WHERE site_id = ? AND type = 'NEWSLETTER_ENABLED'",
    )
      .bind(WINE_SITE_ID)
      .run();
    try {
      const { status, body } = await api('/user/newsletter/lists', { host: WINE_HOST });
      expect(status).toBe(404);
      expect(body.message).toMatch(/n'est pas proposée/);
    } finally {
      await env.DB.prepare(
        "UPDATE parameters SET value = 'true' WHERE site_id = ? AND type = 'NEWSLETTER_ENABLED'",
      )
        .bind(WINE_SITE_ID)
        .run();
    }
  });
});

describe('GET|PUT /user/newsletter/subscription', () => {
  it('sets and reads the member’s lists; an empty list unsubscribes', async () => {
    const member = await signedInMember();
    const [first, second] = await lists();
    expect((await memberCall(member, 'GET', '/user/newsletter/subscription')).body.data).toEqual({
      lists: [],
    });
    const put = await memberCall(member, 'PUT', '/user/newsletter/subscription', {
      lists: [first?.id, second?.id],
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ lists: [first?.id, second?.id].sort((a = 0, b = 0) => a - b) });
    await memberCall(member, 'PUT', '/user/newsletter/subscription', { lists: [second?.id] });
    expect((await memberCall(member, 'GET', '/user/newsletter/subscription')).body.data).toEqual({
      lists: [second?.id],
    });
    await memberCall(member, 'PUT', '/user/newsletter/subscription', { lists: [] });
    expect(await subscriber(member.email)).toBeNull();
  });

  it('refuses another site’s list (400) and anonymous calls (401)', async () => {
    const member = await signedInMember();
    const [wineList] = await lists(WINE_HOST);
    const refused = await memberCall(member, 'PUT', '/user/newsletter/subscription', {
      lists: [wineList?.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/n'existe pas sur ce site/);
    expect((await api('/user/newsletter/subscription')).status).toBe(401);
  });

  it('refuses a token of another site', async () => {
    const wine = await signedInMember(WINE_SITE_ID);
    const { status } = await memberCall(
      wine,
      'GET',
      '/user/newsletter/subscription',
      undefined,
      MASSAGE_HOST,
    );
    expect(status).toBe(401);
  });
});

describe('POST /newsletter/subscribe (double opt-in)', () => {
  it('queues a confirmation e-mail; the address counts only once the link is followed', async () => {
    const email = address();
    const { status, body } = await postJson('/newsletter/subscribe', { email });
    expect(status).toBe(200);
    expect(body.message).toMatch(/cliquez sur le lien/);
    const pending = await subscriber(email);
    expect(pending?.confirmed_at).toBeNull();
    expect(pending?.lists).toBe(0);

    const mail = await lastEmailTo(email);
    expect(mail?.subject).toMatch(/Confirmez votre inscription/);
    const link = new URL(linkIn(mail?.text_body ?? '', '/newsletter/confirmation'));
    expect(link.host).toBe('localhost');
    const token = link.searchParams.get('token');
    expect((await postJson('/newsletter/confirm', { token })).status).toBe(200);
    const confirmed = await subscriber(email);
    expect(confirmed?.confirmed_at).not.toBeNull();
    expect(confirmed?.lists).toBe(1); // the default list

    // A link serves once.
    const again = await postJson('/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/plus valable/);
  });

  it('answers the same whether the address is new or already subscribed', async () => {
    const email = address();
    await confirmedSignup(email);
    const fresh = await postJson('/newsletter/subscribe', { email: address() });
    const known = await postJson('/newsletter/subscribe', { email });
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
  });

  it('refuses a confirmation token on another site', async () => {
    const email = address();
    await postJson('/newsletter/subscribe', { email });
    const token = new URL(
      linkIn((await lastEmailTo(email))?.text_body ?? '', '/newsletter/confirmation'),
    ).searchParams.get('token');
    expect((await postJson('/newsletter/confirm', { token }, WINE_HOST)).status).toBe(400);
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });

  it('validates the address and the lists in French', async () => {
    const invalid = await postJson('/newsletter/subscribe', { email: 'pas-une-adresse' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("L'adresse e-mail n'est pas valide.");
    const [wineList] = await lists(WINE_HOST);
    const foreign = await postJson('/newsletter/subscribe', { email: address(), lists: [wineList?.id] });
    expect(foreign.status).toBe(400);
  });

  it('is rate-limited per client address (the 6th signup within the hour is refused)', async () => {
    const ip = uniqueIp();
    for (let index = 0; index < 5; index++)
      expect((await postJson('/newsletter/subscribe', { email: address() }, MASSAGE_HOST, ip)).status).toBe(
        200,
      );
    const refused = await postJson('/newsletter/subscribe', { email: address() }, MASSAGE_HOST, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Réessayez/);
  });

  it('sends at most 3 confirmation e-mails a day to one address, silently', async () => {
    const email = address();
    for (let index = 0; index < 4; index++)
      expect((await postJson('/newsletter/subscribe', { email })).status).toBe(200);
    const sent = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(sent?.n).toBe(3);
  });
});

describe('sending a newsletter and unsubscribing', () => {
  it('queues one e-mail per confirmed subscriber, each with List-Unsubscribe headers and its own link', async () => {
    const [list] = await lists();
    const confirmed = address();
    const pending = address();
    await confirmedSignup(confirmed);
    await postJson('/newsletter/subscribe', { email: pending });
    const subject = unique('Lettre d’automne');
    const { status, body } = await sendLetter(list?.id ?? 0, subject);
    expect(status).toBe(200);
    expect(body.data.queued).toBeGreaterThanOrEqual(1);
    const mail = await lastEmailTo(confirmed);
    expect(mail?.subject).toBe(subject);
    const headers = JSON.parse(mail?.headers ?? '{}') as Record<string, string>;
    const link = linkIn(mail?.text_body ?? '', '/mon-compte/desinscription');
    expect(headers['List-Unsubscribe']).toBe(`<${link}>`);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await lastEmailTo(pending))?.subject).not.toBe(subject); // unconfirmed: nothing
  });

  it('unsubscribes with the link’s token, without being signed in', async () => {
    const [list] = await lists();
    const email = address();
    await confirmedSignup(email);
    await sendLetter(list?.id ?? 0, unique('Lettre'));
    const token = new URL(
      linkIn((await lastEmailTo(email))?.text_body ?? '', '/mon-compte/desinscription'),
    ).searchParams.get('token');
    expect((await postJson('/newsletter/unsubscribe', { token: `${token}x` })).status).toBe(400);
    expect((await postJson('/newsletter/unsubscribe', { token }, WINE_HOST)).status).toBe(400);
    const { status, body } = await postJson('/newsletter/unsubscribe', { token });
    expect(status).toBe(200);
    expect(body.message).toMatch(/désinscrit/);
    expect(await subscriber(email)).toBeNull();
  });

  it('the mail consumer hands List-Unsubscribe to the mail API', async () => {
    const [list] = await lists();
    const email = address();
    await confirmedSignup(email);
    await sendLetter(list?.id ?? 0, unique('Lettre envoyée'));
    const row = await lastEmailTo(email);
    const sent: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const message = {
      body: { siteId: MASSAGE_SITE_ID, outboxId: row?.id ?? 0 },
      ack: vi.fn(),
      retry: vi.fn(),
    };
    await consumeMail({ messages: [message], queue: 'mail' } as unknown as MessageBatch<MailJob>, {
      ...env,
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'cle',
    });
    expect(message.ack).toHaveBeenCalled();
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': `<${linkIn(row?.text_body ?? '', '/mon-compte/desinscription')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('/api/admin/newsletter…', () => {
  it('refuses anonymous (401), members (403) and another site’s admin', async () => {
    expect((await adminCall('GET', '/admin/newsletter/lists', null)).status).toBe(401);
    const member = await login(MEMBER);
    expect((await adminCall('GET', '/admin/newsletter/lists', member)).status).toBe(401);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect((await adminCall('GET', '/admin/newsletter/lists', wineAdmin)).status).toBe(403);
    const [wineList] = await lists(WINE_HOST);
    const admin = await adminLogin(ADMIN);
    expect((await adminCall('DELETE', `/admin/newsletter/lists/${wineList?.id}`, admin)).status).toBe(404);
    expect(
      (await adminCall('PUT', `/admin/newsletter/lists/${wineList?.id}`, admin, { name: 'Volée' })).status,
    ).toBe(404);
    expect((await sendLetter(wineList?.id ?? 0, 'Pas ici')).status).toBe(404);
  });

  it('creates, renames and deletes a list, bumping the content version each time', async () => {
    const token = await adminLogin(ADMIN);
    const version = async () =>
      (
        await env.DB.prepare('SELECT content_version AS v FROM sites WHERE id = ?')
          .bind(MASSAGE_SITE_ID)
          .first<{ v: number }>()
      )?.v ?? 0;
    const before = await version();
    const name = unique('Ateliers');
    const created = await adminCall<List>('POST', '/admin/newsletter/lists', token, {
      name,
      description: 'Les ateliers',
    });
    expect(created.status).toBe(201);
    expect(await version()).toBe(before + 1);
    const duplicate = await adminCall('POST', '/admin/newsletter/lists', token, { name });
    expect(duplicate.status).toBe(409);
    const renamed = await adminCall<List>('PUT', `/admin/newsletter/lists/${created.body.data.id}`, token, {
      name: `${name} (printemps)`,
    });
    expect(renamed.body.data.name).toBe(`${name} (printemps)`);
    expect((await lists()).map((list) => list.name)).toContain(`${name} (printemps)`);
    expect((await adminCall('DELETE', `/admin/newsletter/lists/${created.body.data.id}`, token)).status).toBe(
      200,
    );
    expect(await version()).toBe(before + 3);
    expect((await lists()).map((list) => list.id)).not.toContain(created.body.data.id);
    const empty = await adminCall('POST', '/admin/newsletter/lists', token, { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Le nom de la liste est obligatoire.');
  });

  it('lists subscribers with their status and exports them as CSV', async () => {
    const email = address();
    await confirmedSignup(email);
    const pending = address();
    await postJson('/newsletter/subscribe', { email: pending });
    const token = await adminLogin(ADMIN);
    const page = await adminCall<{ subscribers: { email: string; confirmed: boolean }[]; total: number }>(
      'GET',
      '/admin/newsletter/subscribers',
      token,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.subscribers.find((row) => row.email === email)?.confirmed).toBe(true);
    expect(page.body.data.subscribers.find((row) => row.email === pending)?.confirmed).toBe(false);
    const confirmedOnly = await adminCall<{ subscribers: { email: string }[] }>(
      'GET',
      '/admin/newsletter/subscribers?confirmed=true',
      token,
    );
    expect(confirmedOnly.body.data.subscribers.map((row) => row.email)).not.toContain(pending);

    const csv = await adminRequest('/api/admin/newsletter/subscribers/export', {
      headers: { authorization: token },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe('"email";"statut";"inscrit le";"confirmé le";"listes"');
    expect(text).toContain(`"${email}";"confirmé"`);
    expect(text).toContain('La lettre bien-être');
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const wineCsv = await adminRequest('/api/admin/newsletter/subscribers/export', {
      host: WINE_HOST,
      headers: { authorization: wine },
    });
    expect(await wineCsv.text()).not.toContain(email);
  });
});
