import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const FEATURES = ['live', 'vod', 'gift', 'access'] as const;

/** What the platform offers, in words: no made-up events or videos. */
export function FeaturesList() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.features.title')}</h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature} className={styles.feature}>
            <h3>{t(`home.features.${feature}`)}</h3>
            <p>{t(`home.features.${feature}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The repertoire's place on the page; its lists come with the catalogue. Until then, the spec's empty text. */
export function RepertoireSoon() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.repertoire.title')}</h2>
      <div className={styles.empty}>
        <p>{t('home.repertoire.empty')}</p>
      </div>
    </section>
  );
}
