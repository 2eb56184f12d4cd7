import { reservedHostProblem } from '../../../../src/domain/site/reserved-hosts';
import type { DomainInput, Domain } from '../../../../src/schema/site/platform';
import { kvKeys } from '../../../cache/kv-keys';
import { readConfig } from '../../../config';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import { forgetHostInIsolate } from '../../../cache/host-memo';
import {
  CUSTOM_HOSTNAME_MESSAGES,
  CustomHostnameError,
  isDevelopmentHost,
  type CustomHostname,
} from './custom-hostname.adapter';
import {
  findMappedHost,
  noteHostnameFailure,
  saveHostnameState,
  waitingHosts,
  type MappedHost,
} from './custom-hostname.repository';
import { customHostnamesFor } from './custom-hostnames';
import { addDomain, removeDomain } from '../platform/platform.repository';

// Mapping a host to a site, with its Cloudflare for SaaS custom hostname: a
// production host is created there first and stored « en attente »; it answers once the API
// says it is active (the Cron Trigger asks, scheduled.ts). Removing the host removes it there.

const nowSeconds = () => Math.floor(Date.now() / 1000);

function log(event: string, fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ event, ...fields }));
}

/** The edge forgets what it remembered of a host: this isolate now, KV for the others. */
export async function forgetHostEverywhere(env: Env, host: string): Promise<void> {
  forgetHostInIsolate(host);
  await env.CACHE.delete(kvKeys.host(host));
}

/** 400 for a host that is, or lies under, the admin host or the API host: no site may have it. */
export function refuseReservedHost(env: Env, host: string, field: string): void {
  const problem = reservedHostProblem(host, readConfig(env));
  if (problem) throw new AppError(400, problem, { [field]: problem });
}

/**
 * Creates the custom hostname of a production host. A conflict or a refused name is the
 * operator's to fix: refused now, nothing stored. An API that is down or refuses the token is
 * the platform's: the host is stored pending and the Cron Trigger tries again.
 */
async function createHostname(
  env: Env,
  host: string,
): Promise<{ hostname: CustomHostname | null; retryLater: string | null }> {
  try {
    return { hostname: await customHostnamesFor(env).create(host), retryLater: null };
  } catch (error) {
    if (!(error instanceof CustomHostnameError)) throw error;
    log('custom_hostname.create_failed', { kind: error.kind, detail: error.message });
    if (error.kind === 'conflict')
      throw new AppError(409, CUSTOM_HOSTNAME_MESSAGES.conflict, { host: CUSTOM_HOSTNAME_MESSAGES.conflict });
    if (error.kind === 'invalid')
      throw new AppError(422, CUSTOM_HOSTNAME_MESSAGES.invalid, { host: CUSTOM_HOSTNAME_MESSAGES.invalid });
    return { hostname: null, retryLater: CUSTOM_HOSTNAME_MESSAGES[error.kind] };
  }
}

/** Maps the host to the site (the caller checked it is free); the new row as the API shows it. */
export async function mapHost(env: Env, siteId: number, domain: DomainInput): Promise<Domain> {
  refuseReservedHost(env, domain.host, 'host');
  const now = nowSeconds();
  if (isDevelopmentHost(domain.host, domain.kind)) {
    const added = await addDomain(env.DB, siteId, domain, null, now);
    await forgetHostEverywhere(env, domain.host);
    return added;
  }
  const { hostname, retryLater } = await createHostname(env, domain.host);
  let added: Domain;
  try {
    added = await addDomain(
      env.DB,
      siteId,
      domain,
      hostname ?? {
        id: '',
        hostname: domain.host,
        status: 'pending',
        sslStatus: null,
        records: [],
        errors: retryLater ? [retryLater] : [],
      },
      now,
    );
  } catch (error) {
    // Mapped at the same moment by another request: the hostname just created is not ours.
    if (hostname)
      await customHostnamesFor(env)
        .delete(hostname.id)
        .catch(() => undefined);
    throw error;
  }
  await forgetHostEverywhere(env, domain.host);
  return added;
}

/** Removes the host from the site and its custom hostname; false when the site has no such host. */
export async function unmapHost(env: Env, siteId: number, host: string): Promise<boolean> {
  const mapped = await findMappedHost(env.DB, host);
  if (!mapped || mapped.site_id !== siteId) return false;
  if (mapped.hostname_id) {
    try {
      await customHostnamesFor(env).delete(mapped.hostname_id);
    } catch (error) {
      if (!(error instanceof CustomHostnameError)) throw error;
      // The host stops answering here anyway; the leftover is named for the operator to remove.
      log('custom_hostname.delete_failed', {
        hostnameId: mapped.hostname_id,
        kind: error.kind,
        detail: error.message,
      });
    }
  }
  const removed = await removeDomain(env.DB, siteId, host);
  await forgetHostEverywhere(env, host);
  return removed;
}

/** Asks the API for one waiting host (creates its hostname when that failed before). */
async function refreshHost(
  env: Env,
  mapped: MappedHost,
  now = nowSeconds(),
): Promise<MappedHost['hostname_status']> {
  const api = customHostnamesFor(env);
  let state: CustomHostname | null;
  try {
    state = mapped.hostname_id
      ? await api.get(mapped.hostname_id, mapped.host)
      : await api.create(mapped.host);
  } catch (error) {
    if (!(error instanceof CustomHostnameError)) throw error;
    log('custom_hostname.refresh_failed', {
      siteId: mapped.site_id,
      kind: error.kind,
      detail: error.message,
    });
    await noteHostnameFailure(env.DB, mapped.site_id, mapped.host, CUSTOM_HOSTNAME_MESSAGES[error.kind], now);
    return mapped.hostname_status;
  }
  state ??= {
    id: mapped.hostname_id ?? '',
    hostname: mapped.host,
    status: 'failed',
    sslStatus: null,
    records: [],
    errors: ['Ce nom d’hôte n’existe plus chez Cloudflare : retirez-le puis ajoutez-le de nouveau.'],
  };
  await saveHostnameState(env.DB, mapped.site_id, mapped.host, state, now);
  if (state.status !== mapped.hostname_status) {
    await forgetHostEverywhere(env, mapped.host);
    log('custom_hostname.status', { siteId: mapped.site_id, from: mapped.hostname_status, to: state.status });
  }
  return state.status;
}

/** The Cron Trigger's pass: every waiting production host (at most `limit`), one by one. */
export async function refreshWaitingHosts(
  env: Env,
  limit = 50,
): Promise<{ checked: number; active: number }> {
  const hosts = await waitingHosts(env.DB, limit);
  let active = 0;
  for (const host of hosts) if ((await refreshHost(env, host)) === 'active') active += 1;
  return { checked: hosts.length, active };
}

/** Refreshes one host now (the operator's « Vérifier »); null when no site has it. */
export async function refreshMappedHost(
  env: Env,
  host: string,
): Promise<MappedHost['hostname_status'] | null> {
  const mapped = await findMappedHost(env.DB, host);
  if (!mapped) return null;
  if (isDevelopmentHost(mapped.host, mapped.kind)) return mapped.hostname_status;
  return refreshHost(env, mapped);
}
