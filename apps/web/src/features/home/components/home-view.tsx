import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExternalConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { useCurrentUser, useIsAdmin } from '@/lib/session-store';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { StageCurtain } from '@/ui/stage-curtain';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useSlides } from '../api/get-slides';
import { isGiftOffered } from '@scena/shared/commerce/gift-offer';
import { FestivalBlock } from './festival-block';
import { GiftBlock } from './gift-block';
import { BlockError } from './home-block';
import { HomeSlider, SliderSkeleton } from './home-slider';
import { ProfileWarnings } from './profile-warnings';
import { RepertoireBlock } from './repertoire-block';
import { VodBlock } from './vod-block';
import styles from './home.module.css';

type Variant = 'member' | 'public';

/** The first row of the first list loads its pictures at once (frontend-recipe "(e)"). */
const FIRST_ROW = 3;

function Curtain({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <StageCurtain compact>
      <h1>{t('home.title')}</h1>
      <p className={styles.lead}>{t(variant === 'public' ? 'home.lead' : 'home.signedInLead')}</p>
      {variant === 'public' && (
        <div className={styles.heroActions}>
          <ButtonLink to={paths.signIn} className={styles.goldButton}>
            {t('home.public.signIn')}
          </ButtonLink>
          <ButtonLink to={paths.signUp} variant="secondary" className={styles.outlineButton}>
            {t('home.public.signUp')}
          </ButtonLink>
        </div>
      )}
    </StageCurtain>
  );
}

/** With slides the slider is the stage and the page's <h1> is for assistive technology; without, the curtain. */
function SliderHero({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const slides = useSlides();
  if (slides.isError || (slides.data && slides.data.length === 0)) return <Curtain variant={variant} />;
  return (
    <>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {slides.data ? <HomeSlider slides={slides.data} /> : <SliderSkeleton />}
    </>
  );
}

function JoinInvitation() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.public.ctaTitle')}</h2>
      <p>{t('home.public.ctaText')}</p>
      <div className={styles.ctaActions}>
        <ButtonLink to={paths.signUp}>{t('home.public.signUp')}</ButtonLink>
        <ButtonLink to={paths.signIn} variant="secondary">
          {t('home.public.signIn')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The home page (visitor-side.md §2 "Home page"): the profile warnings, the slider, then the festival,
 * repertoire, VOD and gift blocks, each following its configuration flag (view_slider, view_festival,
 * view_eventslist, view_vod with vod_filters; the gift block while gifts are offered).
 */
export function HomeView({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const asAdmin = useIsAdmin();
  const configQuery = useExternalConfig();
  const [now] = useState(() => new Date());
  useDocumentTitle(t('home.documentTitle'));

  if (configQuery.isPending) {
    return (
      <>
        <h1 className="visually-hidden">{t('home.title')}</h1>
        <Loading />
      </>
    );
  }
  if (configQuery.isError) {
    // Which blocks to show is the configuration's to say: without it, only the stage and a way to retry.
    return (
      <div className={styles.home}>
        {user && <ProfileWarnings user={user} />}
        <Curtain variant={variant} />
        <div className={styles.section}>
          <BlockError onRetry={() => void configQuery.refetch()} />
        </div>
      </div>
    );
  }
  const { config, giftConfig } = configQuery.data;
  const firstList = config.view_festival ? 'festival' : config.view_eventslist ? 'repertoire' : 'vod';
  const eagerFor = (block: typeof firstList) => (block === firstList ? FIRST_ROW : 0);

  return (
    <div className={styles.home}>
      {user && <ProfileWarnings user={user} />}
      {config.view_slider ? <SliderHero variant={variant} /> : <Curtain variant={variant} />}
      {config.view_festival && <FestivalBlock config={config} eagerCount={eagerFor('festival')} />}
      {config.view_eventslist && <RepertoireBlock asAdmin={asAdmin} eagerCount={eagerFor('repertoire')} />}
      {config.view_vod && <VodBlock withFilters={config.vod_filters} eagerCount={eagerFor('vod')} />}
      {isGiftOffered(giftConfig, now) && <GiftBlock gift={giftConfig} />}
      {variant === 'public' && <JoinInvitation />}
    </div>
  );
}
