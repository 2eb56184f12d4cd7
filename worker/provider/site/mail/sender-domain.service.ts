import {
  recordSatisfied,
  senderDnsRecords,
  senderDomainOf,
  type SenderDnsRecord,
} from '../../../../src/domain/site/sender-domain';
import type { SenderDomain } from '../../../../src/schema/site/sender-domain';
import { readConfig } from '../../../config';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import { parameterValues } from '../settings/parameter.repository';
import { findSenderDomainCheck, saveSenderDomainCheck } from './sender-domain.repository';

// A site's sender domain: the records to add, their state, and the check that looks them up
// through DNS-over-HTTPS (the DNS_OVER_HTTPS_URL resolver, JSON API) and records what it found.

const TYPE_CODES = { TXT: 16, CNAME: 5 } as const;

function dnsSettings(env: Env) {
  const config = readConfig(env);
  const platformDomain = senderDomainOf(config.mailFromAddress) ?? 'plateforme.example';
  return { spfInclude: config.mailSpfInclude || `_spf.${platformDomain}`, platformDomain, config };
}

async function siteAddress(db: D1Database, siteId: number): Promise<string | null> {
  const values = await parameterValues(db, siteId, ['SENDER_MAIL_ADDRESS']);
  return values.get('SENDER_MAIL_ADDRESS')?.trim() || null;
}

/** Whether the site may send from this address's domain now (all three records found). */
export async function senderDomainVerified(
  db: D1Database,
  siteId: number,
  address: string | null,
): Promise<boolean> {
  const domain = senderDomainOf(address);
  if (!domain) return false;
  const check = await findSenderDomainCheck(db, siteId);
  return check?.domain === domain && check.verified_at !== null;
}

export async function senderDomainView(env: Env, db: D1Database, siteId: number): Promise<SenderDomain> {
  const { spfInclude, platformDomain, config } = dnsSettings(env);
  const address = await siteAddress(db, siteId);
  const domain = senderDomainOf(address);
  const check = await findSenderDomainCheck(db, siteId);
  const current = check && check.domain === domain ? check : null;
  const found = {
    SPF: current?.spf_found === 1,
    DKIM: current?.dkim_found === 1,
    DMARC: current?.dmarc_found === 1,
  };
  const verified = current?.verified_at !== null && current !== null;
  return {
    address,
    domain,
    verified,
    sendsFrom: verified && address ? address : config.mailFromAddress,
    replyTo: verified ? null : address,
    checkedAt: current ? new Date(current.checked_at * 1000).toISOString() : null,
    resolverConfigured: config.dnsOverHttpsUrl !== '',
    records: domain
      ? senderDnsRecords(domain, { spfInclude, platformDomain }).map((record) => ({
          ...record,
          found: found[record.kind],
        }))
      : [],
  };
}

async function lookUp(resolver: string, record: SenderDnsRecord): Promise<string[]> {
  const url = new URL(resolver);
  url.searchParams.set('name', record.name);
  url.searchParams.set('type', record.type);
  const response = await fetch(url, {
    headers: { accept: 'application/dns-json' },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`resolver answered ${response.status}`);
  const body: { Answer?: { type?: number; data?: string }[] } = await response.json();
  return (body.Answer ?? [])
    .filter((answer) => answer.type === TYPE_CODES[record.type])
    .map((answer) => answer.data ?? '');
}

/** Looks the records up now, records what was found, and answers the new view. */
export async function checkSenderDomain(
  env: Env,
  db: D1Database,
  siteId: number,
  now: number,
): Promise<SenderDomain> {
  const { spfInclude, platformDomain, config } = dnsSettings(env);
  const domain = senderDomainOf(await siteAddress(db, siteId));
  if (!domain)
    throw new AppError(400, 'Renseignez d’abord l’adresse d’expédition du site (SENDER_MAIL_ADDRESS).');
  if (!config.dnsOverHttpsUrl)
    throw new AppError(
      502,
      'La vérification DNS n’est pas configurée sur cette plateforme (DNS_OVER_HTTPS_URL).',
    );
  const records = senderDnsRecords(domain, { spfInclude, platformDomain });
  let results: boolean[];
  try {
    results = await Promise.all(
      records.map(async (record) => recordSatisfied(record, await lookUp(config.dnsOverHttpsUrl, record))),
    );
  } catch (error) {
    console.warn(JSON.stringify({ event: 'sender_domain.lookup_failed', siteId, error: String(error) }));
    throw new AppError(502, 'Le résolveur DNS ne répond pas. Réessayez dans quelques minutes.');
  }
  const [spf = false, dkim = false, dmarc = false] = results;
  await saveSenderDomainCheck(db, siteId, { domain, spf, dkim, dmarc }, now);
  return senderDomainView(env, db, siteId);
}
