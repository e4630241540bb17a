import { useState } from 'react';
import { Alert, App, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAdminConfig } from '../../api/get-admin-config';
import { SettingsCard } from '../../ui/settings-card';
import { useRejectTos } from './api';
import './i18n';

/**
 * "Make everyone accept the terms again" (admin-commerce-people.md §2 "Restrictions", §4 "Terms acceptance"):
 * asked for confirmation first, then disabled after success, so one press makes one new version.
 */
export function TermsCard() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const config = useAdminConfig();
  const reject = useRejectTos();
  const [done, setDone] = useState<number | null>(null);

  const ask = () =>
    void modal.confirm({
      title: t('admin.limitations.terms.confirmTitle'),
      content: t('admin.limitations.terms.confirmText'),
      okText: t('admin.limitations.terms.confirm'),
      cancelText: t('admin.limitations.terms.cancel'),
      onOk: () =>
        reject
          .mutateAsync()
          .then(({ tos_version }) => {
            setDone(tos_version);
            void message.success(t('admin.limitations.terms.done'));
          })
          // §8 "Terms calls": a 400 is ignored, anything else toasts a generic error.
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 400) return;
            void message.error(t('admin.limitations.terms.failed'));
          }),
    });

  return (
    <SettingsCard title={t('admin.limitations.terms.title')}>
      <Typography.Paragraph>{t('admin.limitations.terms.intro')}</Typography.Paragraph>
      {config.data && (
        <Typography.Paragraph type="secondary">
          {t('admin.limitations.terms.version', { version: config.data.tos_version })}
        </Typography.Paragraph>
      )}
      <Button danger onClick={ask} disabled={done !== null} loading={reject.isPending}>
        {t('admin.limitations.terms.button')}
      </Button>
      {done !== null && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('admin.limitations.terms.doneNote', { version: done })}
        />
      )}
    </SettingsCard>
  );
}
