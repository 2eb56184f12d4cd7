import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env';
import type * as WorkerModule from '../../worker/index';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof WorkerModule;
    }
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
    }
  }
}
