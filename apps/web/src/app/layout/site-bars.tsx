import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import { storage } from '@/lib/storage';
import './layout-strings';
import styles from './site-bars.module.css';

type Bar = 'info' | 'error';

const DAY_MS = 24 * 60 * 60 * 1000;
const keyOf = (bar: Bar) => `scena.bar.${bar}`;

interface Dismissal {
  /** The bar's *_iat (or its text when it has none): a new text is a new bar. */
  id: string;
  at: number;
}

/** Dismissed bars stay hidden for a day, and only while their text is the one that was dismissed (§9). */
function isDismissed(bar: Bar, id: string, now: number): boolean {
  const dismissal = storage.get<Dismissal>(keyOf(bar));
  return dismissal !== null && dismissal.id === id && now - dismissal.at < DAY_MS;
}

function rememberDismissal(bar: Bar, id: string) {
  storage.set(keyOf(bar), { id, at: Date.now() } satisfies Dismissal);
}

const ICON: Record<Bar, string> = { info: 'i', error: '!' };

/** The information and error bars from the configuration, each dismissable (visitor-side.md §2 "Layout"). */
export function SiteBars() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [now] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<Record<string, true>>({});

  const bars = (
    [
      ['error', config?.error_bar, config?.error_bar_iat],
      ['info', config?.info_bar, config?.info_bar_iat],
    ] as const
  )
    .map(([bar, text, iat]) => ({ bar, text: text?.trim() ?? '', id: iat || text?.trim() || '' }))
    .filter(({ bar, text, id }) => text && !dismissed[`${bar}:${id}`] && !isDismissed(bar, id, now));

  if (bars.length === 0) return null;

  const dismiss = (bar: Bar, id: string) => {
    rememberDismissal(bar, id);
    setDismissed((current) => ({ ...current, [`${bar}:${id}`]: true }));
    // The button disappears with its bar: the keyboard lands on the page, not on <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <aside className={styles.bars} aria-label={t('layout.bars.label')}>
      {bars.map(({ bar, text, id }) => (
        <div key={bar} className={`${styles.bar} ${styles[bar]}`}>
          <div className={styles.inner}>
            <span className={styles.icon} aria-hidden="true">
              {ICON[bar]}
            </span>
            <p className={styles.text}>
              <span className={styles.kind}>{t(`layout.bars.${bar}`)}</span> {text}
            </p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(bar, id)}
              aria-label={t('layout.bars.dismiss')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      ))}
    </aside>
  );
}
