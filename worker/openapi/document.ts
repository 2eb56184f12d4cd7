import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { DEFAULT_BODY_LIMIT_KB } from '../http/body-limit';
import { renderReferencePage } from './reference-page';
import { SECURITY_SCHEMES } from './responses';
import { providerRouter } from './router';

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

const DESCRIPTION = [
  "L'API fournisseur de la plateforme : tous les appels des sites, de leurs îlots et de l’administration.",
  'Chaque réponse est l’enveloppe JSON `{ success, data, message }` ; en cas d’échec `success` vaut false,',
  '`message` est en français et, pour des données invalides, `data.errors` donne un message par champ.',
  'Le site est désigné par l’hôte (ou l’en-tête `idSite` sur l’hôte de l’API) ; la langue par `userLang`.',
  `Les corps de requête sont limités à ${DEFAULT_BODY_LIMIT_KB} Ko (413 au-delà) ; une méthode non acceptée`,
  'sur une adresse connue répond 405 avec l’en-tête `Allow`.',
].join(' ');

const CONFIG = {
  openapi: '3.1.0',
  info: { title: 'API fournisseur', version: '1.0.0', description: DESCRIPTION },
  servers: [{ url: '/api', description: 'Le même Worker que les sites' }],
} as const;

const documents = new WeakMap<OpenAPIHono<AppEnv>, OpenApiDocument>();

/** The OpenAPI 3.1 document of the provider app, generated once its routes are all mounted. */
export function providerDocument(app: OpenAPIHono<AppEnv>): OpenApiDocument {
  let document = documents.get(app);
  if (!document) {
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
      app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
    }
    document = app.getOpenAPI31Document({ ...CONFIG, servers: [...CONFIG.servers] });
    documents.set(app, document);
  }
  return document;
}

const jsonRoute = createRoute({
  operationId: 'getOpenapiJson',
  security: [],
  method: 'get',
  path: '/openapi.json',
  tags: ['Documentation'],
  summary: 'Ce document OpenAPI 3.1',
  responses: {
    200: {
      description: 'Le document OpenAPI.',
      content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
    },
  },
});

const pageRoute = createRoute({
  operationId: 'getDoc',
  security: [],
  method: 'get',
  path: '/doc',
  tags: ['Documentation'],
  summary: 'La référence lisible de l’API (HTML)',
  responses: {
    200: { description: 'La page de référence.', content: { 'text/html': { schema: z.string() } } },
  },
});

/** GET /openapi.json and GET /doc, both documented like every other route. */
export function providerDocRoutes(document: () => OpenApiDocument) {
  const routes = providerRouter();
  routes.openAPIRegistry.registerPath(jsonRoute);
  routes.openAPIRegistry.registerPath(pageRoute);
  routes.get(jsonRoute.getRoutingPath(), (c) => c.json(document()));
  routes.get(pageRoute.getRoutingPath(), (c) => c.html(renderReferencePage(document())));
  return routes;
}
