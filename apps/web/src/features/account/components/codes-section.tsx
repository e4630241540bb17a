import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZActivateCode, type TActivateCode, type TUserCode } from '@scena/shared/commerce/codes';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import type { Language } from '@scena/shared/i18n/messages';
import { formatDateTime } from '@/lib/format';
import { Alert, RetryAlert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { applyServerErrors } from '@/ui/form';
import { Dialog, Loading, useToast } from '@/ui/feedback';
import { useActivateCode } from '../api/activate-code';
import { useCodes } from '../api/get-codes';
import { useDeleteCode } from '../api/delete-code';
import styles from './account.module.css';

/** "20%" or "10,00 zł". */
export function discountText(
  code: Pick<TUserCode, 'discount_percent' | 'discount_cash'>,
  language: Language,
) {
  if (code.discount_percent !== null) return `${code.discount_percent}%`;
  return formatPrice(zlotyToGrosze(code.discount_cash ?? 0) ?? 0, language);
}

/**
 * Discount codes (visitor-side.md §2 account page, §5 code form): activate one, see what each gives and whether
 * it is used, remove an unused one after confirming. A new code lowers prices by itself.
 */
export function CodesSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const toast = useToast();
  const headingId = useId();
  const codes = useCodes(userId);
  const activate = useActivateCode(userId);
  const remove = useDeleteCode(userId);
  const [confirming, setConfirming] = useState<TUserCode | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TActivateCode>({ resolver: zodResolver(ZActivateCode), defaultValues: { code: '' } });

  const send = async (values: TActivateCode) => {
    setFormMessage(null);
    try {
      const answer = await activate.mutateAsync(values);
      toast(
        t(`account.codes.toast.${answer.status}`, { code: answer.code.code }),
        answer.status === 'used' ? 'info' : 'success',
      );
      reset({ code: '' });
    } catch (error) {
      setFormMessage(applyServerErrors(error, setError));
    }
  };

  const confirmRemove = () => {
    const code = confirming;
    if (!code) return;
    remove.mutate(code.code_id, {
      onSuccess: () => {
        setConfirming(null);
        toast(t('account.codes.removed', { code: code.code }), 'success');
      },
      onError: () => toast(t('account.codes.removeError'), 'error'),
    });
  };

  let list: React.ReactNode;
  if (codes.isPending) list = <Loading label={t('account.codes.loading')} />;
  else if (codes.isError)
    list = (
      <RetryAlert
        text={t('account.codes.fetchError')}
        onRetry={() => void codes.refetch()}
        retrying={codes.isFetching}
      />
    );
  else if (codes.data.length === 0) list = <p className={styles.empty}>{t('account.codes.empty')}</p>;
  else
    list = (
      <ul className={styles.cards}>
        {codes.data.map((code) => (
          <li key={code.code_id} className={styles.itemCard}>
            <div className={styles.itemHead}>
              <span className={styles.codeText}>{code.code}</span>
              <span className={code.state === 'active' ? styles.badgeOk : styles.badgeMuted}>
                {t(`account.codes.state.${code.state}`)}
              </span>
            </div>
            <p className={styles.itemTitle}>{code.desc}</p>
            {code.state === 'used_up' && <p className={styles.note}>{t('account.codes.usedUpWhy')}</p>}
            <dl className={styles.itemFacts}>
              <div>
                <dt>
                  {t(code.cash_left === null ? 'account.codes.discount' : 'account.codes.voucherValue')}
                </dt>
                <dd>{discountText(code, language)}</dd>
              </div>
              {code.cash_left !== null && (
                <div>
                  <dt>{t('account.codes.voucherLeft')}</dt>
                  <dd>{formatPrice(zlotyToGrosze(code.cash_left) ?? 0, language)}</dd>
                </div>
              )}
              <div>
                <dt>{t('account.codes.product')}</dt>
                <dd>
                  {code.product_path ? (
                    <a href={code.product_path}>{code.product_title}</a>
                  ) : (
                    t('account.codes.anyProduct')
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('account.codes.expires')}</dt>
                <dd>{formatDateTime(code.expiration_date)}</dd>
              </div>
              <div>
                <dt>{t('account.codes.activated')}</dt>
                <dd>{formatDateTime(code.activation_date)}</dd>
              </div>
              {code.usage_date && (
                <div>
                  <dt>{t('account.codes.usedAt')}</dt>
                  <dd>{formatDateTime(code.usage_date)}</dd>
                </div>
              )}
            </dl>
            {!code.used && (
              <Button variant="ghost" onClick={() => setConfirming(code)}>
                {t('account.codes.remove')}
                <span className="visually-hidden"> {code.code}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId} id="kody">
      <h2 id={headingId}>{t('account.codes.title')}</h2>
      {formMessage && <Alert tone="error">{t(formMessage)}</Alert>}
      <form className={styles.inlineForm} onSubmit={(event) => void handleSubmit(send)(event)} noValidate>
        <TextField
          label={t('account.codes.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" loading={activate.isPending}>
          {t('account.codes.activate')}
        </Button>
      </form>
      <p className={styles.note}>{t('account.codes.hint')}</p>
      {list}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('account.codes.confirmTitle')}
        actions={
          <>
            <Button variant="danger" loading={remove.isPending} onClick={confirmRemove}>
              {t('account.codes.remove')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('account.codes.confirmText', { code: confirming?.code ?? '' })}</p>
      </Dialog>
    </section>
  );
}
