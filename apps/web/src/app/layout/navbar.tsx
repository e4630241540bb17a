import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/lib/sign-out';
import { useCurrentUser, useIsAdmin } from '@/lib/session-store';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { ADMIN_SECTIONS, paths } from '@/lib/paths';
import { Logo } from './logo';
import styles from './layout.module.css';

function AdminMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <li className={styles.menu} ref={ref}>
      <button
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('nav.admin')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menuList}>
          {ADMIN_SECTIONS.map((view) => (
            <li key={view}>
              <NavLink to={`${paths.admin}?view=${view}`}>{t(`admin.view.${view}`)}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Top bar: logo, search, the admin menu for administrators, account, language, sign-in or sign-out. */
export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const admin = useIsAdmin();
  const [query, setQuery] = useState('');
  const language = currentLanguage();

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${paths.search}?${new URLSearchParams({ q: query.trim() })}`);
  };

  const signOut = useSignOut();

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
        <form role="search" className={styles.search} onSubmit={search} aria-label={t('nav.search')}>
          <label htmlFor="site-search" className="visually-hidden">
            {t('nav.searchLabel')}
          </label>
          <input
            id="site-search"
            className={styles.searchInput}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('nav.searchPlaceholder')}
          />
          <button type="submit" className={styles.searchButton}>
            {t('nav.searchButton')}
          </button>
        </form>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            {admin && <AdminMenu />}
            {user && (
              <li>
                <NavLink to={paths.account} className={styles.navLink}>
                  {t('nav.account')}
                </NavLink>
              </li>
            )}
            <li>
              <button
                type="button"
                className={`${styles.navButton} ${styles.langSwitch}`}
                onClick={() => setLanguage(language === 'pl' ? 'en' : 'pl')}
                lang={language === 'pl' ? 'en' : 'pl'}
                aria-label={language === 'pl' ? 'Switch to English' : 'Przełącz na polski'}
              >
                {language === 'pl' ? 'EN' : 'PL'}
              </button>
            </li>
            <li>
              {user ? (
                <button type="button" className={styles.navButton} onClick={() => void signOut()}>
                  {t('nav.signOut')}
                </button>
              ) : (
                <NavLink to={paths.signIn} className={styles.navLink}>
                  {t('nav.signIn')}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
