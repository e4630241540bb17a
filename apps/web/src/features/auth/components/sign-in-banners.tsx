import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { Alert } from '@/ui/alert';

/**
 * Why the visitor is on /logowanie (visitor-side.md §8, "Sign-in banners"): the query flags a forced sign-out
 * or a spent administrator link leaves, and `blocked` when the sign-in itself was refused for an active ban.
 */
export function SignInBanners({ blocked = false }: { blocked?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flag = (name: string) => params.get(name) === 'true';
  return (
    <>
      {(blocked || flag('userBlocked')) && <Alert tone="error">{t('auth.signIn.banner.userBlocked')}</Alert>}
      {flag('wrongToken') && (
        <Alert tone="error">
          <p>{t('auth.signIn.banner.wrongToken')}</p>
          <p>{t('auth.signIn.banner.wrongTokenHint')}</p>
        </Alert>
      )}
      {flag('anotherUser') && (
        <Alert
          tone="warning"
          action={
            <p>
              <Link to={paths.resetPassword}>{t('auth.signIn.banner.anotherUserAction')}</Link>
            </p>
          }
        >
          <p>{t('auth.signIn.banner.anotherUser')}</p>
        </Alert>
      )}
      {flag('sessionEnd') && <Alert tone="info">{t('auth.signIn.banner.sessionEnd')}</Alert>}
    </>
  );
}
