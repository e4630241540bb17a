import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CODES_PATH } from '@scena/shared/site/site-paths';
import { formatPrice } from '@scena/shared/catalog/money';
import { groupPrice, groupQuantityProblem, groupSizeRange } from '@scena/shared/commerce/group-price';
import { productTypeOfSegment, type TProductType } from '@scena/shared/commerce/product-slug';
import { forOthersRefusal } from '@scena/shared/commerce/purchase-refusals';
import type { Language } from '@scena/shared/i18n/messages';
import type { TUser } from '@scena/shared/users/schemas';
import { useExternalConfig } from '@/lib/app-config';
import { useCurrentUser } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { Loading } from '@/ui/feedback';
import { QueryState } from '@/ui/query-state';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useCheckoutProduct } from '../api/get-product';
import type { PurchaseTarget } from '../api/purchase';
import { CheckoutSummary } from '../components/checkout-summary';
import {
  CHOICE_OF_PARAM,
  CHOICE_PARAM,
  ChoicePicker,
  PARAM_OF_CHOICE,
  type Choice,
} from '../components/choice-picker';
import { GROUP_QUANTITY_ERROR, GroupQuantity } from '../components/group-quantity';
import { LazyPurchaseForm } from '../components/lazy-purchase-form';
import { PurchaseUnavailable } from '../components/purchase-unavailable';
import { purchaseStateOf, withVoucherChoice } from '../components/purchase-state';
import { VoucherChoice } from '../components/voucher-choice';
import styles from '../components/checkout.module.css';
import '../i18n';

/** The VAT rate until the settings arrive (product-decisions §30). */
const DEFAULT_VAT = 23;

/**
 * /platnosc/wydarzenie/{id}, /platnosc/wideo/{id} and /platnosc/{productType}/{id} (visitor-side.md §2): what is
 * bought, its price with VAT and the buyer's code, the invoice request, the terms and the consent of
 * product-decisions §29 — or, when it cannot be bought, why.
 */
export function PaymentPage({ type: fixedType }: { type?: TProductType }) {
  const { productType = '', productId = '' } = useParams();
  const type = fixedType ?? productTypeOfSegment(productType);
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  if (!type || !/^\d{1,10}$/.test(productId)) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{t('checkout.notFound')}</Alert>
      </div>
    );
  }
  return <PaymentContent key={`${type}-${productId}`} type={type} productId={productId} />;
}

