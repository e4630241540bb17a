import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import { storage } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { SiteLink } from '@/ui/site-link';
import { loadAdPixel, loadTagManager } from './tracking';
import './layout-strings';
import styles from './cookie-consent.module.css';

const KEY = 'scena.cookies';
/** visitor-side.md §9: the choice is remembered for 150 days. */
const VALID_MS = 150 * 24 * 60 * 60 * 1000;

interface Consent {
  /** Necessary cookies are always on; kept for a readable record of the choice. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose (ms since epoch). */
  at: number;
}

function storedConsent(): Consent | null {
  const consent = storage.get<Consent>(KEY);
  if (!consent || typeof consent.at !== 'number' || Date.now() - consent.at > VALID_MS) return null;
  return consent;
}

/** The bar's height while it shows, for the page's room under it (global.css). */
const BAR_HEIGHT = '--cookie-bar-height';

/**
 * The cookie bar (product-decisions §33): consent per purpose; the tag manager and the ad pixel load only
 * after the visitor agrees to their purpose, and only when their ids are configured. It is the first thing in
 * the tab order (the layout puts it first), and while it covers the bottom of the screen the page keeps its
 * height as room below and as scroll padding, so whatever takes focus is scrolled into view above it (WCAG 2.2,
 * 2.4.11 focus not obscured) and the page's end can be scrolled out from under it.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const headingId = useId();
  const [consent, setConsent] = useState<Consent | null>(storedConsent);
  const [open, setOpen] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLElement>(null);

  // "Settings" gives way to the purposes: the keyboard moves on to the first one that can be chosen.
  useEffect(() => {
    if (open) firstChoice.current?.focus();
  }, [open]);

  const location = useLocation();
  // Mailed links carry live tokens in their address (reset, verification, the administrator's sign-in):
  // trackers would send them to third parties, so they wait until the visitor is on another page.
  const carriesToken = /[?&](token|login_token)=/.test(location.search);
  useEffect(() => {
    if (!consent || !config || carriesToken) return;
    if (consent.analytics && config.tag_manager_id) loadTagManager(config.tag_manager_id);
    if (consent.marketing && config.ad_pixel_id) loadAdPixel(config.ad_pixel_id);
  }, [consent, config, carriesToken]);

  const shown = !consent;
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    // Rounded up: a fraction of a pixel short, a focused element's edge would stay under the bar.
    const measure = () =>
      root.style.setProperty(BAR_HEIGHT, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT);
    };
  }, [shown]);

  if (consent) return null;

  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    const next: Consent = { necessary: true, ...choice, at: Date.now() };
    storage.set(KEY, next);
    setConsent(next);
  };

  return (
    <section ref={bar} className={styles.bar} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {t('layout.cookies.title')}
          </h2>
          <p>
            {t('layout.cookies.text')}{' '}
            <SiteLink href={config?.policy_page || paths.policy}>{t('footer.policy')}</SiteLink>
          </p>
        </div>
        {open && (
          <fieldset className={styles.purposes}>
            <legend className="visually-hidden">{t('layout.cookies.purposes')}</legend>
            <label className={styles.purpose}>
              <input type="checkbox" checked disabled />
              <span>{t('layout.cookies.necessary')}</span>
            </label>
            <label className={styles.purpose}>
              <input
                ref={firstChoice}
                type="checkbox"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
              <span>{t('layout.cookies.analytics')}</span>
            </label>
            <label className={styles.purpose}>
              <input
                type="checkbox"
                checked={marketing}
                onChange={(event) => setMarketing(event.target.checked)}
              />
              <span>{t('layout.cookies.marketing')}</span>
            </label>
          </fieldset>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => choose({ analytics: true, marketing: true })}
          >
            {t('layout.cookies.acceptAll')}
          </button>
          {/* Refusing is as easy and as visible as agreeing. */}
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => choose({ analytics: false, marketing: false })}
          >
            {t('layout.cookies.necessaryOnly')}
          </button>
          {open ? (
            <button type="button" className={styles.button} onClick={() => choose({ analytics, marketing })}>
              {t('layout.cookies.save')}
            </button>
          ) : (
            <button type="button" className={styles.button} onClick={() => setOpen(true)}>
              {t('layout.cookies.settings')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
