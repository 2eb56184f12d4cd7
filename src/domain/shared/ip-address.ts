// Which IP addresses a server-side fetch may reach. The Worker fetches URLs chosen by others
// (load-svg, the thumbnail proxy), so every address a URL leads to must be a public one: no
// loopback, private, link-local (cloud metadata 169.254.169.254), CGNAT, unique-local,
// multicast, documentation or reserved ranges, and no IPv6 form that carries such an IPv4
// address (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo).
//
// Host names in URLs are first normalised by the WHATWG URL parser, which already turns the
// decimal, octal, hex and shortened IPv4 forms (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into
// dotted quads; parseIpv4 below accepts only that canonical form on purpose.

/** A dotted-quad IPv4 address as a 32-bit number, or null. */
function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null;
    const byte = Number(part);
    if (byte > 255) return null;
    value = value * 256 + byte;
  }
  return value;
}

/** An IPv6 address (brackets allowed, no zone) as 8 sixteen-bit groups, or null. */
export function parseIpv6(text: string): number[] | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (address.includes('%') || !/^[0-9a-f:.]+$/i.test(address)) return null;
  // A trailing dotted IPv4 part stands for the last two groups.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    address = `${address.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): string[] => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const numbers: number[] = [];
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    numbers.push(parseInt(group, 16));
  }
  return numbers;
}

// [first address, prefix length] of every IPv4 range that is not the public internet.
const BLOCKED_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const BLOCKED_IPV4_RANGES = BLOCKED_IPV4.map(([first, bits]) => {
  const start = parseIpv4(first) ?? 0;
  return { start, end: start + 2 ** (32 - bits) - 1 };
});

function isPublicIpv4(value: number): boolean {
  return !BLOCKED_IPV4_RANGES.some((range) => value >= range.start && value <= range.end);
}

const ipv4Of = (high: number, low: number): number => high * 65536 + low;

function isPublicIpv6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  // ::/96 holds :: (unspecified), ::1 (loopback) and the deprecated IPv4-compatible form.
  if (zeroUpTo(6)) return false;
  // ::ffff:0:0/96 is IPv4-mapped: it reaches the embedded IPv4 address, so that decides.
  if (zeroUpTo(5) && g5 === 0xffff) return isPublicIpv4(ipv4Of(g6, g7));
  // NAT64 64:ff9b::/96 translates to the embedded IPv4; the local-use 64:ff9b:1::/48 is refused.
  if (g0 === 0x64 && g1 === 0xff9b) {
    return groups.slice(2, 6).every((group) => group === 0) && isPublicIpv4(ipv4Of(g6, g7));
  }
  // 6to4 (2002::/16) carries an IPv4 address in groups 1 and 2.
  if (g0 === 0x2002) return isPublicIpv4(ipv4Of(g1, groups[2] ?? 0));
  // Teredo (2001::/32) tunnels to an obfuscated IPv4 address: refused outright.
  if (g0 === 0x2001 && g1 === 0) return false;
  // Documentation (2001:db8::/32) and ORCHID (2001:10::/28, 2001:20::/28).
  if (g0 === 0x2001 && (g1 === 0xdb8 || (g1 >= 0x10 && g1 <= 0x2f))) return false;
  // Only global unicast (2000::/3) is the internet; this leaves out unique-local fc00::/7,
  // link-local fe80::/10, site-local fec0::/10, multicast ff00::/8 and the reserved rest.
  return g0 >= 0x2000 && g0 <= 0x3fff;
}

/** null when the text is not an IP literal; otherwise whether it is a public address. */
export function isPublicIpLiteral(text: string): boolean | null {
  const v4 = parseIpv4(text);
  if (v4 !== null) return isPublicIpv4(v4);
  const v6 = parseIpv6(text);
  if (v6 !== null) return isPublicIpv6(v6);
  return null;
}

// Names that only ever mean something inside a network: never sent to a resolver.
const INTERNAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'home.arpa',
  'localdomain',
  'in-addr.arpa',
  'ip6.arpa',
];

/** True for names such as `localhost`, `db.internal`, `printer.local` or a single label. */
export function looksInternalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
