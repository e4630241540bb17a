import { COUNTRY_CODES, countryName } from '@scena/shared/validation/countries';
import styles from './country-flag.module.css';

/**
 * A country's flag from the bundled flag-icons set (copied into the build at /flags/ by the countryFlags plugin of
 * build/vite-plugins.ts, never fetched from a flag service: no buyer's country leaks to a third party), named for
 * screen readers.
 */
export function CountryFlag({ code, language }: { code: string | null; language: 'pl' | 'en' }) {
  if (!code || !COUNTRY_CODES.has(code)) return null;
  const name = countryName(code, language);
  return (
    <img
      className={styles.flag}
      src={`/flags/${code.toLowerCase()}.svg`}
      width={16}
      height={12}
      alt={name}
      title={name}
    />
  );
}
