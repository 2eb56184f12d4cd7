// A site that sends from an address on its own domain (SENDER_MAIL_ADDRESS) needs three DNS
// records on that domain for the mail provider to send in its name and for mailboxes to trust
// it: SPF (the provider may send for the domain), DKIM (a CNAME delegating the signing key to
// the platform's domain, so the platform can rotate it) and DMARC (what to do with mail that
// fails both). Until all three are found, the platform sends from its own verified address
// with the site's address as Reply-To (worker/mail/mail-sender.ts).

type SenderRecordKind = 'SPF' | 'DKIM' | 'DMARC';

export interface SenderDnsRecord {
  kind: SenderRecordKind;
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

export interface SenderDnsSettings {
  /** The provider's SPF include (MAIL_SPF_INCLUDE), e.g. amazonses.com. */
  spfInclude: string;
  /** The platform's own domain, where the delegated DKIM keys live (MAIL_FROM_ADDRESS's domain). */
  platformDomain: string;
}

const DKIM_SELECTOR = 'plateforme';

/** The domain of an address, lower-cased; null without one. */
export function senderDomainOf(address: string | null | undefined): string | null {
  const at = address?.lastIndexOf('@') ?? -1;
  if (!address || at < 1) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The records the owner adds to the domain's DNS zone. */
export function senderDnsRecords(domain: string, settings: SenderDnsSettings): SenderDnsRecord[] {
  return [
    { kind: 'SPF', type: 'TXT', name: domain, value: `v=spf1 include:${settings.spfInclude} ~all` },
    {
      kind: 'DKIM',
      type: 'CNAME',
      name: `${DKIM_SELECTOR}._domainkey.${domain}`,
      value: `${DKIM_SELECTOR}._domainkey.${settings.platformDomain}`,
    },
    {
      kind: 'DMARC',
      type: 'TXT',
      name: `_dmarc.${domain}`,
      value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r',
    },
  ];
}

const unquote = (text: string) => text.replace(/"\s*"/g, '').replace(/^"|"$/g, '').trim();
const bareName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * Whether the answers found for the record's name satisfy it: SPF one v=spf1 record including
 * the provider (other includes allowed), DKIM the CNAME to the platform's key, DMARC any
 * v=DMARC1 policy (the owner may choose a stricter one).
 */
export function recordSatisfied(record: SenderDnsRecord, answers: readonly string[]): boolean {
  const values = answers.map(unquote);
  switch (record.kind) {
    case 'SPF': {
      const include = record.value.split(' ')[1] ?? '';
      const spf = values.filter((value) => value.toLowerCase().startsWith('v=spf1'));
      return spf.length === 1 && spf[0]!.toLowerCase().split(/\s+/).includes(include.toLowerCase());
    }
    case 'DKIM':
      return values.some((value) => bareName(value) === bareName(record.value));
    case 'DMARC':
      return values.some((value) => /^v=DMARC1\s*;/i.test(value));
  }
}
