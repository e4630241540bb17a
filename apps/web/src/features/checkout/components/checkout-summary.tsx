import { useTranslation } from 'react-i18next';
import { eventWhenText } from '@scena/shared/catalog/event-when';
import { IMAGE_SIZES } from '@scena/shared/catalog/images';
import { formatPrice } from '@scena/shared/catalog/money';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import type { groupQuantityProblem, TGroupPrice } from '@scena/shared/commerce/group-price';
import type { Language } from '@scena/shared/i18n/messages';
import type { CheckoutProduct } from '../api/get-product';
import type { Choice } from './choice-picker';
import type { PurchaseState } from './purchase-state';
import styles from './checkout.module.css';

export interface GroupSummary {
  quantity: number;
  rule: { one_free: boolean; discount: number };
  price: TGroupPrice;
  problem: ReturnType<typeof groupQuantityProblem>;
}

export function CheckoutSummary({
  product,
  state,
  choice,
  group,
  amount,
  vatRate,
  globalValidity,
  language,
}: {
  product: CheckoutProduct;
  state: PurchaseState & { voucherLeft: number | null };
  choice: Choice;
  group: GroupSummary | null;
  /** What is paid for the choice, in grosze; null while the choice cannot be bought (no price to show). */
  amount: number | null;
  vatRate: number;
  /** The global ticket validity in hours, for a video without its own. */
  globalValidity: number | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const poster = product.item.main_image;
  const validity = product.type === 'video' ? (product.item.tickets_expiration_time ?? globalValidity) : null;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className="visually-hidden">
        {t('checkout.summary')}
      </h2>
      {poster ? (
        <img
          className={styles.poster}
          src={poster.url}
          srcSet={poster.srcset || undefined}
          sizes={IMAGE_SIZES.checkout}
          width={poster.width}
          height={poster.height}
          alt=""
        />
      ) : null}
      <p className={styles.eyebrow}>{t(`checkout.choice.${choice}.${product.type}`)}</p>
      <p className={styles.productTitle}>{product.item.title}</p>
      <dl className={styles.facts}>
        {product.type === 'event' && (
          <div>
            <dt>{t('checkout.when')}</dt>
            <dd>{eventWhenText(product.item, t('checkout.fullDay'))}</dd>
          </div>
        )}
        {validity !== null && (
          <div>
            <dt>{t('checkout.rental')}</dt>
            <dd>
              {validity === 0
                ? t('checkout.rentalUnlimited')
                : t('checkout.rentalHours', { count: validity })}
            </dd>
          </div>
        )}
        {product.type === 'event' && typeof product.item.ticketsLeft === 'number' && (
          <div>
            <dt>{t('checkout.ticketsLeft', { count: product.item.ticketsLeft })}</dt>
          </div>
        )}
        {group && !group.problem && <GroupBreakdown group={group} unit={state.price} language={language} />}
        {choice === 'gift' && (
          <div>
            <dt>{t('checkout.gift.price')}</dt>
            <dd>{formatPrice(state.price, language)}</dd>
          </div>
        )}
        {choice === 'self' && state.code !== null && (
          <>
            <div>
              <dt>{t('checkout.priceBefore')}</dt>
              <dd>
                <s>{formatPrice(state.price, language)}</s>
              </dd>
            </div>
            <div>
              <dt>
                {t(state.voucherLeft === null ? 'checkout.codeApplied' : 'checkout.voucherApplied', {
                  code: state.code,
                })}
              </dt>
              <dd>−{formatPrice(state.price - state.amount, language)}</dd>
            </div>
            {state.voucherLeft !== null && (
              <div>
                <dt>{t('checkout.voucherLeft')}</dt>
                <dd>{formatPrice(state.voucherLeft, language)}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      <p className={styles.total}>
        <span>{t('checkout.toPay')}</span>
        <strong aria-live="polite">
          {amount === null ? '—' : amount === 0 ? t('checkout.free') : formatPrice(amount, language)}
        </strong>
      </p>
      {amount !== null && amount > 0 && (
        <p className={styles.note}>
          {t('checkout.vat', {
            rate: vatRate,
            amount: formatPrice(vatIncluded(amount, vatRate), language),
          })}
        </p>
      )}
    </section>
  );
}

/** The group price as visitor-side.md §9 computes it: units × price, the free unit, the discount. */
function GroupBreakdown({
  group,
  unit,
  language,
}: {
  group: GroupSummary;
  unit: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const { price, rule, quantity } = group;
  return (
    <>
      <div>
        <dt>{t('checkout.group.units', { count: quantity, price: formatPrice(unit, language) })}</dt>
        <dd>{formatPrice(unit * quantity, language)}</dd>
      </div>
      {rule.one_free && (
        <div>
          <dt>{t('checkout.group.oneFree')}</dt>
          <dd>−{formatPrice(unit, language)}</dd>
        </div>
      )}
      {rule.discount > 0 && (
        <div>
          <dt>{t('checkout.group.discount', { percent: rule.discount })}</dt>
          <dd>−{formatPrice(price.discountGrosze, language)}</dd>
        </div>
      )}
    </>
  );
}
