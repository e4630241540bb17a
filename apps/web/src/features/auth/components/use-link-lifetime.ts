import { useTranslation } from 'react-i18next';
import { linkLifetime } from '@scena/shared/auth/link-lifetime';
import type { LINK_TTL_MS } from '@scena/shared/auth/schemas';

/** How long a mailed link lives ("48 godzin", "10 minutes"), from the constant the server makes it with. */
export function useLinkLifetime(purpose: keyof typeof LINK_TTL_MS): string {
  const { t } = useTranslation();
  const { unit, count } = linkLifetime(purpose);
  return unit === 'hour' ? t('auth.lifetime.hours', { count }) : t('auth.lifetime.minutes', { count });
}
