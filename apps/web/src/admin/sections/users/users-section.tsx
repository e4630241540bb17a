import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { useBans } from './api';
import { BansTable } from './bans-table';
import { UserSearch } from './user-search';
import './i18n';

/**
 * ?view=users (admin-commerce-people.md §2 "Users"): the search box with its link to the full list, and the
 * bans below — in force and past ones, newest first.
 */
export function UsersSection() {
  const { t } = useTranslation();
  const bans = useBans();
  return (
    <Flex vertical gap={24}>
      <UserSearch />
      <SettingsCard title={t('admin.bans.title', { count: bans.data?.length ?? 0 })}>
        {bans.isError ? (
          <LoadFailure
            title="admin.bans.loadError"
            description={bans.error.message}
            onRetry={() => void bans.refetch()}
            retrying={bans.isRefetching}
          />
        ) : (
          <BansTable
            bans={bans.data ?? []}
            loading={bans.isPending}
            withUser
            emptyText={t('admin.bans.empty')}
          />
        )}
      </SettingsCard>
    </Flex>
  );
}
