import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One address a host name resolved to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address a host name resolves to. Tests inject one to play a DNS whose answer changes. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const PUBLIC_ONLY = 'Use a public address, not a private or loopback one';

/** The words for ipaddr.js's range names (the ones it has no sentence for are shown as they are). */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local',
  rfc6145: 'IPv4-translated',
  teredo: 'a Teredo tunnel',
};

const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
// Only 2000::/3 is routed on the internet; everything outside it (bar the NAT64 prefix) stays local.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

function ipv4FromBytes(bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes);
}

/**
 * The address in the WHATWG URL parser's canonical form. ipaddr.js reads "::1.2.3.4" (as a resolver
 * prints an IPv4-compatible address) as IPv4-mapped; the connection, like the URL parser, reads ::102:304.
 */
function canonical(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    // A zone (fe80::1%eth0) is no URL host; ipaddr.js reads it, and link-local is refused anyway.
    return ip;
  }
}

/** The embedded IPv4 address decides: a 6to4 or NAT64 form of 127.0.0.1 reaches 127.0.0.1. */
function embedded(form: string, ipv4: ipaddr.IPv4): string | null {
  const kind = nonPublicKind(ipv4.toString());
  return kind === null ? null : `${form} of ${ipv4.toString()}, ${kind}`;
}

/**
 * What kind of address a webhook may not reach `ip` is ("loopback", "6to4 of 127.0.0.1, loopback"), or
 * null when it is a public one. Ranges are ipaddr.js's (IANA's special-purpose registries); the forms that
 * carry an IPv4 address (IPv4-mapped, NAT64 64:ff9b::/96, 6to4) are judged by that address.
 */
export function nonPublicKind(ip: string): string | null {
  const address = canonical(ip);
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') {
    const range = (parsed as ipaddr.IPv4).range();
    return range === 'unicast' ? null : (RANGE_WORDS[range] ?? range);
  }
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return embedded('IPv4-mapped', ipv6.toIPv4Address());
  const range = ipv6.range();
  const bytes = ipv6.toByteArray();
  if (range === 'rfc6052') {
    // Where the local-use prefix (64:ff9b:1::/48) holds the IPv4 address is the network's choice.
    if (!ipv6.match(NAT64_WELL_KNOWN)) return 'local-use NAT64';
    return embedded('NAT64', ipv4FromBytes(bytes.slice(12, 16)));
  }
  if (range === '6to4') return embedded('6to4', ipv4FromBytes(bytes.slice(2, 6)));
  if (range !== 'unicast') return RANGE_WORDS[range] ?? range;
  if (ipv6.match(IPV4_COMPATIBLE)) return 'IPv4-compatible';
  if (!ipv6.match(GLOBAL_UNICAST)) return 'not global unicast';
  return null;
}

/** Where a send goes: the one address checked, or why there is none. */
export type SendTarget = { address: ResolvedAddress; problem: null } | { address: null; problem: string };

/**
 * Resolves `hostname` once and checks every address it gives: any non-public one refuses the host
 * (unless `allowPrivate`, outside production). The caller connects to the address answered and resolves
 * nothing again, so a name re-pointed meanwhile (DNS rebinding) cannot move the connection elsewhere.
 */
export async function resolveSendTarget(
  hostname: string,
  { resolve = systemResolver, allowPrivate = false }: { resolve?: HostResolver; allowPrivate?: boolean } = {},
): Promise<SendTarget> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // "localhost." is localhost too: a trailing dot only says the name is complete.
  const bare = host.replace(/\.$/, '');
  if (!allowPrivate && (bare === 'localhost' || bare.endsWith('.localhost'))) {
    return { address: null, problem: 'Use a public address, not this machine' };
  }
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family === 4 || family === 6) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { address: null, problem: 'The address’s host could not be found' };
  }
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const kind = nonPublicKind(address);
      if (kind === null) continue;
      const what = family ? `${address} is ${kind}` : `${host} resolves to ${address}, ${kind}`;
      return { address: null, problem: `${PUBLIC_ONLY} (${what})` };
    }
  }
  return { address: addresses[0], problem: null };
}
