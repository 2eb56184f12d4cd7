export interface DeployStep {
  step: 'rehearse' | 'migrate' | 'publish';
  /** wrangler's arguments. */
  wrangler: string[];
}
/** The environment named by --env X, --env=X or -e X; null without one. */
export function environmentOf(args: readonly string[]): string | null;
/** The wrangler commands of a deploy with these arguments, in order. Throws without --env. */
export function deployPlan(args: readonly string[]): DeployStep[];
