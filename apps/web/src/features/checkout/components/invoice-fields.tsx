import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CountrySelect } from '@/ui/country-select';
import { TextField } from '@/ui/field';
import type { TPurchase } from '@scena/shared/commerce/purchase';
import type { PurchaseFormInput } from './purchase-form-input';
import styles from './checkout.module.css';

/**
 * The invoice data of visitor-side.md §5 (product-decisions §30): company and NIP for a company, first and
 * last name for a person, the address always. Checked by the shared ZInvoiceData, here and on the server.
 */
export function InvoiceFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<PurchaseFormInput>;
  control: Control<PurchaseFormInput, unknown, TPurchase>;
  errors: FieldErrors<PurchaseFormInput>;
}) {
  const { t } = useTranslation();
  const company = useWatch({ control, name: 'invoice.invoiceType' }) === 'company';
  const error = errors.invoice;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('checkout.invoice.title')}</legend>
      <div className={styles.radios} role="radiogroup" aria-label={t('checkout.invoice.type')}>
        <label>
          <input type="radio" value="company" {...register('invoice.invoiceType')} />{' '}
          {t('checkout.invoice.company')}
        </label>
        <label>
          <input type="radio" value="person" {...register('invoice.invoiceType')} />{' '}
          {t('checkout.invoice.person')}
        </label>
      </div>
      <div className={styles.grid}>
        {company ? (
          <>
            <TextField
              label={t('checkout.invoice.companyName')}
              autoComplete="organization"
              required
              error={error?.company?.message}
              {...register('invoice.company')}
            />
            <TextField
              label={t('checkout.invoice.nip')}
              inputMode="numeric"
              hint={t('checkout.invoice.nipHint')}
              required
              error={error?.nip?.message}
              {...register('invoice.nip')}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('checkout.invoice.firstname')}
              autoComplete="given-name"
              required
              error={error?.firstname?.message}
              {...register('invoice.firstname')}
            />
            <TextField
              label={t('checkout.invoice.lastname')}
              autoComplete="family-name"
              required
              error={error?.lastname?.message}
              {...register('invoice.lastname')}
            />
          </>
        )}
        <TextField
          label={t('checkout.invoice.street')}
          autoComplete="street-address"
          required
          error={error?.street?.message}
          {...register('invoice.street')}
        />
        <TextField
          label={t('checkout.invoice.postalCode')}
          autoComplete="postal-code"
          required
          error={error?.postal_code?.message}
          {...register('invoice.postal_code')}
        />
        <TextField
          label={t('checkout.invoice.city')}
          autoComplete="address-level2"
          required
          error={error?.city?.message}
          {...register('invoice.city')}
        />
        <TextField
          label={t('checkout.invoice.state')}
          autoComplete="address-level1"
          required
          error={error?.state?.message}
          {...register('invoice.state')}
        />
        <CountrySelect
          label={t('checkout.invoice.country')}
          required
          error={error?.country_code?.message}
          {...register('invoice.country_code')}
        />
      </div>
    </fieldset>
  );
}
