import { describe, expect, it } from 'vitest';
import { deployPlan, environmentOf } from '../../../scripts/deploy-plan.mjs';

// `npm run deploy` runs in the safe order: the dry run (refused on a warning) before anything
// changes, then the remote migrations, then the publish; never without an environment.

describe('the deploy plan', () => {
  it('rehearses, migrates the environment’s database, then publishes', () => {
    expect(deployPlan(['--env', 'production'])).toEqual([
      { step: 'rehearse', wrangler: ['deploy', '--env', 'production', '--dry-run'] },
      { step: 'migrate', wrangler: ['d1', 'migrations', 'apply', 'DB', '--remote', '--env', 'production'] },
      { step: 'publish', wrangler: ['deploy', '--env', 'production'] },
    ]);
  });

  it('stops after the rehearsal with --dry-run', () => {
    expect(deployPlan(['--dry-run', '--env', 'production'])).toEqual([
      { step: 'rehearse', wrangler: ['deploy', '--env', 'production', '--dry-run'] },
    ]);
  });

  it('uploads a version that serves nothing yet with --version-only', () => {
    const plan = deployPlan(['--env=staging', '--version-only', '--message', 'Réservations']);
    expect(plan.map((step) => step.step)).toEqual(['rehearse', 'migrate', 'publish']);
    expect(plan[1]?.wrangler).toContain('staging');
    expect(plan[2]?.wrangler).toEqual(['versions', 'upload', '--env=staging', '--message', 'Réservations']);
  });

  it('refuses to run without an environment', () => {
    expect(() => deployPlan(['--dry-run'])).toThrow(/--env staging/);
    expect(environmentOf(['-e', 'staging'])).toBe('staging');
    expect(environmentOf(['--env'])).toBeNull();
  });
});
