import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/lib/sign-out';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, useToast } from '@/ui/feedback';
import { useDeleteUser } from '../api/delete-user';
import { accountKeys } from '../api/query-keys';
import styles from './account.module.css';

/** The danger zone: deleting the account after a confirmation, then signing out locally. */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUser(userId);

  const signOut = useSignOut();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        queryClient.removeQueries({ queryKey: accountKeys.all });
        void signOut({ endServerSession: false });
      },
      onError: () => toast(t('account.delete.error'), 'error'),
    });

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.delete.title')}</h2>
      <Alert tone="warning">
        <p>{t('account.delete.text')}</p>
      </Alert>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('account.delete.button')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        title={t('account.delete.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {t('account.delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('account.delete.confirmText')}</p>
      </Dialog>
    </section>
  );
}
