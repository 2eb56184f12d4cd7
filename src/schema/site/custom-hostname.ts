import { z } from 'zod';

// What the operator sees of a production host's custom hostname: its state, and the
// DNS records the customer must create at their DNS provider.

/** « en attente » until Cloudflare says the hostname and its certificate are active. */
export const hostnameStatusSchema = z.enum(['pending', 'active', 'failed']);
export type HostnameStatus = z.infer<typeof hostnameStatusSchema>;

export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
  /** routing: the CNAME that sends traffic; ownership / certificate: TXT proofs. */
  purpose: z.enum(['routing', 'ownership', 'certificate']),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const hostnameStateSchema = z.object({
  status: hostnameStatusSchema,
  /** Cloudflare's certificate status as given (pending_validation, active…); null: not asked. */
  sslStatus: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  /** Cloudflare's verification errors, as given (English), for the operator. */
  errors: z.array(z.string()),
  /** Unix seconds of the last answer from the API; null for hosts never sent to it. */
  checkedAt: z.number().int().nullable(),
});
export type HostnameState = z.infer<typeof hostnameStateSchema>;

export const HOSTNAME_STATUS_LABELS: Record<HostnameStatus, string> = {
  pending: 'en attente',
  active: 'actif',
  failed: 'en échec',
};
