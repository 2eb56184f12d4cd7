import type { Env } from '../env';
import { refreshWaitingHosts } from '../provider/site/public';

// Cron Trigger: production hosts still « en attente » are asked about again, so a
// customer's domain starts answering within one period of their DNS record being created.
// At most HOSTS_PER_RUN per run, least recently checked first: a long queue rotates.

const HOSTS_PER_RUN = 50;

export async function runCustomHostnameRefresh(env: Env): Promise<{ checked: number; active: number }> {
  return refreshWaitingHosts(env, HOSTS_PER_RUN);
}
