import { Alert, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@scena/shared/users/roles';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { LoadFailure, LoadingBlock, SettingsCard } from '../../ui/settings-card';
import { useUserDetail } from './api';
import { BanForm } from './ban-form';
import { BansTable } from './bans-table';
import { DeleteUserCard } from './delete-user-card';
import { UserCodesCard } from './user-codes-card';
import { UserDataCard } from './user-data-card';
import { UserOrdersCard } from './user-orders-card';
import { userListPath } from './user-links';
import './i18n';

function NoSuchUser() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('admin.user.notFound')}
      extra={<Link to={userListPath()}>{t('admin.users.fullList')}</Link>}
    />
  );
}

/**
 * /konto/{userId} for administrators (admin-commerce-people.md §2): the data with Edytuj / Cofnij, discount
 * codes, the four kinds of orders, the bans with the ban form, and account deletion. A deleted account shows
 * what is kept of it (its orders and bans), read-only.
 */
export function UserDetailPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : 0;
  const detail = useUserDetail(id);
  const me = useCurrentUser();

  if (id === 0) return <NoSuchUser />;
  if (detail.isPending) return <LoadingBlock label="admin.user.loading" rows={8} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NoSuchUser />;
    return (
      <LoadFailure
        title="admin.user.loadError"
        description={t('admin.errorWith', { message: detail.error.message })}
        onRetry={() => void detail.refetch()}
        retrying={detail.isRefetching}
      />
    );
  }

  const { user, bans } = detail.data;
  const deleted = user.role_id === ROLE.deleted;
  const own = me?.id === user.id;
  return (
    <Flex vertical gap={24}>
      {deleted && <Alert type="info" showIcon title={t('admin.user.deletedNotice')} />}
      <UserDataCard user={user} bans={bans} own={own} />
      {!deleted && <UserCodesCard userId={user.id} />}
      <UserOrdersCard detail={detail.data} />
      <SettingsCard title={t('admin.user.bansTitle', { count: bans.length })}>
        <Flex vertical gap={24}>
          <BansTable bans={bans} loading={false} withUser={false} emptyText={t('admin.user.noBans')} />
          {!deleted && !own && (
            <section aria-labelledby="ban-form-title">
              <Typography.Title level={3} id="ban-form-title" style={{ fontSize: 16 }}>
                {t('admin.banForm.title')}
              </Typography.Title>
              <BanForm userId={user.id} />
            </section>
          )}
        </Flex>
      </SettingsCard>
      {!deleted && !own && <DeleteUserCard user={user} />}
      <Link to={`${paths.admin}?view=users`}>{t('admin.users.backToSection')}</Link>
    </Flex>
  );
}
