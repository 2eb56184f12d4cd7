import { z } from 'zod';
import type { DnsRecord, HostnameStatus } from '../../../../src/schema/site/custom-hostname';
import {
  CustomHostnameError,
  routingRecord,
  type CustomHostname,
  type CustomHostnames,
} from './custom-hostname.adapter';

// Cloudflare for SaaS custom hostnames through the v4 API:
//   POST   /zones/{zone}/custom_hostnames        {hostname, ssl: {method: 'http', type: 'dv'}}
//   GET    /zones/{zone}/custom_hostnames/{id}
//   DELETE /zones/{zone}/custom_hostnames/{id}
// Every answer is the v4 envelope {success, errors: [{code, message}], messages, result}.
// HTTP validation of the certificate: once the customer's CNAME points to the platform,
// Cloudflare validates on its own, so the customer creates one record (two when Cloudflare asks
// for a TXT ownership proof, which the answer then carries in ownership_verification).

const API = 'https://api.cloudflare.com/client/v4';

const envelopeSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number(), message: z.string() })).default([]),
  result: z.unknown().optional(),
});

const resultSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.string(),
  ssl: z
    .object({
      status: z.string().optional(),
      validation_records: z
        .array(z.object({ txt_name: z.string().optional(), txt_value: z.string().optional() }))
        .optional(),
      validation_errors: z.array(z.object({ message: z.string() })).optional(),
    })
    .nullish(),
  ownership_verification: z.object({ type: z.string(), name: z.string(), value: z.string() }).nullish(),
  verification_errors: z.array(z.string()).nullish(),
});
type Result = z.infer<typeof resultSchema>;

// Cloudflare's hostname statuses that will not become active without the operator.
const FAILED_HOSTNAME = new Set([
  'moved',
  'deleted',
  'blocked',
  'pending_blocked',
  'test_blocked',
  'test_failed',
]);
const FAILED_SSL = new Set(['validation_timed_out', 'issuance_timed_out', 'deleted', 'expired']);

/** Active only when both the hostname and its certificate are: then https works for visitors. */
export function hostnameStatus(status: string, sslStatus: string | null): HostnameStatus {
  if (FAILED_HOSTNAME.has(status) || (sslStatus !== null && FAILED_SSL.has(sslStatus))) return 'failed';
  return status === 'active' && sslStatus === 'active' ? 'active' : 'pending';
}

function toCustomHostname(result: Result, target: string): CustomHostname {
  const sslStatus = result.ssl?.status ?? null;
  const records: DnsRecord[] = [routingRecord(result.hostname, target)];
  if (result.ownership_verification?.type === 'txt') {
    records.push({
      type: 'TXT',
      name: result.ownership_verification.name,
      value: result.ownership_verification.value,
      purpose: 'ownership',
    });
  }
  for (const record of result.ssl?.validation_records ?? []) {
    if (record.txt_name && record.txt_value)
      records.push({ type: 'TXT', name: record.txt_name, value: record.txt_value, purpose: 'certificate' });
  }
  return {
    id: result.id,
    hostname: result.hostname,
    status: hostnameStatus(result.status, sslStatus),
    sslStatus,
    records,
    errors: [
      ...(result.verification_errors ?? []),
      ...(result.ssl?.validation_errors ?? []).map((error) => error.message),
    ],
  };
}

// Cloudflare's codes: 1406 duplicate custom hostname, 1407/1409 invalid or disallowed
// hostname; 10000 authentication error, 9106/9109 missing or invalid token.
function errorOf(status: number, errors: { code: number; message: string }[]): CustomHostnameError {
  const codes = new Set(errors.map((error) => error.code));
  const detail = errors.map((error) => `${error.code} ${error.message}`).join('; ') || `HTTP ${status}`;
  if (status === 409 || codes.has(1406)) return new CustomHostnameError('conflict', detail);
  if (status === 401 || status === 403 || codes.has(10000) || codes.has(9106) || codes.has(9109))
    return new CustomHostnameError('auth', detail);
  if (status >= 500) return new CustomHostnameError('unavailable', detail);
  return new CustomHostnameError('invalid', detail);
}

export function cloudflareCustomHostnames(options: {
  token: string;
  zoneId: string;
  /** The name customers' CNAMEs point to (a host of the SaaS zone served by the Worker). */
  target: string;
  fetch?: typeof fetch;
}): CustomHostnames {
  const base = `${API}/zones/${encodeURIComponent(options.zoneId)}/custom_hostnames`;
  async function call(path: string, init: RequestInit): Promise<{ status: number; result: unknown }> {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(`${base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      });
    } catch (error) {
      throw new CustomHostnameError('unavailable', String(error));
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new CustomHostnameError('unavailable', `HTTP ${response.status}, not the v4 envelope`);
    if (!response.ok || !parsed.data.success) throw errorOf(response.status, parsed.data.errors);
    return { status: response.status, result: parsed.data.result };
  }
  const read = (result: unknown) => toCustomHostname(resultSchema.parse(result), options.target);

  return {
    kind: 'cloudflare',
    async create(hostname) {
      const body = JSON.stringify({ hostname, ssl: { method: 'http', type: 'dv' } });
      return read((await call('', { method: 'POST', body })).result);
    },
    async get(id) {
      try {
        return read((await call(`/${encodeURIComponent(id)}`, { method: 'GET' })).result);
      } catch (error) {
        // 1436 « custom hostname not found »: it was removed on Cloudflare's side.
        if (
          error instanceof CustomHostnameError &&
          error.kind === 'invalid' &&
          /\b1436\b|not found/i.test(error.message)
        )
          return null;
        throw error;
      }
    },
    async delete(id) {
      try {
        await call(`/${encodeURIComponent(id)}`, { method: 'DELETE' });
      } catch (error) {
        if (
          error instanceof CustomHostnameError &&
          error.kind === 'invalid' &&
          /\b1436\b|not found/i.test(error.message)
        )
          return;
        throw error;
      }
    },
  };
}
