import { z } from 'zod';

/** A path id: a positive integer, or a 404 (spec: route validation failing gives 404). */
export const idParam = z.coerce
  .number({ message: "Cette ressource n'existe pas." })
  .int({ message: "Cette ressource n'existe pas." })
  .positive({ message: "Cette ressource n'existe pas." })
  .max(Number.MAX_SAFE_INTEGER, { message: "Cette ressource n'existe pas." });

export function parseId(raw: string | undefined): number | null {
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
