import type { RouteConfig } from '@hono/zod-openapi';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../../src/schema/shared/envelope';
import { providerApp } from '../../../worker/provider/app';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { insertForm, insertSubmissionWithFile } from '../support/forms';
import { insertNews } from '../support/news';
import { linkTranslation } from '../support/translations';
import { sampleAppointmentPath } from '../support/booking';
import { tokenHash as feedTokenHash } from '../../../worker/provider/booking/booking-token';
import { api, MASSAGE_HOST, postJson, request, WINE_HOST } from '../support/http';
import { cardId, issuedCard, purchase } from '../support/gift-cards';
import { pdfToken } from '../../../worker/provider/gift-cards/gift-card-code';
import { adminLogin, adminRequest, OPERATOR, siteIdAt } from '../support/accounts';
import { SHOP_NOT_FOUND } from '../../../worker/provider/shared/shop-guard';
import { blankSiteRoute } from '../../../worker/admin-host/blank-site.openapi';

// The provider API documented from the same zod schemas its routes validate with.

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await request('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.json<OpenApiDocument>();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function documentedRoutes(): RouteConfig[] {
  return providerApp.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [definition.route] : [],
  );
}

/** The zod schema a route documents for a status and media type. */
function responseSchema(route: RouteConfig, status: number, media = 'application/json'): z.ZodType {
  const response = route.responses[status];
  const content = response && 'content' in response ? response.content?.[media] : undefined;
  const schema = content && 'schema' in content ? content.schema : undefined;
  if (!(schema instanceof z.ZodType))
    throw new Error(`${route.method} ${route.path}: no ${status} ${media} schema`);
  return schema;
}

/**
 * Paths of the keys an answer carries that its documented schema does not declare: zod drops
 * them while parsing, so an answer that only parsed would pass with fields nobody documented.
 */
