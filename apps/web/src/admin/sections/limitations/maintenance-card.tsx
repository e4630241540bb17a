import { useId, type ReactNode } from 'react';
import { Alert, App, Button, Card, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useAdminConfig } from '../../api/get-admin-config';
import { useUpdateAppConfig } from '../../api/update-app-config';
import styles from '../../admin.module.css';

/**
 * The `maintenance` switch: saved at once, then both configurations are reloaded (admin-commerce-people.md §4
 * "Settings saving"). While it is on, administrators still sign in at /admin-login (§2 "Restrictions").
 */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const config = useAdminConfig();
  const update = useUpdateAppConfig();
  const switchId = useId();
  const descriptionId = useId();
  const titleId = useId();

  const toggle = (maintenance: boolean) =>
    update.mutate(
      { maintenance },
      {
        onSuccess: () => void message.success(t('admin.saved')),
        onError: (error) => void message.error(t('admin.errorWith', { message: error.message })),
      },
    );

  const title = (
    <Typography.Title level={2} id={titleId} className={styles.cardTitle}>
      {t('admin.maintenance.title')}
    </Typography.Title>
  );

  const frame = (body: ReactNode) => (
    <section aria-labelledby={titleId}>
      <Card title={title}>{body}</Card>
    </section>
  );

  if (config.isPending) {
    return frame(
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('admin.loading')}
        </span>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>,
    );
  }

  if (config.isError) {
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('admin.loadError.title')}
        description={config.error.message}
        action={
          <Button onClick={() => void config.refetch()} loading={config.isRefetching}>
            {t('admin.retry')}
          </Button>
        }
      />,
    );
  }

  const on = update.isPending ? update.variables.maintenance === true : config.data.maintenance;
  return frame(
    <>
      <div className={styles.switchRow}>
        <Switch
          id={switchId}
          checked={on}
          loading={update.isPending}
          onChange={toggle}
          aria-describedby={descriptionId}
        />
        <label htmlFor={switchId} className={styles.switchLabel}>
          {t('admin.maintenance.label')}
        </label>
      </div>
      <Typography.Paragraph id={descriptionId} type="secondary" className={styles.switchDescription}>
        {t('admin.maintenance.description', { path: paths.adminSignIn })}
      </Typography.Paragraph>
      <Typography.Paragraph className={styles.switchState}>
        {t('admin.maintenance.state', { state: t(on ? 'admin.on' : 'admin.off') })}
      </Typography.Paragraph>
      {config.data.maintenance && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.maintenance.activeNotice', { path: paths.adminSignIn })}
        />
      )}
    </>,
  );
}
