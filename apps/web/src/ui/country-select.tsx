import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE_LIST, countryName } from '@scena/shared/validation/countries';
import { SelectField, type SelectFieldProps } from './field';

type CountrySelectProps = Omit<SelectFieldProps, 'children' | 'label'> & { label?: string };

/** Every ISO country by its name in the page's language (Poland first: the default). */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { label, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODE_LIST.filter((code) => code !== 'PL')
      .map((code) => ({ code, name: countryName(code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);
  return (
    <SelectField ref={ref} label={label ?? t('ui.country.label')} autoComplete="country" {...rest}>
      <option value="PL">{countryName('PL', language)}</option>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
});
