import { Hono, type Context } from 'hono';
import { escapeHtml } from '../../src/domain/shared/rich-text';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { localInboxOpen } from '../mail/local-inbox';
import {
  emptyLocalInbox,
  localInboxMessage,
  localInboxMessages,
  outboxAttachments,
  type LocalInboxMessage,
} from '../provider/shared/public';

// The local inbox on the admin host of a development machine (worker/mail/local-inbox.ts says
// when it is open): /inbox lists the e-mails delivered locally, newest first, like a mail
// client; /inbox/{id} shows one with its headers, its HTML part (in a sandboxed frame, its own
// policy: no script, no form, nothing of the admin's origin), its text part and its files.
// Closed (every deployed Worker): 404, as if it did not exist.

const LIST_LIMIT = 200;

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#f6f6f8}
header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#243b53;color:#fff}
header h1{font-size:1.1rem;margin:0}header a{color:#fff}
main{display:grid;grid-template-columns:minmax(16rem,26rem) 1fr;min-height:calc(100vh - 3.2rem)}
@media (max-width:48rem){main{grid-template-columns:1fr}}
nav ol{list-style:none;margin:0;padding:0;border-right:1px solid #d6d6de;background:#fff}
nav li a{display:block;padding:.6rem 1rem;border-bottom:1px solid #ececf1;color:inherit;text-decoration:none}
nav li a:hover,nav li a:focus{background:#eef2f7}nav li a[aria-current=page]{background:#dbe7f3}
nav .who{display:flex;justify-content:space-between;gap:.5rem;font-size:.85rem;color:#4a4a55}
nav .subject{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
article{padding:1rem 1.25rem;min-width:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0 0 1rem}dt{color:#4a4a55}dd{margin:0;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:.25rem 0 .75rem}h3{font-size:1rem;margin:1.25rem 0 .5rem}
iframe{width:100%;height:32rem;border:1px solid #d6d6de;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d6d6de;padding:.75rem}
button{font:inherit;padding:.3rem .8rem;border-radius:4px;border:1px solid #fff;background:transparent;color:#fff;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
.empty{padding:1rem}`;

/** The inbox's pages: inline style only, no script, frames from this origin only. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** The HTML part of an e-mail: shown, never run (the frame is sandboxed too). */
const PART_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data: https:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const dateTime = (unix: number) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(new Date(unix * 1000));

function page(
  c: Context<AppEnv>,
  title: string,
  messages: LocalInboxMessage[],
  body: string,
  current?: number,
) {
  const list =
    messages.length === 0
      ? '<p class="empty">Aucun e-mail pour l’instant. Ceux que la plateforme envoie arrivent ici.</p>'
      : `<ol>${messages
          .map(
            (message) =>
              `<li><a href="/inbox/${message.id}"${message.id === current ? ' aria-current="page"' : ''}>` +
              `<span class="who"><span>${escapeHtml(message.to_address)}</span><time>${dateTime(message.received_at)}</time></span>` +
              `<span class="subject">${escapeHtml(message.subject)}</span></a></li>`,
          )
          .join('')}</ol>`;
  c.header('content-security-policy', PAGE_POLICY);
  c.header('cache-control', 'no-store');
  return c.html(`<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Boîte de réception locale</title>
<meta name="description" content="Les e-mails envoyés par la plateforme sur cette machine de développement.">
<style>${STYLE}</style></head><body>
<header><h1><a href="/inbox">Boîte de réception locale</a> <small>(${messages.length})</small></h1>
<form method="post" action="/inbox/empty"><button type="submit">Tout supprimer</button></form></header>
<main><nav aria-label="E-mails reçus">${list}</nav><article>${body}</article></main></body></html>`);
}

function messageView(message: LocalInboxMessage): string {
  const rows: [string, string | null][] = [
    ['De', message.from_header],
    ['À', message.to_address],
    ['Répondre à', message.reply_to],
    ['Site', message.site_name ?? String(message.site_id)],
    ['Reçu le', dateTime(message.received_at)],
  ];
  const headers = message.headers ? (JSON.parse(message.headers) as Record<string, string>) : {};
  for (const [name, value] of Object.entries(headers)) rows.push([name, value]);
  const files = outboxAttachments(message.attachments);
  return `<h2>${escapeHtml(message.subject)}</h2>
<dl>${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>
${
  files.length > 0
    ? `<h3>Pièces jointes</h3><ul>${files
        .map(
          (file, index) =>
            `<li><a href="/inbox/${message.id}/files/${index}" download="${escapeHtml(file.filename)}">` +
            `${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
        )
        .join('')}</ul>`
    : ''
}
${
  message.html_body
    ? `<h3>Version HTML</h3><iframe title="Version HTML de l’e-mail" sandbox src="/inbox/${message.id}/html"></iframe>`
    : ''
}
<h3>Version texte</h3><pre>${escapeHtml(message.text_body)}</pre>`;
}

async function found(c: Context<AppEnv>): Promise<LocalInboxMessage> {
  const id = Number(c.req.param('id'));
  const message = Number.isSafeInteger(id) && id > 0 ? await localInboxMessage(c.env.DB, id) : null;
  if (!message) throw notFound('Cet e-mail n’est pas dans la boîte de réception locale.');
  return message;
}

export const localInboxRoutes = new Hono<AppEnv>()
  .use('/inbox/*', async (c, next) => {
    if (!localInboxOpen(c.env)) throw notFound('Cette page n’existe pas sur l’hôte d’administration.');
    await next();
  })
  .use('/inbox', async (c, next) => {
    if (!localInboxOpen(c.env)) throw notFound('Cette page n’existe pas sur l’hôte d’administration.');
    await next();
  })
  .get('/inbox', async (c) => {
    const messages = await localInboxMessages(c.env.DB, LIST_LIMIT);
    const newest = messages[0];
    return page(
      c,
      'E-mails reçus',
      messages,
      newest ? messageView(newest) : '<h2>Boîte vide</h2>',
      newest?.id,
    );
  })
  .post('/inbox/empty', async (c) => {
    // Only the inbox's own form: another origin's page cannot empty it.
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin)
      throw notFound('Cette page n’existe pas sur l’hôte d’administration.');
    await emptyLocalInbox(c.env.DB);
    return c.redirect('/inbox', 303);
  })
  .get('/inbox/:id{[0-9]+}', async (c) => {
    const message = await found(c);
    return page(
      c,
      message.subject,
      await localInboxMessages(c.env.DB, LIST_LIMIT),
      messageView(message),
      message.id,
    );
  })
  .get('/inbox/:id{[0-9]+}/html', async (c) => {
    const message = await found(c);
    if (!message.html_body) throw notFound('Cet e-mail n’a pas de version HTML.');
    c.header('content-security-policy', PART_POLICY);
    c.header('cache-control', 'no-store');
    return c.html(message.html_body);
  })
  .get('/inbox/:id{[0-9]+}/files/:index{[0-9]+}', async (c) => {
    const message = await found(c);
    const file = outboxAttachments(message.attachments)[Number(c.req.param('index'))];
    if (!file) throw notFound('Cette pièce jointe n’existe pas.');
    const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
    return new Response(bytes, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
        'cache-control': 'no-store',
      },
    });
  });
