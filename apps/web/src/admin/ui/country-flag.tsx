import 'flag-icons/css/flag-icons.min.css';
import { COUNTRY_CODES, countryName } from '@scena/shared/validation/countries';

/**
 * A country's flag from the bundled flag-icons set (served with the back-office's own assets, never fetched from
 * a flag service: no buyer's country leaks to a third party), named for screen readers.
 */
export function CountryFlag({ code, language }: { code: string | null; language: 'pl' | 'en' }) {
  if (!code || !COUNTRY_CODES.has(code)) return null;
  return (
    <span
      className={`fi fi-${code.toLowerCase()}`}
      role="img"
      aria-label={countryName(code, language)}
      title={countryName(code, language)}
    />
  );
}
