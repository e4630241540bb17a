import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Alert, RetryAlert } from '@/ui/alert';
import { Loading, useToast } from '@/ui/feedback';
import { useMailing } from '../api/get-mailing';
import { useSetMailing } from '../api/set-mailing';
import styles from './account.module.css';

const MAILING_AGE = 'form.validate.mailing_age';

function isAgeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.formError.mailing === MAILING_AGE;
}

/** The newsletter switch: a toggle button whose state is said in words, not by colour alone. */
export function MailingSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const statusId = useId();
  const mailing = useMailing(userId);
  const setMailing = useSetMailing(userId);
  const [ageRefused, setAgeRefused] = useState(false);

  const toggle = (subscribe: boolean) => {
    setAgeRefused(false);
    setMailing.mutate(subscribe, {
      onSuccess: (state) =>
        toast(t(state.mailing ? 'account.mailing.subscribed' : 'account.mailing.unsubscribed'), 'success'),
      onError: (error) => {
        if (isAgeRefusal(error)) {
          setAgeRefused(true);
          toast(t(MAILING_AGE), 'error');
          return;
        }
        toast(t(subscribe ? 'account.mailing.subscribeError' : 'account.mailing.unsubscribeError'), 'error');
      },
    });
  };

  let body: React.ReactNode;
  if (mailing.isPending) {
    body = <Loading label={t('account.mailing.loading')} />;
  } else if (mailing.isError) {
    body = (
      <RetryAlert
        text={t('account.mailing.fetchError')}
        onRetry={() => void mailing.refetch()}
        retrying={mailing.isFetching}
      />
    );
  } else {
    const subscribed = mailing.data.mailing;
    body = (
      <>
        <div className={styles.switchRow}>
          <button
            type="button"
            className={styles.switch}
            aria-pressed={subscribed}
            aria-describedby={statusId}
            disabled={setMailing.isPending}
            aria-busy={setMailing.isPending || undefined}
            onClick={() => toggle(!subscribed)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span className={styles.switchLabel}>{t('account.mailing.label')}</span>
            <span className={styles.state} aria-hidden="true">
              {t(subscribed ? 'account.mailing.on' : 'account.mailing.off')}
            </span>
          </button>
        </div>
        <p id={statusId} className={styles.note}>
          {t(subscribed ? 'account.mailing.onText' : 'account.mailing.offText')}
        </p>
        {ageRefused && (
          <Alert tone="warning" title={t('account.mailing.ageTitle')}>
            <p>{t(MAILING_AGE)}</p>
          </Alert>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.mailing.title')}</h2>
      {body}
      {!ageRefused && <p className={styles.note}>{t('account.mailing.hint')}</p>}
    </section>
  );
}
