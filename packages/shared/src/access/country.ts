/**
 * Country restriction (visitor-side.md §3 restricted_access, product-decisions §19). The viewer's country comes
 * from the request IP (the server's GeoIP lookup); this module only decides.
 */

/** The European Union, 27 members. */
const EU = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

/** EEA members outside the EU, Switzerland and the United Kingdom. */
const EEA_CH_UK = ['IS', 'LI', 'NO', 'CH', 'GB'] as const;

/**
 * The rest of geographic Europe: the microstates (AD, MC, SM, VA), the Western Balkans (AL, BA, ME, MK, RS and
 * XK, Kosovo, as the country picker offers it), Belarus, Moldova and Ukraine, and the European dependencies with
 * their own ISO codes (Åland, Faroe Islands, Gibraltar, Guernsey, Isle of Man, Jersey, Svalbard and Jan Mayen).
 */
const REST_OF_EUROPE = [
  'AD', 'MC', 'SM', 'VA', 'AL', 'BA', 'ME', 'MK', 'RS', 'XK', 'BY', 'MD', 'UA',
  'AX', 'FO', 'GI', 'GG', 'IM', 'JE', 'SJ',
] as const; // prettier-ignore

/**
 * "europe" as a fixed list of ISO 3166-1 alpha-2 codes (product-decisions §19): EU + EEA + CH + UK + the rest of
 * geographic Europe. Decision: the transcontinental states whose territory and population lie mostly in Asia or
 * whose European part is small (RU, TR, GE, AM, AZ, KZ) are left out; Cyprus is in as an EU member. Greenland
 * (GL) is geographically North America and is out.
 */
export const EUROPE_COUNTRY_CODES: ReadonlySet<string> = new Set<string>([
  ...EU,
  ...EEA_CH_UK,
  ...REST_OF_EUROPE,
]);

export const POLAND = 'PL';

/** An item's restriction: '' and 'any' are the whole world. */
export type TRestrictedAccess = '' | 'any' | 'poland' | 'europe';

/** The global switches of the application configuration (admin-content.md §3). */
export interface TGlobalCountryRule {
  access_only_poland: boolean;
  access_only_europe: boolean;
}

function allows(rule: 'world' | 'poland' | 'europe', country: string | null): boolean {
  if (rule === 'world') return true;
  if (!country) return false;
  return rule === 'poland' ? country === POLAND : EUROPE_COUNTRY_CODES.has(country);
}

/**
 * Whether a viewer from `countryCode` may watch an item. The item's restriction and the global switches both
 * apply (the stricter wins): global access_only_poland limits every item to PL, access_only_europe to the
 * European list, and an item's 'poland' or 'europe' narrows further. An unknown country (null or empty) passes
 * only where nothing restricts (fail closed); the server normally supplies DEFAULT_COUNTRY for unknown IPs. An
 * unrecognised restricted_access value is treated as 'poland', the strictest (fail closed).
 */
export function isCountryAllowed(
  restrictedAccess: TRestrictedAccess | string | null | undefined,
  countryCode: string | null | undefined,
  global: TGlobalCountryRule,
): boolean {
  const country = countryCode ? countryCode.trim().toUpperCase() : null;
  const item =
    restrictedAccess === '' || restrictedAccess === 'any' || restrictedAccess == null
      ? 'world'
      : restrictedAccess === 'europe'
        ? 'europe'
        : 'poland';
  const globalRule = global.access_only_poland ? 'poland' : global.access_only_europe ? 'europe' : 'world';
  return allows(item, country) && allows(globalRule, country);
}
