import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { senderDomainSchema } from '../../../../src/schema/site/sender-domain';
import { requireAdmin } from '../../../auth/current-member';
import { errorResponses, okJson, siteHeaders, signedIn } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { checkSenderDomain, senderDomainView } from './sender-domain.service';

// The site's sender domain in the admin: the DNS records to add (SPF, DKIM, DMARC) for the
// domain of its SENDER_MAIL_ADDRESS, their state at the last check, and the check itself.

const tags = ['Administration des e-mails'];

const viewRoute = createRoute({
  method: 'get',
  operationId: 'getAdminSenderDomain',
  path: '/admin/sender-domain',
  tags,
  summary: 'Domaine d’expédition du site : enregistrements DNS à ajouter et leur état',
  description:
    'Tant que les trois enregistrements ne sont pas trouvés, la plateforme expédie depuis sa propre adresse, ' +
    'avec l’adresse du site en « Répondre à ».',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(senderDomainSchema, 'Le domaine et ses enregistrements.'),
    ...errorResponses(401, 403),
  },
});

const checkRoute = createRoute({
  method: 'post',
  operationId: 'postAdminSenderDomainCheck',
  path: '/admin/sender-domain/check',
  tags,
  summary: 'Vérifier maintenant les enregistrements DNS du domaine d’expédition',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(senderDomainSchema, 'Le résultat de la vérification.'),
    ...errorResponses(400, 401, 403, 502),
  },
});

export const senderDomainRoutes = providerRouter()
  .openapi(viewRoute, async (c) => c.json(ok(await senderDomainView(c.env, c.env.DB, c.var.site.id)), 200))
  .openapi(checkRoute, async (c) => {
    const view = await checkSenderDomain(c.env, c.env.DB, c.var.site.id, Math.floor(Date.now() / 1000));
    return c.json(
      ok(
        view,
        view.verified
          ? 'Domaine vérifié : les e-mails partent de votre adresse.'
          : 'Il manque des enregistrements.',
      ),
      200,
    );
  });
