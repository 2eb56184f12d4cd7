import { describe, expect, it } from 'vitest';
import {
  isPublicIpLiteral,
  looksInternalHostname,
  parseIpv6,
} from '../../../src/domain/shared/ip-address.ts';

/** The host as fetch() will see it: the WHATWG URL parser normalises IPv4 and IPv6 forms. */
const hostOf = (url: string) => new URL(url).hostname;

describe('IP literals a server-side fetch may not reach', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, elsewhere in 127/8', 'http://127.8.9.10/'],
    ['loopback in decimal', 'http://2130706433/'],
    ['loopback in hex', 'http://0x7f000001/'],
    ['loopback in octal', 'http://0177.0.0.1/'],
    ['loopback shortened', 'http://127.1/'],
    ['this network', 'http://0.0.0.0/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.31.255.255/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['metadata address in decimal', 'http://2852039166/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped metadata, hex groups', 'http://[::ffff:a9fe:a9fe]/'],
    ['IPv4-compatible', 'http://[::10.0.0.1]/'],
    ['NAT64 of a private address', 'http://[64:ff9b::10.0.0.1]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['unique-local', 'http://[fd00::1]/'],
    ['link-local', 'http://[fe80::1]/'],
    ['multicast v6', 'http://[ff02::1]/'],
    ['documentation v6', 'http://[2001:db8::1]/'],
  ])('%s (%s) is refused', (_label, url) => {
    expect(isPublicIpLiteral(hostOf(url))).toBe(false);
  });

  it.each([
    'http://93.184.215.14/',
    'http://8.8.8.8/',
    'http://[2606:4700::6810:84e5]/',
    'http://[::ffff:8.8.8.8]/',
  ])('%s is public', (url) => {
    expect(isPublicIpLiteral(hostOf(url))).toBe(true);
  });

  it('is null for names and malformed addresses', () => {
    expect(isPublicIpLiteral('example.com')).toBeNull();
    expect(isPublicIpLiteral('1.2.3')).toBeNull();
    expect(isPublicIpLiteral('01.2.3.4')).toBeNull();
    expect(parseIpv6('1::2::3')).toBeNull();
    expect(parseIpv6('fe80::1%eth0')).toBeNull();
  });

  it('reads the compressed and dotted IPv6 forms', () => {
    expect(parseIpv6('[::ffff:1.2.3.4]')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  });
});

describe('host names that only mean something inside a network', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'printer.local',
    'db.internal',
    'intranet',
    'nas.home.arpa',
  ])('%s looks internal', (name) => {
    expect(looksInternalHostname(name)).toBe(true);
  });

  it.each(['img.youtube.com', 'i.vimeocdn.com', 'cdn.example.fr'])('%s does not', (name) => {
    expect(looksInternalHostname(name)).toBe(false);
  });
});
