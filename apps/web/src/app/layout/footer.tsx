import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import styles from './layout.module.css';

function FooterLink({ href, children }: { href: string; children: string }) {
  return /^(https?|ftp):/i.test(href) ? (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}

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
              <FooterLink href={config.institution_page}>
                {config.institution_page_title || t('footer.institution')}
              </FooterLink>
            </li>
          )}
          <li>
            <FooterLink href={config?.regulations_page || paths.terms}>{t('footer.terms')}</FooterLink>
          </li>
          <li>
            <FooterLink href={config?.policy_page || paths.policy}>{t('footer.policy')}</FooterLink>
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
