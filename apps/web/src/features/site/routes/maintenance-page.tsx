import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import { ButtonLink } from '@/ui/button';
import { StageCurtain } from '@/ui/stage-curtain';
import { useDocumentTitle } from '@/ui/use-document-title';
import styles from '../components/site.module.css';
import '../i18n';

/** /przerwa-techniczna: the curtain is down; once maintenance is off, a way back in. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  useDocumentTitle(t('site.maintenance.title'));
  const over = config !== undefined && !config.maintenance;
  return (
    <div className={styles.maintenance}>
      <StageCurtain>
        <h1>{t('site.maintenance.title')}</h1>
        {over ? (
          <>
            <p className={styles.lead}>{t('site.maintenance.over')}</p>
            <div className={styles.actions}>
              <ButtonLink to="/" className={styles.goldButton}>
                {t('site.maintenance.enter')}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t('site.maintenance.lead')}</p>
            <p>{t('site.maintenance.text')}</p>
          </>
        )}
      </StageCurtain>
    </div>
  );
}
