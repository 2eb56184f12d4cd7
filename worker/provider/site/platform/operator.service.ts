import type { Operator } from '../../../../src/schema/site/operator';
import { passwordProblemFor } from '../../../auth/common-passwords';
import { hashPassword } from '../../../auth/password';
import { AppError, notFound } from '../../../errors';
import { idOr404 } from '../../../http/ids';
import type { ServiceContext } from '../../shared/service-context';
import { createOperator, deleteOperator, listOperators } from './operator.repository';

// The platform's operator accounts: platform accounts, member of no site, signed in on the
// admin host only. Only an operator lists, adds or removes them.

const NO_OPERATOR = "Cet opérateur n'existe pas.";
const ADDRESS_TAKEN = 'Cette adresse a déjà un compte d’opérateur.';

export function operators(ctx: ServiceContext): Promise<Operator[]> {
  return listOperators(ctx.db);
}

/** A new operator; 400 for a weak password, 409 for an address that already has an account. */
export async function addOperator(
  ctx: ServiceContext,
  input: { email: string; password: string },
): Promise<Operator> {
  const weak = await passwordProblemFor(ctx.env.ASSETS, input.password);
  if (weak) throw new AppError(400, weak, { password: weak });
  const created = await createOperator(ctx.db, input.email, await hashPassword(input.password));
  if (!created) throw new AppError(409, ADDRESS_TAKEN, { email: ADDRESS_TAKEN });
  return created;
}

/**
 * Removes the operator of this id (as sent), their sessions with them; 404 for none, 409 for
 * the acting operator themself.
 */
export async function removeOperator(
  ctx: ServiceContext,
  raw: string,
  actingOperatorId: number | null,
): Promise<number> {
  const id = idOr404(raw, NO_OPERATOR);
  // The platform must never be left without an operator by its last one's mistake.
  if (actingOperatorId === id)
    throw new AppError(409, 'Vous ne pouvez pas supprimer votre propre compte d’opérateur.');
  if (!(await deleteOperator(ctx.db, id))) throw notFound(NO_OPERATOR);
  return id;
}
