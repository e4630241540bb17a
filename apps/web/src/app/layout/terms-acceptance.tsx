import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import { Button } from '@/ui/button';
import { Dialog, useToast } from '@/ui/feedback';
import { useSignOut } from '@/lib/sign-out';
import { paths } from '@/lib/paths';
import { SiteLink } from '@/ui/site-link';
import './layout-strings';
import styles from './terms-acceptance.module.css';

interface TosState {
  accept_tos: boolean;
}

/** visitor-side.md §8: a 400 from the terms calls is ignored; anything else gets a generic error toast. */
function isIgnored(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/**
 * The terms modal (visitor-side.md §2, §4): a signed-in user who has not accepted the current terms must
 * accept them before going on. Escape does not close it; the terms and policy pages themselves stay readable.
 */
export function TermsAcceptance() {
  const { t } = useTranslation();
  const toast = useToast();
  const location = useLocation();
  const config = usePublicConfig();
  const user = useCurrentUser();
  const userId = user?.id;

  // The stored flag may be stale (an administrator asked everyone to accept again): ask the server once.
  const state = useQuery({
    queryKey: ['users', userId, 'accept-tos'],
    queryFn: ({ signal }) => api<TosState>(`/api/users/${userId}/accept-tos`, { signal }),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
  });
  const serverAccepted = state.data?.accept_tos;
  useEffect(() => {
    const current = sessionStore.get()?.user;
    if (serverAccepted === undefined || !current || current.tos_accepted === serverAccepted) return;
    sessionStore.updateUser({ ...current, tos_accepted: serverAccepted });
  }, [serverAccepted]);
  const stateError = state.error;
  useEffect(() => {
    if (stateError && !isIgnored(stateError)) toast(i18n.t('app.internal'), 'error');
  }, [stateError, toast]);

  const accept = useMutation({
    mutationFn: (id: number) => api<TosState>(`/api/users/${id}/accept-tos`, { method: 'POST' }),
    onSuccess: () => {
      const current = sessionStore.get()?.user;
      if (current) sessionStore.updateUser({ ...current, tos_accepted: true });
    },
    onError: (error) => {
      if (!isIgnored(error)) toast(t('app.internal'), 'error');
    },
  });

  const signOut = useSignOut();

  const termsHref = config?.regulations_page || paths.terms;
  const policyHref = config?.policy_page || paths.policy;
  const readingDocuments = [paths.terms, paths.policy, termsHref, policyHref, paths.maintenance].includes(
    location.pathname,
  );
  const open = user !== null && !user.tos_accepted && !readingDocuments;
  if (!user) return null;

  return (
    <Dialog
      open={open}
      dismissable={false}
      onClose={() => {}}
      title={t('layout.terms.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </Button>
          <Button onClick={() => accept.mutate(user.id)} loading={accept.isPending}>
            {t('layout.terms.accept')}
          </Button>
        </>
      }
    >
      <p>{t('layout.terms.text')}</p>
      <ul className={styles.links}>
        <li>
          <SiteLink href={termsHref}>{t('footer.terms')}</SiteLink>
        </li>
        <li>
          <SiteLink href={policyHref}>{t('footer.policy')}</SiteLink>
        </li>
      </ul>
    </Dialog>
  );
}
