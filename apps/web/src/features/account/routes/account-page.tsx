import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useProfile } from '../api/get-profile';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EditUserForm } from '../components/edit-user-form';
import { CodesSection } from '../components/codes-section';
import { GiftOrdersSection } from '../components/gift-orders-section';
import { GroupOrdersSection } from '../components/group-orders-section';
import { MailingSection } from '../components/mailing-section';
import { OrdersSection } from '../components/orders-section';
import { PersonalData } from '../components/personal-data';
import styles from '../components/account.module.css';
import '../i18n';

/**
 * /konto: personal data with the edit toggle (?edit=true opens it), discount codes, orders, gifts and group
 * tickets with the codes they made, the newsletter and account deletion.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const stored = useCurrentUser();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === 'true';
  const headingId = useId();
  const formId = useId();
  const toggleId = useId();
  useDocumentTitle(t('account.title'));

  const setEditing = (next: boolean) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('edit', 'true');
        else updated.delete('edit');
        return updated;
      },
      { replace: true },
    );
    // Closing the form: the keyboard goes back to the toggle it came from.
    if (!next) requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  };

  const user = profile.data ?? stored;

  return (
    <div className={styles.page}>
      <h1>{t('account.title')}</h1>
      <p className={styles.lead}>{t('account.lead')}</p>
      {!user ? (
        <Loading />
      ) : (
        <>
          <section className={styles.section} aria-labelledby={headingId}>
            <div className={styles.sectionHeader}>
              <h2 id={headingId}>{t('account.data.title')}</h2>
              <Button
                id={toggleId}
                variant="secondary"
                aria-expanded={editing}
                aria-controls={editing ? formId : undefined}
                onClick={() => setEditing(!editing)}
              >
                {t(editing ? 'account.data.cancel' : 'account.data.edit')}
              </Button>
            </div>
            {profile.isError && (
              <Alert
                tone="warning"
                action={
                  <Button variant="secondary" onClick={() => void profile.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                <p>{t('account.refreshError')}</p>
              </Alert>
            )}
            {editing ? (
              <EditUserForm key={user.id} id={formId} user={user} onSaved={() => setEditing(false)} />
            ) : (
              <PersonalData user={user} />
            )}
          </section>
          <CodesSection userId={user.id} />
          <OrdersSection userId={user.id} kind="event" />
          <OrdersSection userId={user.id} kind="video" />
          <GiftOrdersSection userId={user.id} />
          <GroupOrdersSection userId={user.id} />
          <MailingSection userId={user.id} />
          <DeleteAccountSection userId={user.id} />
        </>
      )}
    </div>
  );
}
