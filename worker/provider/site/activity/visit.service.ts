import type { Visit } from '../../../../src/schema/site/visit';
import { senderKey } from '../../../auth/password';
import { AppError } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { insertVisit, takeVisitHit } from './visit.repository';

// A visit arriving from a known source (the page's ?from=): counted at most so many times an
// hour per sender and source, so a script cannot inflate the figures.

const TOO_MANY =
  'Trop de visites enregistrées depuis cette adresse dans l’heure : celle-ci n’est pas comptée.';

export async function logVisit(
  ctx: ServiceContext,
  source: string,
  path: string | null,
  clientIp: string | undefined,
): Promise<Visit> {
  const sender = await senderKey(ctx.env.SENDER_KEY_SECRET, ctx.site.id, clientIp);
  if (!(await takeVisitHit(ctx.db, ctx.site.id, sender, source))) throw new AppError(429, TOO_MANY);
  return insertVisit(ctx.db, ctx.site.id, source, path);
}
