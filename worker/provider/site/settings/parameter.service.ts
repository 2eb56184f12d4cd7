import type { Parameter } from '../../../../src/schema/site/parameter';
import { notFound } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { findParameter, listParameters } from './parameter.repository';

/** Every parameter of the site, its text in the asked locale where the owner translated it. */
export function parameters(ctx: ServiceContext): Promise<Parameter[]> {
  return listParameters(ctx.db, ctx.site.id, ctx.scope);
}

/** One parameter by its type (case does not matter). */
export async function parameter(ctx: ServiceContext, type: string): Promise<Parameter> {
  const found = await findParameter(ctx.db, ctx.site.id, type.toUpperCase(), ctx.scope);
  if (!found) throw notFound("Ce paramètre n'existe pas.");
  return found;
}
