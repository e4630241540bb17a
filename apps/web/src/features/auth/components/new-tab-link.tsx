import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new tab and says so to screen readers (used inside form labels). */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('auth.newTab')}</span>
    </a>
  );
}
