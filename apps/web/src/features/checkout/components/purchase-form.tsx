import { useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TPurchase, TPurchaseInput } from '@scena/shared/commerce/purchase';
import { GIFT_MESSAGE_MAX } from '@scena/shared/commerce/gift-offer';
import { ERROR_CODE } from '@scena/shared/http/error-codes';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField, EmailField, RequiredMark, TextAreaField, TextField } from '@/ui/field';
import { applyServerErrors } from '@/ui/form';
import { useToast } from '@/ui/feedback';
import { usePurchase, type PurchaseTarget } from '../api/purchase';
import { InvoiceFields } from './invoice-fields';
import type { PurchaseFormInput } from './purchase-form-input';
import styles from './checkout.module.css';

/**
 * The schemas (zod, about 25 KB gzipped) load when the buyer first acts on the form, not with the page: on a phone
 * their code is a long task that would hold up the page's first taps. Every validation waits for them.
 */
const loadValidation = () => import('./purchase-validation');

/**
 * The schema the server checks the purchase with (ZPurchase, or the gift's with its recipient), with the
 * invoice sent only when asked for.
 */
function resolverFor(gift: boolean): Resolver<PurchaseFormInput, unknown, TPurchase> {
  return async (values, context, options) => {
    const { purchaseResolver, giftResolver } = await loadValidation();
    const { wants_invoice, recipient_name, recipient_email, message, ...purchase } = values;
    const sent = { ...purchase, invoice: wants_invoice ? purchase.invoice : undefined };
    if (gift) {
      return giftResolver(
        { ...sent, recipient_name, recipient_email, message } as never,
        context,
        options as never,
      ) as never;
    }
    return purchaseResolver(sent as TPurchaseInput, context, options as never) as never;
  };
}

const EMPTY_INVOICE: PurchaseFormInput['invoice'] = {
  invoiceType: 'person',
  company: '',
  nip: '',
  firstname: '',
  lastname: '',
  street: '',
  postal_code: '',
  city: '',
  state: '',
  country_code: 'PL',
};

/**
 * The purchase: a gift's recipient and message, an optional invoice request, the terms and the consent to
 * immediate supply (product-decisions §29), and one button. A purchase in flight cannot be sent again: the button
 * is busy and a second submit is ignored. PayU's page comes next (a full page load); a zero price is done at once.
 */
export function PurchaseForm({
  target,
  payLabel,
  buyer,
  blockedBy,
}: {
  target: PurchaseTarget;
  payLabel: string;
  buyer: { firstname: string; lastname: string };
  /**
   * The id of the message saying why the choice above the form cannot be bought yet (a group quantity out of
   * range): the button is disabled and points to it.
   */
  blockedBy?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const purchase = usePurchase(target);
  const gift = target.kind === 'gift';
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PurchaseFormInput, unknown, TPurchase>({
    resolver: resolverFor(gift),
    defaultValues: {
      tos: false,
      supply_consent: false,
      wants_invoice: false,
      invoice: { ...EMPTY_INVOICE, firstname: buyer.firstname, lastname: buyer.lastname },
      recipient_name: '',
      recipient_email: '',
      message: '',
    },
  });
  const wantsInvoice = useWatch({ control, name: 'wants_invoice' });

  const send = async (values: TPurchase) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormMessage(null);
    try {
      const answer = await purchase.mutateAsync(values);
      if (answer.payu) {
        setLeaving(true);
        window.location.assign(answer.payu.redirectUri);
        return;
      }
      toast(t(target.kind === 'self' ? 'checkout.granted' : 'checkout.done'), 'success');
      navigate(answer.redirect ?? paths.home);
    } catch (error) {
      inFlight.current = false;
      if (error instanceof ApiError && error.code === ERROR_CODE.paymentUnavailable) {
        setFormMessage('checkout.tryAgain');
        return;
      }
      if (error instanceof ApiError && error.code === ERROR_CODE.purchaseRefused) {
        setFormMessage(error.formError.product ?? error.body.messageKey ?? 'error.purchase_refused');
        return;
      }
      setFormMessage(applyServerErrors(error, setError as never));
    }
  };

  const busy = purchase.isPending || leaving;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(send)(event)}
      onFocusCapture={() => void loadValidation()}
      onPointerDownCapture={() => void loadValidation()}
      noValidate
      aria-busy={busy || undefined}
    >
      {formMessage && <Alert tone="error">{t(formMessage)}</Alert>}
      {gift && (
        <fieldset className={styles.fieldset}>
          <legend>{t('checkout.gift.recipient')}</legend>
          <p className={styles.note}>{t('checkout.gift.recipientHint')}</p>
          <TextField
            label={t('checkout.gift.recipientName')}
            autoComplete="off"
            error={errors.recipient_name?.message}
            {...register('recipient_name')}
          />
          <EmailField
            label={t('checkout.gift.recipientEmail')}
            autoComplete="off"
            error={errors.recipient_email?.message}
            {...register('recipient_email')}
          />
          <TextAreaField
            label={t('checkout.gift.message')}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
        </fieldset>
      )}
      <CheckboxField label={t('checkout.invoice.want')} {...register('wants_invoice')} />
      {wantsInvoice && <InvoiceFields register={register} control={control} errors={errors} />}
      <fieldset className={styles.fieldset}>
        <legend>{t('checkout.consents')}</legend>
        <CheckboxField
          label={
            <>
              <Trans
                i18nKey="checkout.tos"
                components={{
                  terms: <a href={paths.terms} target="_blank" rel="noopener noreferrer" />,
                }}
              />
              <span className="visually-hidden"> {t('checkout.newTab')}</span>
              <RequiredMark />
            </>
          }
          required
          error={errors.tos?.message}
          {...register('tos')}
        />
        <CheckboxField
          label={
            <>
              {t('checkout.supplyConsent')}
              <RequiredMark />
            </>
          }
          required
          error={errors.supply_consent?.message}
          {...register('supply_consent')}
        />
      </fieldset>
      <p className={styles.note}>{t('checkout.required')}</p>
      <Button type="submit" block loading={busy} disabled={Boolean(blockedBy)} aria-describedby={blockedBy}>
        {busy ? t('checkout.paying') : payLabel}
      </Button>
      <p className={styles.note}>{t('checkout.payuNote')}</p>
    </form>
  );
}
