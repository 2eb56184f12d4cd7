import { z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '../../src/schema/shared/envelope';
import { SITE_ID_HEADER } from '../http/site-context';

// Building blocks of the provider routes' OpenAPI declarations: the {success, data, message}
// envelope around each data schema, the failure envelope, the headers every call may carry
// and the two ways an admin call is authenticated.

const ERROR_DESCRIPTIONS = {
  400: 'Données invalides : `message` en français, `data.errors` donne un message par champ.',
  401: 'Non connecté, ou identifiants incorrects.',
  403: 'Hors de l’hôte d’administration, ou connecté sans le droit requis (propriétaire du site, opérateur).',
  404: "La ressource n'existe pas sur ce site.",
  409: 'Conflit avec l’état actuel : plus de place, déjà inscrit, route déjà utilisée…',
  405: 'Méthode non acceptée sur cette adresse ; l’en-tête `Allow` liste les méthodes acceptées.',
  413: 'Corps de requête trop volumineux (64 Ko au maximum).',
  415: 'Le corps doit être du JSON (`Content-Type: application/json`).',
  429: 'Trop de requêtes en peu de temps : réessayez plus tard.',
  502: 'Un service extérieur (la traduction automatique, le paiement par carte) a échoué ou refusé : réessayez plus tard.',
  500: 'Erreur inattendue : message générique, le détail est journalisé avec l’identifiant de requête.',
} as const;

export type ErrorCode = keyof typeof ERROR_DESCRIPTIONS;

const errorContent = { 'application/json': { schema: errorEnvelopeSchema } };

/** The success answer: the envelope with `data` of the given schema. */
export function okJson<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema: envelopeSchema(schema) } } };
}

/** The failure answers a route can give (500 always), each the envelope with success false. */
export function errorResponses<Code extends ErrorCode>(...codes: Code[]) {
  const responses = {} as Record<Code | 500, { description: string; content: typeof errorContent }>;
  for (const code of [...codes, 500 as const]) {
    responses[code] = { description: ERROR_DESCRIPTIONS[code], content: errorContent };
  }
  return responses;
}

/** The headers of the spec's calls; on a site's own host the host names the site. */
export const siteHeaders = z.object({
  userLang: z.string().optional().meta({
    description: 'Langue des contenus, par exemple `fr_FR` ; la langue par défaut du site sinon.',
    example: 'fr_FR',
  }),
  [SITE_ID_HEADER]: z.string().optional().meta({
    type: 'integer',
    description:
      "Identifiant du site. Obligatoire sur l'hôte de l'API (API_HOST) ; ailleurs, l'hôte désigne le site.",
    example: 1,
  }),
});

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'Le jeton rendu par POST /login, dans `Authorization: Bearer <jeton>` (ou le jeton seul).',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description: 'Le cookie HttpOnly `token` posé par POST /login sur les hôtes des sites.',
  },
} as const;

/** Signed-in calls: either the Authorization header or the token cookie. */
export const signedIn: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** The JSON request body of a route, required, validated by the given schema. */
export function jsonBody<T extends z.ZodType>(schema: T, description: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}
