import { App, Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBan } from '@scena/shared/users/bans';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorToast } from '../../ui/form-support';
import { useDeleteBan } from './api';
import { userName } from './user-links';

const PAGE_SIZE = 20;

/** A ban is in force while it is forever or its end is still ahead. */
export function isBanActive(ban: Pick<TBan, 'forever' | 'expiration_date'>, now: Date = new Date()): boolean {
  return ban.forever || (ban.expiration_date !== null && new Date(ban.expiration_date) > now);
}

function LiftBanButton({ ban }: { ban: TBan }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lift = useDeleteBan();
  return (
    <Popconfirm
      title={t('admin.bans.confirmDelete')}
      description={t('admin.bans.confirmDeleteHint', { name: userName(ban) })}
      okText={t('admin.bans.delete')}
      cancelText={t('admin.bans.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        lift.mutateAsync(ban.id).then(
          () => void message.success(t('admin.bans.deleted')),
          (error: unknown) => void message.error(errorToast(error, t)),
        )
      }
    >
      <Button
        size="small"
        danger
        loading={lift.isPending}
        aria-label={t('admin.bans.deleteNamed', { name: userName(ban) })}
      >
        {t('admin.bans.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * Bans (admin-commerce-people.md §3 "Ban"): the user (in the section's table), the reason, until when or
 * forever, who made it and when, and lifting it after a confirmation.
 */
export function BansTable({
  bans,
  loading,
  withUser,
  emptyText,
}: {
  bans: TBan[];
  loading: boolean;
  /** The section's table names the user; a user's own page does not need to. */
  withUser: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const columns: ColumnsType<TBan> = [
    ...(withUser
      ? [
          {
            title: t('admin.bans.col.user'),
            key: 'user',
            render: (_: unknown, ban: TBan) => (
              <Flex vertical>
                <Link to={paths.adminUser(ban.user_id)}>{userName(ban)}</Link>
                <Typography.Text type="secondary">{ban.email}</Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    {
      title: t('admin.bans.col.reason'),
      key: 'reason',
      render: (_, ban) => (
        <Flex vertical gap={2} style={{ maxWidth: 320 }}>
          <span>{ban.reason}</span>
          {ban.details && (
            // The autoban's evidence: the networks the account played from within its window.
            <Typography.Text type="secondary">
              {t('admin.bans.networks', {
                hours: ban.details.window_hours,
                list: ban.details.networks.map((seen) => seen.network).join(', '),
              })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('admin.bans.col.until'),
      key: 'until',
      render: (_, ban) => (
        <Flex vertical gap={2} align="flex-start">
          <span>
            {ban.forever || !ban.expiration_date
              ? t('admin.bans.forever')
              : formatDateTime(ban.expiration_date)}
          </span>
          {isBanActive(ban, now) ? (
            <Tag color="red">{t('admin.bans.active')}</Tag>
          ) : (
            <Tag>{t('admin.bans.expired')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      title: t('admin.bans.col.by'),
      key: 'by',
      render: (_, ban) => (
        <Flex vertical>
          <span>
            {ban.created_by ? userName({ ...ban.created_by, email: '' }) : t('admin.bans.byPlatform')}
          </span>
          <Typography.Text type="secondary">{formatDateTime(ban.created_at)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.bans.col.actions'),
      key: 'actions',
      render: (_, ban) => <LiftBanButton ban={ban} />,
    },
  ];
  // An empty table would be a scrolling region with nothing to focus on a phone (axe: scrollable-region-focusable).
  if (!loading && bans.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <Table<TBan>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={bans}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
