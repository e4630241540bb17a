import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { ButtonLink } from '@/ui/button';
import { StageCurtain } from '@/ui/stage-curtain';
import { useDocumentTitle } from '@/ui/use-document-title';
import { FeaturesList, RepertoireSoon } from '../components/features-list';
import { ProfileWarnings } from '../components/profile-warnings';
import styles from '../components/home.module.css';
import '../i18n';

/** / for signed-in users: the warnings about missing account data, the stage, and the repertoire's place. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      {user && <ProfileWarnings user={user} />}
      <StageCurtain>
        <h1>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.signedInLead')}</p>
        <div className={styles.heroActions}>
          <ButtonLink to={paths.account} className={styles.goldButton}>
            {t('home.account')}
          </ButtonLink>
        </div>
      </StageCurtain>
      <RepertoireSoon />
      <FeaturesList />
    </>
  );
}
