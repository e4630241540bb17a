import { useTranslation } from 'react-i18next';
import type { ExternalConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { GiftPicture } from '@/ui/gift-picture';
import { useLanguage } from '../api/query-keys';
import { priceText } from '../home-rules';
import { HomeBlock } from './home-block';
import styles from './home.module.css';

/** The generic gift purchase (visitor-side.md §2 "Routes"); its page comes with the payments. */
/** The anchor other pages link to ("/#prezent"). */
export const GIFT_ANCHOR = 'prezent';

type GiftConfig = ExternalConfig['giftConfig'];

/** The gift block with the anchor #prezent; shown by the page only while gifts are offered. */
export function GiftBlock({ gift }: { gift: GiftConfig }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label =
    (language === 'en' ? gift.gift_label_en || gift.gift_label : gift.gift_label) || t('home.gift.title');
  const description =
    (language === 'en' ? gift.gift_description_en || gift.gift_description : gift.gift_description) ||
    t('home.gift.text');
  return (
    <HomeBlock title={label} id={GIFT_ANCHOR}>
      <div className={styles.gift}>
        <GiftPicture
          images={gift.images}
          className={styles.giftPicture}
          sizes="(min-width: 64rem) 34rem, 100vw"
        />
        <div className={styles.giftBody}>
          <p>{description}</p>
          {gift.gift_price > 0 && (
            <p className={styles.giftPrice}>
              {t('home.gift.price', { price: priceText(gift.gift_price, language, t('home.price.free')) })}
            </p>
          )}
          <ButtonLink to={paths.giftPayment} className={styles.goldButton}>
            {t('home.gift.buy')}
          </ButtonLink>
        </div>
      </div>
    </HomeBlock>
  );
}
