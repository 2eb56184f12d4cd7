import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../../src/schema/content/message-admin';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { postJson, WINE_HOST } from '../support/http';

// The owner's inbox: messages sent through the contact form, unread first to notice, read and
// unread marks, deletion; another site's messages are never reachable.

let owner: string;
let member: string;
let wineOwner: string;

const send = (subject: string, host = 'localhost') =>
  postJson(
    '/message',
    {
      firstname: 'Élise',
      lastname: 'Garnier',
      email: 'elise.garnier@exemple.fr',
      subject,
      body: 'Bonjour, je souhaiterais réserver un massage assis pour notre équipe.',
    },
    host,
  );

beforeAll(async () => {
  [owner, member, wineOwner] = await Promise.all([
    adminLogin(ADMIN),
    login(MEMBER),
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
  expect((await send('Massage en entreprise')).status).toBe(201);
  expect((await send('Bon cadeau')).status).toBe(201);
  expect((await send('Visite de cave', WINE_HOST)).status).toBe(201);
});

type Inbox = { messages: InboxMessage[]; total: number; unread: number };

describe('the messages inbox', () => {
  it('lists the site’s messages, newest first, with the unread count', async () => {
    const { status, body } = await adminCall<Inbox>('GET', '/admin/message', owner);
    expect(status).toBe(200);
    expect(body.data.messages.map((message) => message.subject).slice(0, 2)).toEqual([
      'Bon cadeau',
      'Massage en entreprise',
    ]);
    expect(body.data.unread).toBe(body.data.total);
    expect(body.data.messages.some((message) => message.subject === 'Visite de cave')).toBe(false);
  });

  it('marks a message read then unread, and filters the unread ones', async () => {
    const [latest] = (await adminCall<Inbox>('GET', '/admin/message', owner)).body.data.messages;
    const read = await adminCall<InboxMessage>('PUT', `/admin/message/${latest!.id}/read`, owner, {
      read: true,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.readAt).not.toBeNull();
    const unreadOnly = (await adminCall<Inbox>('GET', '/admin/message?unread=true', owner)).body.data;
    expect(unreadOnly.messages.some((message) => message.id === latest!.id)).toBe(false);
    expect(unreadOnly.unread).toBe(unreadOnly.total);
    const unread = await adminCall<InboxMessage>('PUT', `/admin/message/${latest!.id}/read`, owner, {
      read: false,
    });
    expect(unread.body.data.readAt).toBeNull();
    const bad = await adminCall('PUT', `/admin/message/${latest!.id}/read`, owner, { read: 'oui' });
    expect(bad.status).toBe(400);
  });

  it("refuses members and never reaches another site's message", async () => {
    expect((await adminCall('GET', '/admin/message', member)).status).toBe(401);
    expect((await adminCall('GET', '/admin/message', null)).status).toBe(401);
    const wine = (await adminCall<Inbox>('GET', '/admin/message', wineOwner, undefined, WINE_HOST)).body.data
      .messages[0]!;
    expect((await adminCall('GET', `/admin/message/${wine.id}`, owner)).status).toBe(404);
    expect((await adminCall('PUT', `/admin/message/${wine.id}/read`, owner, { read: true })).status).toBe(
      404,
    );
    expect((await adminCall('DELETE', `/admin/message/${wine.id}`, owner)).status).toBe(404);
    const still = await env.DB.prepare('SELECT read_at FROM messages WHERE id = ?')
      .bind(wine.id)
      .first<{ read_at: string | null }>();
    expect(still).toEqual({ read_at: null });
  });

  it('deletes a message', async () => {
    const [latest] = (await adminCall<Inbox>('GET', '/admin/message', owner)).body.data.messages;
    expect((await adminCall('DELETE', `/admin/message/${latest!.id}`, owner)).status).toBe(200);
    expect((await adminCall('GET', `/admin/message/${latest!.id}`, owner)).status).toBe(404);
  });
});
