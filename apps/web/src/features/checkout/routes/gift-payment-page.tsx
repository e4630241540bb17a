import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { isGiftOffered } from '@scena/shared/commerce/gift-offer';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import type { Language } from '@scena/shared/i18n/messages';
import { useExternalConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { GiftPicture } from '@/ui/gift-picture';
import { useDocumentTitle } from '@/ui/use-document-title';
import { LazyPurchaseForm } from '../components/lazy-purchase-form';
import styles from '../components/checkout.module.css';
import '../i18n';

/** The VAT rate until the settings arrive (product-decisions §30). */
const DEFAULT_VAT = 23;

/**
 * /platnosc/prezent (visitor-side.md §2): a gift for any event or recording at gift_price, while any-product
 * gifts are offered (any_gift_available, gift_expiration not past). Paid, it yields a code worth the price.
 */
export function GiftPaymentPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('checkout.giftPage.title'));
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const user = useCurrentUser();
  const query = useExternalConfig();
  const external = query.data;
  if (!external || !user) return <Loading label={t('checkout.loading')} />;
  const gift = external.giftConfig;
  const price = zlotyToGrosze(gift.gift_price) ?? 0;
  if (!isGiftOffered(gift, new Date()) || price <= 0) {
    return (
      <div className={styles.page}>
        <h1>{t('checkout.giftPage.title')}</h1>
        <Alert tone="warning" title={t('checkout.unavailable.title')}>
          <p>{t('checkout.giftPage.unavailable')}</p>
        </Alert>
        <div className={styles.actions}>
          <ButtonLink to={paths.home}>{t('order.toHome')}</ButtonLink>
        </div>
      </div>
    );
  }
  const vatRate = external.config.vat_rate ?? DEFAULT_VAT;
  const label =
    (language === 'en' ? gift.gift_label_en || gift.gift_label : gift.gift_label) ||
    t('checkout.choice.gift.any');
  const description =
    (language === 'en' ? gift.gift_description_en || gift.gift_description : gift.gift_description) ||
    t('checkout.giftPage.text');
  return (
    <div className={styles.page}>
      <h1>{t('checkout.giftPage.title')}</h1>
      <div className={styles.layout}>
        <section className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="visually-hidden">
            {t('checkout.summary')}
          </h2>
          <GiftPicture
            images={gift.images}
            className={styles.poster}
            sizes="(min-width: 60rem) 24rem, 100vw"
            loading="eager"
          />
          <p className={styles.eyebrow}>{t('checkout.choice.gift.any')}</p>
          <p className={styles.productTitle}>{label}</p>
          <p>{description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('checkout.giftPage.for')}</dt>
              <dd>{t('checkout.giftPage.anyProduct')}</dd>
            </div>
          </dl>
          <p className={styles.total}>
            <span>{t('checkout.toPay')}</span>
            <strong>{formatPrice(price, language)}</strong>
          </p>
          <p className={styles.note}>
            {t('checkout.vat', { rate: vatRate, amount: formatPrice(vatIncluded(price, vatRate), language) })}
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="checkout-order">
          <h2 id="checkout-order">{label}</h2>
          <p className={styles.note}>
            {t('checkout.giftPage.intro', { price: formatPrice(price, language) })}
          </p>
          <LazyPurchaseForm
            target={{ kind: 'gift', productSlug: 'any' }}
            buyer={{ firstname: user.firstname, lastname: user.lastname }}
            payLabel={t('checkout.pay', { price: formatPrice(price, language) })}
          />
        </section>
      </div>
    </div>
  );
}
