import { useId, type ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import { useAdminConfig } from '../api/get-admin-config';
import styles from '../admin.module.css';

/** A block of the back-office: a card under an <h2> that names its landmark; `extra` goes beside the title. */
export function SettingsCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <Typography.Title level={2} id={titleId} className={styles.cardTitle}>
      {title}
    </Typography.Title>
  );
  return (
    <section aria-labelledby={titleId}>
      <Card title={heading} extra={extra}>
        {children}
      </Card>
    </section>
  );
}

/** Loading and load-failure states of the configuration; `children` renders once it is here. */
export function ConfigGate({
  rows,
  children,
}: {
  /** The placeholder's lines while loading, about the height of what comes. */
  rows?: number;
  children: (config: TAppConfig) => ReactNode;
}) {
  const config = useAdminConfig();
  if (config.isPending) return <LoadingBlock label="admin.loading" rows={rows} />;
  if (config.isError) {
    return (
      <LoadFailure
        title="admin.loadError.title"
        description={config.error.message}
        onRetry={() => void config.refetch()}
        retrying={config.isRefetching}
      />
    );
  }
  return children(config.data);
}

export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t(label)}
      </span>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

export function LoadFailure(props: {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t(props.title)}
      description={props.description}
      action={
        <Button onClick={props.onRetry} loading={props.retrying}>
          {t('admin.retry')}
        </Button>
      }
    />
  );
}
