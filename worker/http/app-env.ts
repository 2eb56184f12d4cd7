import type { ProviderFetch } from '../../src/provider/client';
import type { Env } from '../env';
import type { SiteContext } from '../site/site-resolver';

/** Typed per-request values set by the middlewares in worker/index.ts. */
export interface AppVariables {
  requestId: string;
  site: SiteContext;
  locale: string; // fr_FR
  token: string | null; // from Authorization, or the token cookie on site hosts
  providerFetch: ProviderFetch; // the seam to the provider API: in-process or remote
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
