import { Button, Layout } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/app/layout/logo';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session-store';
import styles from '../admin.module.css';

interface AdminHeaderProps {
  /** Shown under 992 px: opens the section drawer. */
  menuButton?: { open: boolean; onOpen: () => void };
}

function MenuGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Logo (to the site's home), the section button on narrow screens, the admin's name, language, back to the site. */
export function AdminHeader({ menuButton }: AdminHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const language = currentLanguage();
  const userName = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : null;
  return (
    <Layout.Header className={styles.header}>
      {menuButton && (
        <Button
          className={styles.menuButton}
          onClick={menuButton.onOpen}
          aria-expanded={menuButton.open}
          aria-haspopup="dialog"
          icon={<MenuGlyph />}
        >
          {t('admin.header.openMenu')}
        </Button>
      )}
      <div className={styles.brand}>
        <Logo />
        <span className={styles.brandLabel}>{t('admin.title')}</span>
      </div>
      <div className={styles.headerEnd}>
        {userName && (
          <span className={styles.userName} title={userName}>
            <span className="visually-hidden">{t('admin.header.signedInAs')} </span>
            {userName}
          </span>
        )}
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => setLanguage(language === 'pl' ? 'en' : 'pl')}
          lang={language === 'pl' ? 'en' : 'pl'}
          aria-label={language === 'pl' ? 'Switch to English' : 'Przełącz na polski'}
        >
          {language === 'pl' ? 'EN' : 'PL'}
        </button>
        <Link to="/" className={styles.headerLink}>
          {t('admin.header.backToSite')}
        </Link>
      </div>
    </Layout.Header>
  );
}
