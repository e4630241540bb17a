import { useId, useState } from 'react';
import { App, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import { ApiError } from '@/lib/api-client';
import { errorToast } from '../../ui/form-support';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import { useSendNewContent } from './api';
import { formatWarsaw } from './format-date';
import styles from './notifications.module.css';

type Audience = 'subscribers' | 'all';

/**
 * The "new content on the platform" mail (admin-content.md §7; product-decisions §23): to mailing subscribers,
 * or to every active user. A modal confirms the audience first, as a mail cannot be taken back.
 */
export function NewContentCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.notifications.newContent.title')}>
      <ConfigGate>{(config) => <NewContent config={config} />}</ConfigGate>
    </SettingsCard>
  );
}

function NewContent({ config }: { config: TAppConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendNewContent();
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<Audience>('subscribers');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const audienceId = useId();
  const errorId = useId();
  const last = config.notify_newcontent_date;

  const openModal = () => {
    setAudience('subscribers');
    setFieldError(null);
    setOpen(true);
  };

  const confirm = () =>
    send.mutate(
      { allUsers: audience === 'all' },
      {
        onSuccess: (answer) => {
          setOpen(false);
          void message.success(t('admin.notifications.newContent.sent', { queued: answer.queued }));
        },
        onError: (error) => {
          const key = error instanceof ApiError ? error.formError.allUsers : undefined;
          setFieldError(key ? t(key) : null);
          void message.error(errorToast(error, t));
        },
      },
    );

  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph className={styles.text}>
        {t('admin.notifications.newContent.description')}
      </Typography.Paragraph>
      <Typography.Paragraph className={styles.text} strong>
        {last
          ? t('admin.notifications.newContent.lastSent', { date: formatWarsaw(last) })
          : t('admin.notifications.newContent.neverSent')}
      </Typography.Paragraph>
      <Button type="primary" onClick={openModal}>
        {t('admin.notifications.newContent.open')}
      </Button>
      <Modal
        open={open}
        title={t('admin.notifications.newContent.confirmTitle')}
        okText={t('admin.notifications.newContent.send')}
        cancelText={t('admin.notifications.cancel')}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        confirmLoading={send.isPending}
        cancelButtonProps={{ disabled: send.isPending }}
        closable={!send.isPending}
        mask={{ closable: false }}
      >
        <Typography.Paragraph id={audienceId}>
          {t('admin.notifications.newContent.audience')}
        </Typography.Paragraph>
        <Radio.Group
          aria-labelledby={audienceId}
          aria-describedby={fieldError ? errorId : undefined}
          value={audience}
          onChange={(event) => setAudience(event.target.value as Audience)}
          className={styles.audience}
          options={[
            { value: 'subscribers', label: t('admin.notifications.newContent.subscribers') },
            { value: 'all', label: t('admin.notifications.newContent.allUsers') },
          ]}
        />
        {fieldError && (
          <Typography.Text id={errorId} type="danger" role="alert" className={styles.fieldError}>
            {fieldError}
          </Typography.Text>
        )}
        {last && (
          <Typography.Paragraph type="secondary" className={styles.modalNote}>
            {t('admin.notifications.newContent.lastSent', { date: formatWarsaw(last) })}
          </Typography.Paragraph>
        )}
      </Modal>
    </Flex>
  );
}
