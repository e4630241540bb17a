import { useTranslation } from 'react-i18next';
import type { TImage } from '@scena/shared/catalog/images';
import type { ExternalConfig } from '@/lib/app-config';
import { ButtonLink } from '@/ui/button';
import { useLanguage } from '../api/query-keys';
import { priceText } from '../home-rules';
import { HomeBlock } from './home-block';
import styles from './home.module.css';

/** The generic gift purchase (visitor-side.md §2 "Routes"); its page comes with the payments. */
export const GIFT_PAYMENT_PATH = '/platnosc/prezent';
/** The anchor other pages link to ("/#prezent"). */
export const GIFT_ANCHOR = 'prezent';

type GiftConfig = ExternalConfig['giftConfig'];

/** The gift picture per device: desktop, tablet, else mobile, whichever of them are set. */
function GiftPicture({ images }: { images: GiftConfig['images'] }) {
  const mobile = images.gift_image_mobile;
  const tablet = images.gift_image_tablet;
  const desktop = images.gift_image_desktop;
  const fallback: TImage | undefined = mobile ?? tablet ?? desktop;
  if (!fallback) return null;
  const source = (image: TImage | undefined, media: string) =>
    image && image !== fallback ? (
      <source
        media={media}
        srcSet={image.srcset}
        sizes="(min-width: 64rem) 34rem, 100vw"
        width={image.width}
        height={image.height}
      />
    ) : null;
  return (
    <picture className={styles.giftPicture}>
      {source(desktop, '(min-width: 64rem)')}
      {source(tablet, '(min-width: 40rem)')}
      <img
        src={fallback.thumb_url}
        srcSet={fallback.srcset}
        sizes="(min-width: 64rem) 34rem, 100vw"
        width={fallback.width}
        height={fallback.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

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
        <GiftPicture images={gift.images} />
        <div className={styles.giftBody}>
          <p>{description}</p>
          {gift.gift_price > 0 && (
            <p className={styles.giftPrice}>
              {t('home.gift.price', { price: priceText(gift.gift_price, language, t('home.price.free')) })}
            </p>
          )}
          <ButtonLink to={GIFT_PAYMENT_PATH} className={styles.goldButton}>
            {t('home.gift.buy')}
          </ButtonLink>
        </div>
      </div>
    </HomeBlock>
  );
}
