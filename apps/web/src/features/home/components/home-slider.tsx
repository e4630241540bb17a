import { IMAGE_SIZES } from '@scena/shared/catalog/images';
import { useTranslation } from 'react-i18next';
import type { TPublicSlide } from '@scena/shared/catalog/slides';
import { Carousel } from '@/ui/carousel';
import { SiteLink } from '@/ui/site-link';
import styles from './home.module.css';

/** visitor-side.md §9: a new slide every 3000 ms (the 500 ms fade is the carousel's CSS). */
const SLIDE_INTERVAL_MS = 3000;
const SLIDE_SIZES = IMAGE_SIZES.slide;

/** One slide: its picture (the first one is the page's largest paint), title linking to its url, and text. */
function Slide({ slide, first }: { slide: TPublicSlide; first: boolean }) {
  const image = slide.bg_image;
  return (
    <div className={styles.slide}>
      <div className={styles.slideMedia}>
        {image && (
          <img
            src={image.thumb_url}
            srcSet={image.srcset}
            sizes={SLIDE_SIZES}
            width={image.width}
            height={image.height}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding={first ? 'sync' : 'async'}
          />
        )}
      </div>
      <div className={styles.slideCaption}>
        <p className={styles.slideTitle}>
          {slide.url ? (
            <SiteLink href={slide.url} className={styles.slideLink}>
              {slide.title}
            </SiteLink>
          ) : (
            slide.title
          )}
        </p>
        {slide.text && <p className={styles.slideText}>{slide.text}</p>}
      </div>
    </div>
  );
}

export function HomeSlider({ slides }: { slides: TPublicSlide[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('home.slider.label')}
      interval={SLIDE_INTERVAL_MS}
      labels={{
        pause: t('home.slider.pause'),
        play: t('home.slider.play'),
        previous: t('home.slider.previous'),
        next: t('home.slider.next'),
        slide: (position, total) => t('home.slider.slide', { position, total }),
      }}
      slides={slides.map((slide, position) => ({
        id: slide.id,
        content: <Slide slide={slide} first={position === 0} />,
      }))}
    />
  );
}

/** The slider's place while the slides load: the same height, so nothing below jumps. */
export function SliderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.sliderSkeleton}>
      <p role="status" className="visually-hidden">
        {t('home.slider.loading')}
      </p>
    </div>
  );
}