function PaymentContent({ type, productId }: { type: TProductType; productId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const query = useCheckoutProduct(type, productId, language);
  const external = useExternalConfig().data;
  const config = external?.config;
  const [params, setParams] = useSearchParams();
  const product = query.data;
  const groupRule = external?.groupTicketConfig;
  const [quantity, setQuantity] = useState<number | null>(null);
  // Shown at once; the address follows (a router navigation may render later, in a transition).
  const [picked, setPicked] = useState<Choice | null>(null);
  const [useVoucher, setUseVoucher] = useState(true);
  if (!product || !user) {
    return (
      <div className={styles.page}>
        <QueryState
          query={query}
          loadingLabel={t('checkout.loading')}
          notFoundText={t('checkout.notFound')}
          errorTitle={t('checkout.error.title')}
          errorText={t('checkout.error.text')}
        />
      </div>
    );
  }
  const offer = purchaseStateOf(product, user, new Date());
  const state = withVoucherChoice(offer, useVoucher);
  const vatRate = config?.vat_rate ?? DEFAULT_VAT;
  // The rule the server sells gifts and group tickets by: the buyer's own refusal only if it is personal.
  const forOthers = (kind: 'gift' | 'group') =>
    forOthersRefusal({
      kind,
      priceGrosze: state.price,
      ticketsEnabled: product.type === 'event' ? product.item.enable_tickets : true,
      refusalForSelf: state.unavailable,
    }) === null;
  const ticketsLeft = product.type === 'event' ? (product.item.ticketsLeft ?? null) : null;
  // A group needs at least its smallest size in tickets left: fewer, and no size could be bought.
  const groupSizes = groupRule ? groupSizeRange(groupRule, ticketsLeft) : null;
  const offered: Choice[] = [
    'self',
    ...(forOthers('group') &&
    groupRule &&
    groupSizes &&
    (type === 'event' ? groupRule.event_available : groupRule.video_available)
      ? (['group'] as const)
      : []),
    ...(forOthers('gift') && external?.giftConfig.gift_available ? (['gift'] as const) : []),
  ];
  const asked = picked ?? CHOICE_OF_PARAM[params.get(CHOICE_PARAM) ?? ''] ?? 'self';
  const choice = offered.includes(asked) ? asked : 'self';
  const choose = (next: Choice) => {
    setPicked(next);
    const nextParams = new URLSearchParams(params);
    const value = PARAM_OF_CHOICE[next];
    if (value) nextParams.set(CHOICE_PARAM, value);
    else nextParams.delete(CHOICE_PARAM);
    setParams(nextParams, { replace: true });
  };
  // What was typed (NaN while the field is empty), and the whole number of people the summary prices.
  const units = quantity ?? groupRule?.min_units ?? 1;
  const priced = Math.max(1, Math.trunc(units) || 1);
  const group =
    choice === 'group' && groupRule && groupSizes
      ? {
          quantity: priced,
          rule: groupRule,
          sizes: groupSizes,
          problem: groupQuantityProblem(units, groupRule, ticketsLeft),
          price: groupPrice({
            unitGrosze: state.price,
            quantity: priced,
            oneFree: groupRule.one_free,
            discountPercent: groupRule.discount,
          }),
        }
      : null;
  // A group size that cannot be bought has no price: nothing is shown that could not be paid.
  const amount =
    choice === 'self'
      ? state.amount
      : choice === 'gift'
        ? state.price
        : group!.problem
          ? null
          : group!.price.totalGrosze;
  const target: PurchaseTarget =
    choice === 'group'
      ? { kind: 'group', productSlug: productSlugOf(product.item.id, type, priced) }
      : choice === 'gift'
        ? { kind: 'gift', productSlug: productSlugOf(product.item.id, type) }
        : { kind: 'self', type, productId: product.item.id, useVoucher };
  return (
    <div className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      <div className={styles.layout}>
        <CheckoutSummary
          product={product}
          state={state}
          choice={choice}
          group={group}
          amount={amount}
          vatRate={vatRate}
          globalValidity={config?.tickets_expiration_time ?? null}
          language={language}
        />
        <section className={styles.panel} aria-labelledby="checkout-order">
          <h2 id="checkout-order">{t(`checkout.choice.${choice}.${type}`)}</h2>
          {query.isPlaceholderData ? (
            // The public answer stands in for the summary; what this buyer may buy waits for their own.
            <Loading label={t('checkout.loading')} />
          ) : (
            <>
              {offered.length > 1 && (
                <ChoicePicker offered={offered} choice={choice} type={type} onChange={choose} />
              )}
              {choice === 'self' && state.unavailable ? (
                <PurchaseUnavailable product={product} state={state} refresh={() => void query.refetch()} />
              ) : (
                <>
                  {choice === 'self' && offer.voucher && (
                    <VoucherChoice
                      code={offer.code!}
                      balance={offer.voucher.balance}
                      withVoucher={offer.amount}
                      withoutVoucher={offer.voucher.priceWithout}
                      used={useVoucher}
                      onChange={setUseVoucher}
                      language={language}
                    />
                  )}
                  {choice === 'self' && state.usedUpCode !== null && (
                    <Alert tone="info">
                      {t('checkout.codeUsedUp', { code: state.usedUpCode })}{' '}
                      <a href={ACCOUNT_CODES_PATH}>{t('checkout.yourCodes')}</a>
                    </Alert>
                  )}
                  {choice === 'self' &&
                    state.code === null &&
                    state.usedUpCode === null &&
                    state.amount > 0 && (
                      <p className={styles.note}>
                        {t('checkout.haveCode')} <a href={ACCOUNT_CODES_PATH}>{t('checkout.activateCode')}</a>
                      </p>
                    )}
                  {choice === 'gift' && <p className={styles.note}>{t('checkout.gift.intro')}</p>}
                  {group && (
                    <GroupQuantity
                      quantity={units}
                      sizes={group.sizes}
                      problem={group.problem}
                      onChange={setQuantity}
                    />
                  )}
                  <LazyPurchaseForm
                    key={choice}
                    target={target}
                    buyer={buyerOf(user)}
                    blockedBy={group?.problem ? GROUP_QUANTITY_ERROR : undefined}
                    payLabel={
                      amount === null
                        ? t('checkout.payNoAmount')
                        : amount === 0
                          ? t('checkout.getAccess')
                          : t('checkout.pay', { price: formatPrice(amount, language) })
                    }
                  />
                </>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function productSlugOf(id: number, type: TProductType, quantity?: number): string {
  return quantity === undefined ? `${type}-${id}` : `${type}-${id}-${quantity}`;
}

function buyerOf(user: TUser) {
  return { firstname: user.firstname, lastname: user.lastname };
}
