import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { StageCurtain } from '@/ui/stage-curtain';
import { useDocumentTitle } from '@/ui/use-document-title';
import { FeaturesList, RepertoireSoon } from '../components/features-list';
import styles from '../components/home.module.css';
import '../i18n';

/** /strona-glowna for visitors who are not signed in: the stage and the ways to sign in or sign up. */
export function PublicHomePage() {
  const { t } = useTranslation();
  const ctaId = useId();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <StageCurtain>
        <h1>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.heroActions}>
          <ButtonLink to={paths.signIn} className={styles.goldButton}>
            {t('home.public.signIn')}
          </ButtonLink>
          <ButtonLink to={paths.signUp} variant="secondary" className={styles.outlineButton}>
            {t('home.public.signUp')}
          </ButtonLink>
        </div>
      </StageCurtain>
      <RepertoireSoon />
      <FeaturesList />
      <section className={styles.cta} aria-labelledby={ctaId}>
        <h2 id={ctaId}>{t('home.public.ctaTitle')}</h2>
        <p>{t('home.public.ctaText')}</p>
        <div className={styles.ctaActions}>
          <ButtonLink to={paths.signUp}>{t('home.public.signUp')}</ButtonLink>
          <ButtonLink to={paths.signIn} variant="secondary">
            {t('home.public.signIn')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
