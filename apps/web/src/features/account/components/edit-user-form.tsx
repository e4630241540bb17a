import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZEditOwnUser, type TUser } from '@scena/shared/users/schemas';
import { isBirthdayMissing } from '@scena/shared/access/age';
import { Alert } from '@/ui/alert';
import { BirthdayField } from '@/ui/birthday-field';
import { Button } from '@/ui/button';
import { CountrySelect } from '@/ui/country-select';
import { SelectField, TextField } from '@/ui/field';
import { applyServerErrors } from '@/ui/form';
import { useToast } from '@/ui/feedback';
import { useEditUser, type EditUserValues } from '../api/edit-user';
import styles from './account.module.css';

type FormInput = z.input<typeof ZEditOwnUser>;

function defaultsOf(user: TUser): FormInput {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    birthday: !user.birthday || isBirthdayMissing(user.birthday) ? '' : user.birthday,
    country_code: user.country_code || 'PL',
    street: user.street ?? '',
    postal_code: user.postal_code ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    company: user.company ?? '',
    nip: user.nip ?? '',
    language: user.language === 'en' ? 'en' : 'pl',
    current_password: '',
    password: '',
    repeatpassword: '',
  };
}

/** The edit form (visitor-side.md §5): validated with the schema the server uses, 422s land on the fields. */
export function EditUserForm({ user, id, onSaved }: { user: TUser; id: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const edit = useEditUser(user.id);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, EditUserValues>({
    resolver: zodResolver(ZEditOwnUser),
    defaultValues: defaultsOf(user),
  });
  // The form replaces the details it edits: take the keyboard to its first field.
  useEffect(() => setFocus('firstname'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      await edit.mutateAsync(values);
      toast(t('account.form.saved'), 'success');
      onSaved();
    } catch (error) {
      setFormMessage(applyServerErrors(error, setError));
    }
  });

  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      {formMessage && <Alert tone="error">{t(formMessage)}</Alert>}
      <p className={styles.note}>{t('account.form.required')}</p>
      <div className={styles.grid}>
        <TextField
          label={t('account.form.firstname')}
          autoComplete="given-name"
          required
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          label={t('account.form.lastname')}
          autoComplete="family-name"
          required
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <TextField
        label={t('account.data.email')}
        type="email"
        value={user.email}
        readOnly
        hint={t('account.form.emailNote')}
        className={styles.readOnly}
        error={errors.email?.message}
      />
      <Controller
        control={control}
        name="birthday"
        render={({ field, fieldState }) => (
          <BirthdayField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <div className={styles.grid}>
        <CountrySelect required error={errors.country_code?.message} {...register('country_code')} />
        <SelectField
          label={t('account.data.language')}
          error={errors.language?.message}
          {...register('language')}
        >
          <option value="pl" lang="pl">
            {t('account.language.pl')}
          </option>
          <option value="en" lang="en">
            {t('account.language.en')}
          </option>
        </SelectField>
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('account.form.address')}</legend>
        <TextField
          label={t('account.form.street')}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <div className={styles.grid}>
          <TextField
            label={t('account.form.postalCode')}
            autoComplete="postal-code"
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
          <TextField
            label={t('account.form.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <TextField
          label={t('account.form.state')}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('account.form.invoice')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('account.form.company')}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField
            label={t('account.form.nip')}
            inputMode="numeric"
            error={errors.nip?.message}
            {...register('nip')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('account.form.passwordTitle')}</legend>
        <p className={styles.note}>{t('account.form.passwordHint')}</p>
        <TextField
          label={t('account.form.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <div className={styles.grid}>
          <TextField
            label={t('account.form.password')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('account.form.repeatPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.repeatpassword?.message}
            {...register('repeatpassword')}
          />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" loading={edit.isPending}>
          {t('account.form.submit')}
        </Button>
      </div>
    </form>
  );
}
