import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { SiteLink } from '@/ui/site-link';
import styles from './layout.module.css';

/** Footer: the institution page, terms and policy from the configuration, with our own pages as fallbacks. */
export function Footer() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <ul className={styles.footerLinks}>
          {config?.institution_page && (
            <li>
              <SiteLink href={config.institution_page}>
                {config.institution_page_title || t('footer.institution')}
              </SiteLink>
            </li>
          )}
          <li>
            <SiteLink href={config?.regulations_page || paths.terms}>{t('footer.terms')}</SiteLink>
          </li>
          <li>
            <SiteLink href={config?.policy_page || paths.policy}>{t('footer.policy')}</SiteLink>
          </li>
          <li>
            <Link to={paths.contact}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={paths.accessibility}>{t('footer.accessibility')}</Link>
          </li>
        </ul>
        <p className={styles.footerNote}>{t('footer.note', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
