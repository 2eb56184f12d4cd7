import { isSenderAddress, SENDER_NAME_MAX } from '../../src/schema/site/mail-sender';
import { singleLine } from '../provider/shared/public';

// The From header of a site's e-mail, cleaned again when it is sent whatever the settings hold
// (values stored before their rules, or written some other way). The name is made one line and
// quoted when it holds a character that means something in an address list. The address is
// the site's SENDER_MAIL_ADDRESS only when it is valid and on one of the site's own production
// hosts (its domain or a subdomain of it), the hosts the platform has seen answer for the site,
// and its domain's SPF, DKIM and DMARC records were found (worker/provider/site/sender-domain);
// otherwise the platform's own sender address, never the recipient's, and the site's valid
// address becomes the Reply-To, so answers still reach the site.

/** RFC 5322 « specials »: outside quotes they would split or reshape the address. */
const SPECIALS = /[()<>[\]:;@\\,."]/;

function displayName(raw: string): string {
  const line = singleLine(raw).slice(0, SENDER_NAME_MAX).trim();
  if (!SPECIALS.test(line)) return line;
  return `"${line.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/** True when the address's domain is one of the hosts (without www.) or a subdomain of one. */
function onOwnDomain(address: string, hosts: readonly string[]): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return hosts.some((host) => {
    const base = host.toLowerCase().replace(/^www\./, '');
    return domain === base || domain.endsWith(`.${base}`);
  });
}

export interface SenderSettings {
  name: string | null;
  address: string | null;
  /** The site's production hosts that answer now. */
  ownHosts: readonly string[];
  /** The platform's own sender address (MAIL_FROM_ADDRESS). */
  platformAddress: string;
  /** The address's domain passed its DNS check (SPF, DKIM, DMARC found). */
  domainVerified: boolean;
}

export interface Sender {
  from: string;
  /** The site's address when the platform's is used instead: where answers go. */
  replyTo: string | null;
}

/** The From header value (`Name <address>`, or the bare address without a name) and the Reply-To. */
export function mailSender({
  name,
  address,
  ownHosts,
  platformAddress,
  domainVerified,
}: SenderSettings): Sender {
  const wanted = address?.trim() ?? '';
  const valid = isSenderAddress(wanted);
  const own = valid && domainVerified && onOwnDomain(wanted, ownHosts);
  const sender = own ? wanted : platformAddress;
  const shown = displayName(name ?? '');
  return { from: shown === '' ? sender : `${shown} <${sender}>`, replyTo: !own && valid ? wanted : null };
}
