import { createRequire } from 'node:module';
import { BlockList, isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import { API_PACKAGE_DIR } from '../../package-root';

/** The country of a request's address (product-decisions §19). */
export interface CountryLookup {
  /** ISO 3166-1 alpha-2 code; loopback, private and unknown addresses take the default country. */
  countryOf(ip: string): string;
}

/** What the ip-location-db databases hold; MaxMind's own ones answer a CountryResponse. */
interface CountryRecord {
  country_code?: string;
}

function codeOf(record: CountryResponse | null): string | undefined {
  if (!record) return undefined;
  return (record as CountryRecord).country_code ?? record.country?.iso_code;
}

/** The CC0 database shipped in an npm package (IPv4 and IPv6 in one file), used when GEOIP_DB is not set. */
export const BUNDLED_GEOIP_DB = createRequire(path.join(API_PACKAGE_DIR, 'package.json')).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

/** Private, loopback, link-local and shared ranges: the database's answers for them are noise. */
const LOCAL_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

function isLocal(address: string): boolean {
  return LOCAL_ADDRESSES.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

// Every app of a test run opens the same file: read it once per path.
const readers = new Map<string, Promise<Reader<CountryResponse>>>();

export async function openCountryLookup(options: {
  databasePath?: string;
  defaultCountry: string;
}): Promise<CountryLookup> {
  const file = options.databasePath ?? BUNDLED_GEOIP_DB;
  let pending = readers.get(file);
  if (!pending) {
    pending = maxmind.open<CountryResponse>(file, { watchForUpdates: false });
    readers.set(file, pending);
  }
  const reader = await pending.catch((error: unknown) => {
    readers.delete(file);
    throw new Error(`GeoIP database ${file} cannot be opened: ${(error as Error).message}`);
  });
  return {
    countryOf(ip) {
      // An IPv4 address in IPv6 form (::ffff:1.2.3.4) is looked up as IPv4.
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!isIP(address) || isLocal(address)) return options.defaultCountry;
      return codeOf(reader.get(address))?.toUpperCase() ?? options.defaultCountry;
    },
  };
}
