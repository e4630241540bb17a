import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CODES_PATH, itemPath, watchHref } from '@scena/shared/site/site-paths';
import { eventWhenText } from '@scena/shared/catalog/event-when';
import { IMAGE_SIZES } from '@scena/shared/catalog/images';
import { formatPrice } from '@scena/shared/catalog/money';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import {
  groupPrice,
  groupQuantityProblem,
  groupSizeRange,
  type TGroupPrice,
} from '@scena/shared/commerce/group-price';
import { productTypeOfSegment, type TProductType } from '@scena/shared/commerce/product-slug';
import type { Language } from '@scena/shared/i18n/messages';
import type { TUser } from '@scena/shared/users/schemas';
import { useExternalConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { TextField } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useCheckoutProduct, type CheckoutProduct } from '../api/get-product';
import type { PurchaseTarget } from '../api/purchase';
import { LazyPurchaseForm } from '../components/lazy-purchase-form';
import { purchaseStateOf, withVoucherChoice, type PurchaseState } from '../components/purchase-state';
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

/** What the page sells: the product for oneself, a group ticket of it, or a gift of it (`?rodzaj=`). */
type Choice = 'self' | 'group' | 'gift';
const CHOICE_PARAM = 'rodzaj';
const CHOICE_OF_PARAM: Record<string, Choice> = { grupowy: 'group', prezent: 'gift' };
const PARAM_OF_CHOICE: Record<Choice, string | null> = { self: null, group: 'grupowy', gift: 'prezent' };

/** Reasons that stop only a purchase for oneself: the buyer holds it, pays for it now, or is too young to watch. */
const PERSONAL_REASONS = new Set(['access_held', 'payment_pending', 'refund_pending', 'age']);

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
  // Gifts and group tickets of a free product have nothing to pay for, and of one nobody may buy, nothing to give.
  const forOthers = state.price > 0 && (!state.unavailable || PERSONAL_REASONS.has(state.unavailable));
  const ticketsLeft = product.type === 'event' ? (product.item.ticketsLeft ?? null) : null;
  // A group needs at least its smallest size in tickets left: fewer, and no size could be bought.
  const groupSizes = groupRule ? groupSizeRange(groupRule, ticketsLeft) : null;
  const offered: Choice[] = [
    'self',
    ...(forOthers &&
    groupRule &&
    groupSizes &&
    (type === 'event' ? groupRule.event_available : groupRule.video_available)
      ? (['group'] as const)
      : []),
    ...(forOthers && external?.giftConfig.gift_available ? (['gift'] as const) : []),
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
        <Summary
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
                <Unavailable product={product} state={state} refresh={() => void query.refetch()} />
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

/** The three things the page can sell, as radio cards: one Tab stop, arrows move between them. */
function ChoicePicker({
  offered,
  choice,
  type,
  onChange,
}: {
  offered: Choice[];
  choice: Choice;
  type: TProductType;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{t('checkout.choice.legend')}</legend>
      {offered.map((option) => (
        <label key={option} className={styles.choice} data-checked={option === choice || undefined}>
          <input
            type="radio"
            name="checkout-choice"
            value={option}
            checked={option === choice}
            onChange={() => onChange(option)}
          />
          <span className={styles.choiceTitle}>{t(`checkout.choice.${option}.${type}`)}</span>
          <span className={styles.choiceHint}>{t(`checkout.choice.${option}.hint`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A cash voucher pays for the purchase only if the buyer says so: using it shows what stays on it for the next
 * purchase, keeping it shows the price without it.
 */
function VoucherChoice({
  code,
  balance,
  withVoucher,
  withoutVoucher,
  used,
  onChange,
  language,
}: {
  code: string;
  /** Grosze on the voucher now. */
  balance: number;
  /** What is paid with it, and without it (grosze). */
  withVoucher: number;
  withoutVoucher: number;
  used: boolean;
  onChange: (used: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const price = (grosze: number) => formatPrice(grosze, language);
  const left = balance - (withoutVoucher - withVoucher);
  const options = [
    {
      value: true,
      title: t('checkout.voucher.use', { code }),
      hint: t('checkout.voucher.useHint', { pay: price(withVoucher), left: price(left) }),
    },
    {
      value: false,
      title: t('checkout.voucher.keep'),
      hint: t('checkout.voucher.keepHint', { pay: price(withoutVoucher), balance: price(balance) }),
    },
  ];
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>
        {t('checkout.voucher.legend', { code, balance: price(balance) })}
      </legend>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={styles.choice}
          data-checked={option.value === used || undefined}
        >
          <input
            type="radio"
            name="checkout-voucher"
            checked={option.value === used}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.choiceTitle}>{option.title}</span>
          <span className={styles.choiceHint}>{option.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
const GROUP_QUANTITY = 'group-quantity';
/** The id FieldShell gives the quantity's error, which the disabled Pay button points to. */
const GROUP_QUANTITY_ERROR = `${GROUP_QUANTITY}-error`;

/** The group's size: a number within the settings' range and the tickets left, said in words when it is not. */
function GroupQuantity({
  quantity,
  sizes,
  problem,
  onChange,
}: {
  quantity: number;
  /** The sizes that can be bought: the settings' range, capped by the tickets left. */
  sizes: { min: number; max: number };
  problem: ReturnType<typeof groupQuantityProblem>;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const error = problem
    ? problem.kind === 'range'
      ? t('checkout.group.range', { min: problem.min, max: problem.max })
      : t('checkout.group.available', { count: problem.available })
    : undefined;
  return (
    <TextField
      id={GROUP_QUANTITY}
      label={t('checkout.group.quantity')}
      type="number"
      inputMode="numeric"
      min={sizes.min}
      max={sizes.max}
      step={1}
      required
      value={Number.isNaN(quantity) ? '' : String(quantity)}
      hint={t('checkout.group.hint', { min: sizes.min, max: sizes.max })}
      error={error}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
}

function buyerOf(user: TUser) {
  return { firstname: user.firstname, lastname: user.lastname };
}

interface GroupSummary {
  quantity: number;
  rule: { one_free: boolean; discount: number };
  price: TGroupPrice;
  problem: ReturnType<typeof groupQuantityProblem>;
}

function Summary({
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

/**
 * Why the buyer cannot buy it for themselves, and where to go instead; with their own payment under way, the ways
 * back to it or out of it (a drop reads the product again, and the form comes back).
 */
function Unavailable({
  product,
  state,
  refresh,
}: {
  product: CheckoutProduct;
  state: PurchaseState;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const path = itemPath(product.type, product.item);
  const reason = state.unavailable!;
  const pending = reason === 'payment_pending' && product.item.paymentStatus === 'PENDING';
  return (
    <div className={styles.unavailable}>
      <Alert tone={reason === 'access_held' ? 'info' : 'warning'} title={t('checkout.unavailable.title')}>
        <p>{t(pending ? 'checkout.unavailable.unfinished' : `checkout.unavailable.${reason}`)}</p>
      </Alert>
      {pending && product.item.pendingOrder && (
        <UnfinishedPaymentActions order={product.item.pendingOrder} onDropped={refresh} onChanged={refresh} />
      )}
      <div className={styles.actions}>
        {reason === 'access_held' ? (
          <ButtonLink to={watchHref(path)}>{t('checkout.watch')}</ButtonLink>
        ) : (
          <ButtonLink variant={pending ? 'secondary' : 'primary'} to={path}>
            {t('checkout.backToProduct')}
          </ButtonLink>
        )}
        {reason === 'payment_pending' && (
          <ButtonLink variant="secondary" to={paths.account}>
            {t('checkout.myOrders')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