function undeclaredKeys(raw: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed))
    return raw.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${at}[${index}]`)).slice(0, 5);
  if (typeof raw !== 'object' || raw === null || typeof parsed !== 'object' || parsed === null) return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(raw as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? undeclaredKeys(value, kept[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

async function signIn(host: string, email: string, password: string): Promise<string> {
  const { status, body } = await api<{ token: string }>('/login', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(status).toBe(200);
  return body.data.token;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document served at /api', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(documentedOperations(document)).toContain('GET /parameter/{type}');
  });

  it('documents every route of the provider app, and only those', async () => {
    const routes = providerApp.routes
      .filter((route) => HTTP_METHODS.includes(route.method))
      .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(10);
    // The admin host serves the blank-site call ahead of the provider app (it needs no site).
    routes.push(`POST ${blankSiteRoute.path}`);
    expect(documentedOperations(await openApiDocument())).toEqual([...new Set(routes)].sort());
  });

  it('documents how admin calls authenticate: the Authorization header or the token cookie', async () => {
    const document = await openApiDocument();
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'token' },
    });
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const [, item] of admin) {
      for (const operation of Object.values(item)) {
        expect(operation.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
        // A success (200, or 201 for a creation) and the two refusals.
        expect(Object.keys(operation.responses).some((status) => /^20[01]$/.test(status))).toBe(true);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });

  it('documents the envelope around the data and the failure envelope', async () => {
    const document = await openApiDocument();
    const operation = document.paths['/parameter/{type}']?.get;
    expect(JSON.stringify(operation?.responses['200'])).toContain('"success"');
    expect(JSON.stringify(operation?.responses['404'])).toContain('"errors"');
  });

  it('says what the gift card codes of a booking and of an order pay, and in what order', async () => {
    const text = JSON.stringify(await openApiDocument());
    expect(text).toContain('elles paient le prépaiement ou l’acompte l’une après l’autre');
    expect(text).toContain('le reste se paie par carte bancaire');
    expect(text).toContain(
      'elles paient la commande livraison comprise, l’une après l’autre, jamais en dessous de zéro',
    );
  });
});

describe('real answers match their documented schemas', () => {
  // A concrete URL for every documented GET, per sample site; a new GET route needs one here.
  async function samplePath(path: string, host: string): Promise<string> {
    switch (path) {
      case '/page/{id}': {
        const tree = await api<Record<string, { id: number }[]>>('/page', { host });
        const first = Object.values(tree.body.data).flat()[0];
        if (!first) throw new Error(`no page on ${host}`);
        return `/page/${first.id}`;
      }
      case '/parameter/{type}':
        return '/parameter/company_name';
      case '/component/conf/{slug}':
        return '/component/conf/footer';
      case '/cities/{search}/{idCountry}': {
        const countries = await api<{ countries: { id: number }[] }>('/countries?alphaTwo=FR', { host });
        return `/cities/lyo/${countries.body.data.countries[0]?.id ?? 0}`;
      }
      case '/forms/{id}': // forms
        return `/forms/${await insertForm(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID)}`;
      case '/admin/translation/{entity}/{id}': // translations: a form's fields
        return `/admin/translation/form/${await insertForm(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID)}`;
      case '/admin/forms/{id}/submissions':
        return `/admin/forms/${await insertForm(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID)}/submissions`;
      case '/admin/forms/submissions/{submissionId}/files/{fileId}': {
        const stored = await insertSubmissionWithFile(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID);
        return `/admin/forms/submissions/${stored.submissionId}/files/${stored.fileId}`;
      }
      // elements, addresses, reviews, external apps
      case '/element/{route}':
      case '/element/{route}/{id}':
      case '/admin/element/list/{listId}/item':
      case '/admin/element/list/{listId}/item/{elementId}/registration': {
        const [list] = (await api<{ id: number; route: string }[]>('/element', { host })).body.data;
        const items = await api<{ items: { id: number }[] }>(`/element/${list?.route}`, { host });
        const id = items.body.data.items[0]?.id ?? 0;
        return path
          .replace('{route}', list?.route ?? '')
          .replace('{listId}', String(list?.id ?? 0))
          .replace('{id}', String(id))
          .replace('{elementId}', String(id));
      }
      case '/external-app/{app}/config/public':
        return '/external-app/google-reviews/config/public';
      case '/album/{id}':
      case '/admin/album/{id}': {
        const albums = await api<{ albums: { id: number }[] }>('/album', { host });
        return path.replace('{id}', String(albums.body.data.albums[0]?.id ?? 0));
      }
      case '/admin/footer-logo/{id}': {
        const logos = await api<{ footerLogos: { id: number }[] }>('/footer-logo', { host });
        return path.replace('{id}', String(logos.body.data.footerLogos[0]?.id ?? 0));
      }
      case '/service/{id}':
      case '/admin/service/{id}': {
        // The wine site has no service of its own in the sample data: give it one.
        const services = await api<{ services: { id: number }[] }>('/service', { host });
        const first = services.body.data.services[0]?.id;
        if (first !== undefined) return path.replace('{id}', String(first));
        const row = await env.DB.prepare(
          "INSERT INTO services (site_id, title) VALUES ((SELECT site_id FROM site_domains WHERE host = ?), 'Visite') RETURNING id",
        )
          .bind(host)
          .first<{ id: number }>();
        return path.replace('{id}', String(row?.id ?? 0));
      }
      // admin panel: pages and the platform operator
      case '/admin/page/{idPage}':
      case '/admin/page/{idPage}/layout/{idLayout}/preview': {
        const siteId = host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID;
        const page = await env.DB.prepare('SELECT MIN(id) AS id FROM pages WHERE site_id = ?')
          .bind(siteId)
          .first<{ id: number }>();
        const id = String(page?.id ?? 0);
        if (path.endsWith('/preview')) {
          const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
          await env.MEDIA.put(`site/${siteId}/page-preview/${id}`, png, {
            httpMetadata: { contentType: 'image/png' },
          });
        }
        return path.replace('{idPage}', id).replace('{idLayout}', id);
      }
      case '/admin/message/{id}': {
        const siteId = host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID;
        const row = await env.DB.prepare(
          `INSERT INTO messages (site_id, firstname, lastname, email, subject, body)
           VALUES (?, 'Paul', 'Roux', 'paul.roux@exemple.fr', 'Question', 'Bonjour, une question.') RETURNING id`,
        )
          .bind(siteId)
          .first<{ id: number }>();
        return `/admin/message/${row?.id ?? 0}`;
      }
      case '/admin/email/{id}': {
        const siteId = host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID;
        const row = await env.DB.prepare(
          `INSERT INTO email_outbox (site_id, to_address, subject, text_body, html_body)
           VALUES (?, 'paul.roux@exemple.fr', 'Bienvenue', 'Bonjour Paul,', '<p>Bonjour Paul,</p>') RETURNING id`,
        )
          .bind(siteId)
          .first<{ id: number }>();
        return `/admin/email/${row?.id ?? 0}`;
      }
      case '/admin/member/{id}': {
        // people: the site's owner reads their own member record
        const email =
          host === WINE_HOST
            ? 'proprietaire@domaine-coteaux.example'
            : 'proprietaire@massages-bien-etre.example';
        const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
          .bind(email)
          .first<{ id: number }>();
        return `/admin/member/${row?.id ?? 0}`;
      }
      case '/admin/platform/site/{idSite}':
      case '/admin/platform/site/{idSite}/user':
        return path.replace('{idSite}', String(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID));
      case '/search': // search: q is required
        return '/search?q=vin';
      case '/site/visit/{source}':
        return '/site/visit/openapi-test?path=/';
      case '/news/{id}':
      case '/admin/news/{id}': {
        const list = await api<{ news: { id: number }[] }>('/news?nbItem=1', { host });
        return path.replace('{id}', String(list.body.data.news[0]?.id ?? 0));
      }
      // publishing: the state and revisions of the host's latest news item (one revision given)
      case '/admin/{type}/{id}/draft':
      case '/admin/{type}/{id}/revisions':
      case '/admin/{type}/{id}/revisions/{rev}': {
        const list = await api<{ news: { id: number }[] }>('/news?nbItem=1', { host });
        const id = list.body.data.news[0]?.id ?? 0;
        await env.DB.prepare(
          `INSERT OR IGNORE INTO content_revisions (site_id, type, item_id, locale, rev, fields, summary, created_at)
           SELECT site_id, 'news', id, locale, 1, '{"title":"Titre"}', 'titre', '2026-12-01T08:00:00.000Z'
             FROM news WHERE id = ?`,
        )
          .bind(id)
          .run();
        return path.replace('{type}', 'news').replace('{id}', String(id)).replace('{rev}', '1');
      }
      case '/admin/publications': {
        const news = await env.DB.prepare('SELECT id FROM news WHERE site_id = ? ORDER BY id LIMIT 2')
          .bind(host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID)
          .all<{ id: number }>();
        return `/admin/publications?type=news&ids=${news.results.map((row) => row.id).join(',') || '1'}`;
      }
      case '/admin/platform/user/{idUser}': {
        const siteId = host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID;
        const row = await env.DB.prepare('SELECT id FROM users WHERE site_id = ? ORDER BY id LIMIT 1')
          .bind(siteId)
          .first<{ id: number }>();
        return `/admin/platform/user/${row?.id ?? 0}`;
      }
      // admin panel, content section: one record of each kind on the host's site, read by id
      case '/admin/blog/folder/{id}':
      case '/admin/blog/article/{id}':
      case '/admin/element/list/{listId}':
      case '/admin/element/list/{listId}/item/{elementId}':
      case '/admin/forms/{id}':
      case '/admin/review/{id}':
      case '/admin/address/{id}':
        return contentAdminSample(path, host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID);
      // blog: the sample blog's first folder and article (the wine site's blog is off: 404)
      case '/blog/folder/list/{id}':
      case '/blog/folder/{id}':
      case '/blog/folder/ariane/{id}':
      case '/blog/ariane/{id}':
      case '/blog/{id}':
        return path.replace('{id}', '1');
      // shop: catalogue (the demo catalogue's first product; the massage site has no shop: 404)
      case '/product/{id}':
      case '/v2/product/recommended/{id}':
      case '/admin/product/{id}':
      case '/admin/product/declination/{id}/stock':
        return path.replace('{id}', '1');
      // checkout: orders (a paid order of the signed-in admin; the massage site has no shop: 404)
      case '/user/orders/{id}':
      case '/user/orders/{id}/invoice':
      case '/admin/order/{id}':
      case '/admin/order/{id}/invoice':
      case '/admin/order/{id}/packing-slip':
        return path.replace('{id}', String(host === WINE_HOST ? await insertPaidOrderOfWineAdmin() : 1));
      // shop: cart (the technical file of the first product and of its first declination)
      case '/product/generate/file/{id}':
      case '/product/generate/file/{id}/{idDeclination}':
        return path.replace('{id}', '1').replace('{idDeclination}', '1');
      // checkout: delivery (the demo estate's first pick-up address; the massage site has no shop: 404)
      case '/click-and-collect/slots':
      case '/admin/click-and-collect/{idAddress}/schedules': {
        const row = await env.DB.prepare(
          "SELECT id FROM company_addresses WHERE site_id = ? AND name = 'Domaine et caveau'",
        )
          .bind(WINE_SITE_ID)
          .first<{ id: number }>();
        const id = String(row?.id ?? 0);
        return path === '/click-and-collect/slots'
          ? `${path}?idAddress=${id}`
          : path.replace('{idAddress}', id);
      }
      // booking: the sample services' slots, and an appointment booked for the sample
      case '/booking/slots':
        return `/booking/slots?service=${host === WINE_HOST ? 9 : 1}&from=${new Date().toISOString().slice(0, 10)}&days=7`;
      case '/booking/{reference}':
      case '/booking/{reference}/ics':
        return sampleAppointmentPath(path, host);
      // gift cards: a card of the host's site, as a visitor buys it
      case '/admin/gift-card/{id}': {
        const bought = await postJson('/gift-card', purchase(), host);
        return `/admin/gift-card/${await cardId(host, (bought.body.data as { reference: string }).reference)}`;
      }
      case '/admin/booking/service/{id}': // booking: the sample services
        return `/admin/booking/service/${host === WINE_HOST ? 9 : 1}`;
      case '/admin/booking/appointment/{reference}': {
        const manage = await sampleAppointmentPath('/booking/{reference}', host);
        return `/admin/booking/appointment/${manage.split('/')[2]?.split('?')[0] ?? ''}`;
      }
      case '/booking/feed/{file}': {
        const token = 'openapi-sample-feed-token-0123456789abcdef';
        await env.DB.prepare(
          `INSERT INTO booking_feed_tokens (site_id, token_hash) VALUES (?, ?)
           ON CONFLICT (site_id) DO UPDATE SET token_hash = excluded.token_hash`,
        )
          .bind(await siteIdAt(host), await feedTokenHash(token))
          .run();
        return `/booking/feed/${token}.ics`;
      }
      case '/gift-card/{reference}/pdf': {
        const card = await issuedCard(host);
        const token = await pdfToken(env.GIFT_CARD_CODE_SECRET, await siteIdAt(host), card.reference);
        return `/gift-card/${card.reference}/pdf?token=${token}`;
      }
      // translations: an English news item of the host's site against its French original
      case '/admin/translation-review/{entity}/{id}': {
        const siteId = await siteIdAt(host);
        const original = await insertNews(siteId, { title: 'Actualité traduite' });
        const english = await insertNews(siteId, { title: 'Translated news', locale: 'en_GB' });
        await linkTranslation('news', english, original);
        return `/admin/translation-review/news/${english}`;
      }
      default:
        if (path.includes('{')) throw new Error(`no sample for ${path}`);
        return path;
    }
  }

  const getRoutes = documentedRoutes().filter((route) => route.method === 'get');

  it.each([MASSAGE_HOST, WINE_HOST])(
    'every documented GET on %s',
    async (host) => {
      const owner =
        host === WINE_HOST
          ? { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' }
          : { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
      const token = await signIn(host, owner.email, owner.password);
      // Admin calls go to the admin host with an admin session: the owner's, and on
      // the massage site's turn the operator's for the platform calls; the wine owner is refused.
      const ownerAdmin = await adminLogin(owner, host);
      const operator = host === MASSAGE_HOST ? await adminLogin(OPERATOR, host) : null;
      expect(getRoutes.length).toBeGreaterThan(8);
      const undeclared: string[] = [];
      for (const route of getRoutes) {
        const path = await samplePath(route.path, host);
        const forOperator = route.path.startsWith('/admin/platform/');
        const admin = route.path.startsWith('/admin/');
        const bearer = forOperator && operator !== null ? operator : admin ? ownerAdmin : token;
        const response = admin
          ? await adminRequest(`/api${path}`, { host, headers: { authorization: `Bearer ${bearer}` } })
          : await request(`/api${path}`, { host, headers: { authorization: `Bearer ${bearer}` } });
        if (forOperator && operator === null) {
          expect(response.status, `${route.path} on ${host}`).toBe(403);
          expect(responseSchema(route, 403).safeParse(await response.json()).success).toBe(true);
          continue;
        }
        const success = Object.keys(route.responses)
          .map(Number)
          .find((status) => status < 300);
        // The wine site's blog is switched off: its public blog calls are documented 404s.
        if (host === WINE_HOST && route.path.startsWith('/blog/')) {
          expect(response.status, `${route.path} on ${host}`).toBe(404);
          expect(responseSchema(route, 404).safeParse(await response.json()).success).toBe(true);
          continue;
        }
        // Shop routes answer the documented 404 on a site that is not e-commerce (requireShop).
        if (host === MASSAGE_HOST && response.status === 404) {
          const body: unknown = await response.clone().json();
          if ((body as { message?: string }).message === SHOP_NOT_FOUND) {
            expect(responseSchema(route, 404).safeParse(body).success, `${route.path} on ${host}`).toBe(true);
            continue;
          }
        }
        expect(response.status, `${route.path} on ${host}`).toBe(success);
        if (route.path === '/doc') {
          expect(response.headers.get('content-type')).toMatch(/^text\/html/);
          continue;
        }
        if (route.path === '/admin/page/{idPage}/layout/{idLayout}/preview') {
          expect(response.headers.get('content-type')).toBe('image/png'); // an image, not JSON
          continue;
        }
        if (
          route.path === '/user/orders/{id}/invoice' ||
          route.path === '/admin/order/{id}/invoice' ||
          route.path === '/admin/order/{id}/packing-slip'
        ) {
          expect(response.headers.get('content-type')).toBe('application/pdf'); // orders: a PDF, not JSON
          continue;
        }
        if (
          route.path === '/admin/newsletter/subscribers/export' ||
          route.path === '/admin/member/export' ||
          route.path === '/admin/gift-card/export'
        ) {
          expect(response.headers.get('content-type')).toMatch(/^text\/csv/); // members: a file, not JSON
          continue;
        }
        if (route.path === '/admin/forms/submissions/{submissionId}/files/{fileId}') {
          expect(response.headers.get('content-type')).toBe('application/pdf'); // forms: a file, not JSON
          continue;
        }
        if (route.path === '/booking/{reference}/ics' || route.path === '/booking/feed/{file}') {
          expect(response.headers.get('content-type')).toMatch(/^text\/calendar/); // booking: a calendar file
          continue;
        }
        if (route.path === '/gift-card/{reference}/pdf') {
          expect(response.headers.get('content-type')).toBe('application/pdf'); // gift cards: the card
          continue;
        }
        if (route.path.startsWith('/product/generate/file/')) {
          expect(response.headers.get('content-type')).toBe('application/pdf'); // the technical file
          continue;
        }
        const raw: unknown = await response.json();
        const parsed = responseSchema(route, success ?? 200).safeParse(raw);
        expect(parsed.error, `${route.path} on ${host}`).toBeUndefined();
        undeclared.push(...undeclaredKeys(raw, parsed.data).map((key) => `${route.path} on ${host}: ${key}`));
      }
      // Every field of every answer is documented: a client generated from the document sees it all.
      expect(undeclared).toEqual([]);
    },
    60_000,
  ); // dozens of calls in a row: room on a busy machine (speed is never asserted)

  it('answers documented failures in the failure envelope, with French messages', async () => {
    const route = documentedRoutes().find((candidate) => candidate.path === '/parameter/{type}');
    if (!route) throw new Error('GET /parameter/{type} is not documented');
    const missing = await api('/parameter/NO_SUCH_PARAMETER');
    expect(missing.status).toBe(404);
    expect(responseSchema(route, 404).safeParse(missing.body).success).toBe(true);

    const invalid = await api('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pas-une-adresse', password: '' }),
    });
    expect(invalid.status).toBe(400);
    const failure = errorEnvelopeSchema.parse(invalid.body);
    expect(failure.data?.errors).toEqual({
      email: "L'adresse e-mail n'est pas valide.",
      password: 'Le mot de passe est obligatoire.',
    });
  });
});

describe('GET /api/doc', () => {
  it('is a French HTML reference of every documented route, with no script and nothing remote', async () => {
    const response = await request('/api/doc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain('Authentification');
    for (const operation of documentedOperations(await openApiDocument())) {
      const [method, path] = operation.split(' ');
      expect(html).toContain(`${method}</span> <code>/api${path}</code>`);
    }
    expect(html).toContain('<code>#/components/schemas/PageSummary</code>'); // what $refs point to
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});

/** orders: a paid order (invoice number given) of the wine site's admin, with one line. */
async function insertPaidOrderOfWineAdmin(): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const uid = crypto.randomUUID();
  const address = JSON.stringify({
    firstname: 'Julien',
    lastname: 'Marchais',
    address: '3 chemin des Perrières',
    addressPart2: '',
    postalCode: '49400',
    city: 'Souzay-Champigny',
    countryId: null,
  });
  const order = await env.DB.prepare(
    `INSERT INTO orders (site_id, user_id, uid, reference, status, email, phone, delivery_type, billing_address,
       subtotal_cents, shipping_cents, total_cents, vat_cents, payment_due_at, invoice_number, paid_at, created_at, updated_at)
     SELECT ?, id, ?, ?, 'PAID', email, '02 61 91 52 40', 'CLICK_AND_COLLECT', ?, 1200, 0, 1200, 200, ?,
            (SELECT COALESCE(MAX(invoice_number), 0) + 1 FROM orders WHERE site_id = ?), ?, ?, ?
       FROM users WHERE site_id = ? AND email = 'proprietaire@domaine-coteaux.example'
     RETURNING id`,
  )
    .bind(
      WINE_SITE_ID,
      uid,
      `CMD-${uid.slice(0, 8).toUpperCase()}`,
      address,
      now,
      WINE_SITE_ID,
      now,
      now,
      now,
      WINE_SITE_ID,
    )
    .first<{ id: number }>();
  if (!order) throw new Error('no wine admin to own the sample order');
  await env.DB.prepare(
    `INSERT INTO order_lines (site_id, order_id, position, declination_id, product_id, label, quantity,
       unit_price_cents, line_total_cents, stock_checked)
     VALUES (?, ?, 0, 1, 1, 'Saumur blanc 2023 – 75 cl', 1, 1200, 1200, 1)`,
  )
    .bind(WINE_SITE_ID, order.id)
    .run();
  return order.id;
}

/** A fresh record of the content section's kind on the site, and the path that reads it. */
async function contentAdminSample(path: string, siteId: number): Promise<string> {
  const id = async (sql: string, ...values: unknown[]) =>
    String(
      (
        await env.DB.prepare(`${sql} RETURNING id`)
          .bind(siteId, ...values)
          .first<{ id: number }>()
      )?.id ?? 0,
    );
  if (path.startsWith('/admin/blog/folder/')) {
    return path.replace('{id}', await id("INSERT INTO blog_folders (site_id, name) VALUES (?, 'Dossier')"));
  }
  if (path.startsWith('/admin/blog/article/')) {
    return path.replace('{id}', await id("INSERT INTO blog_articles (site_id, title) VALUES (?, 'Article')"));
  }
  if (path.startsWith('/admin/element/list/')) {
    const slug = `openapi-${crypto.randomUUID().slice(0, 8)}`;
    const listId = await id(
      "INSERT INTO element_lists (site_id, route, key_list, key_elem, title) VALUES (?, ?, ?, ?, 'Liste')",
      slug,
      `${slug}-l`,
      `${slug}-e`,
    );
    const elementId = await id(
      "INSERT INTO elements (site_id, list_id, title) VALUES (?, ?, 'Élément')",
      listId,
    );
    return path.replace('{listId}', listId).replace('{elementId}', elementId);
  }
  if (path.startsWith('/admin/forms/')) {
    const fields = JSON.stringify([{ name: 'nom', type: 'text', label: 'Nom', required: false }]);
    return path.replace(
      '{id}',
      await id(
        "INSERT INTO forms (site_id, title, success_message, fields) VALUES (?, 'Formulaire', 'Merci', ?)",
        fields,
      ),
    );
  }
  if (path.startsWith('/admin/review/')) {
    return path.replace(
      '{id}',
      await id(
        "INSERT INTO google_reviews (site_id, author, rating, text, published_at) VALUES (?, 'Inès', 5, '', '2026-11-01')",
      ),
    );
  }
  return path.replace(
    '{id}',
    await id(
      "INSERT INTO company_addresses (site_id, name, line1, postal_code, city) VALUES (?, 'Cabinet', '1 rue', '44000', 'Nantes')",
    ),
  );
}
