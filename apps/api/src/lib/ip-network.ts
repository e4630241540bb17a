import { isIPv4, isIPv6 } from 'node:net';

export type IpFamily = 4 | 6;

/** An address as its bytes (4 for IPv4, 16 for IPv6); an IPv4-mapped IPv6 address is its IPv4 address. */
export interface ParsedIp {
  family: IpFamily;
  bytes: number[];
}

function ipv4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 8 groups of an IPv6 address (`::` expanded, an IPv4 tail turned into its two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Parses an address as Node reads it (`net.isIP`), zone ids (`%eth0`) dropped. IPv4-mapped IPv6 addresses
 * (`::ffff:192.0.2.1`, also written in hex) are the IPv4 address: a dual-stack server sees IPv4 clients so.
 */
export function parseIp(ip: string): ParsedIp | null {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return { family: 4, bytes: ipv4Bytes(address) };
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped)
    return { family: 4, bytes: [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255] };
  return { family: 6, bytes: groups.flatMap((group) => [group >> 8, group & 255]) };
}

/** The address itself, written the usual way: IPv4 dotted, IPv6 as RFC 5952 (the longest zero run as `::`). */
export function formatIp(parsed: ParsedIp): string {
  if (parsed.family === 4) return parsed.bytes.join('.');
  const groups = groupsOf(parsed.bytes);
  let best = { start: -1, length: 1 };
  for (let start = 0; start < groups.length;) {
    let end = start;
    while (groups[end] === '0') end += 1;
    if (end - start > best.length) best = { start, length: end - start };
    start = end + 1;
  }
  if (best.start < 0) return groups.join(':');
  const head = groups.slice(0, best.start).join(':');
  const tail = groups.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

function groupsOf(bytes: number[]): string[] {
  const groups: string[] = [];
  for (let i = 0; i < bytes.length; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups;
}

/**
 * The network an address belongs to, as `198.51.100.0/24` or `2001:db8:1::/48`: the first `prefix` bits kept,
 * the rest zero. IPv6 prefixes are whole groups (a multiple of 16). Null for anything that is not an address.
 */
export function ipNetwork(ip: string, prefixes: { ipv4: number; ipv6: number }): string | null {
  const parsed = parseIp(ip);
  if (!parsed) return null;
  if (parsed.family === 4) {
    const value = parsed.bytes.reduce((sum, byte) => sum * 256 + byte, 0);
    const size = 2 ** (32 - prefixes.ipv4);
    const base = Math.floor(value / size) * size;
    const bytes = [base >>> 24, (base >>> 16) & 255, (base >>> 8) & 255, base & 255];
    return `${bytes.join('.')}/${prefixes.ipv4}`;
  }
  return `${groupsOf(parsed.bytes)
    .slice(0, prefixes.ipv6 / 16)
    .join(':')}::/${prefixes.ipv6}`;
}

/**
 * The networks the IP-diversity autoban counts: one household, office or mobile operator's NAT pool shares an
 * IPv4 /24 or an IPv6 /48 (a site's usual assignment), so devices behind it count once.
 */
export const AUTOBAN_PREFIXES = { ipv4: 24, ipv6: 48 } as const;

/** The autoban's network of an address and the address as staff read it (a mapped IPv4 as plain IPv4). */
export function playbackNetwork(ip: string): { network: string; address: string } | null {
  const parsed = parseIp(ip);
  const network = ipNetwork(ip, AUTOBAN_PREFIXES);
  return parsed && network ? { network, address: formatIp(parsed) } : null;
}
