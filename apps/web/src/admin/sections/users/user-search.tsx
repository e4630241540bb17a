import { useState } from 'react';
import { Empty, Flex, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MAX } from '@scena/shared/users/user-list';
import { paths } from '@/lib/paths';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useUserList } from './api';
import { RoleTag } from './role-tag';
import { userListPath, userName } from './user-links';
import styles from './users.module.css';

/** The search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many results the box shows; the full list has the rest. */
export const SEARCH_RESULTS = 10;

/**
 * The users section's search box (admin-commerce-people.md §2 "Users"): a fragment of a first name, last name or
 * e-mail, without regard to case or Polish letters; each result links to the user's page, and the full list
 * opens on the same search. The line above the results says, politely, what the search found.
 */
export function UserSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useUserList({ search }, { enabled: search !== '' });
  const users = results.data?.users.slice(0, SEARCH_RESULTS) ?? [];
  const count = results.data?.count ?? 0;
  const searching = search !== '' && (results.isPending || results.isFetching);

  let status: string;
  if (search === '') status = t('admin.users.searchHint');
  else if (searching) status = t('admin.users.searching');
  else if (results.isError) status = '';
  else status = count === 0 ? '' : t('admin.users.found', { count });

  return (
    <SettingsCard title={t('admin.users.searchTitle')}>
      <Flex vertical gap={12}>
        <Flex wrap align="center" gap="8px 16px">
          <Input.Search
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('admin.users.searchLabel')}
            placeholder={t('admin.users.searchPlaceholder')}
            loading={searching}
            maxLength={USER_SEARCH_MAX}
            className={styles.searchBox}
          />
          <Link to={userListPath()}>{t('admin.users.fullList')}</Link>
        </Flex>
        <div role="status" aria-live="polite" className={styles.searchStatus}>
          {status}
        </div>
        {search !== '' && results.isError && (
          <LoadFailure
            title="admin.users.searchError"
            description={results.error.message}
            onRetry={() => void results.refetch()}
            retrying={results.isRefetching}
          />
        )}
        {search !== '' && results.isSuccess && count === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.users.noResults', { search })} />
        )}
        {search !== '' && users.length > 0 && (
          <ul className={styles.results} aria-label={t('admin.users.resultsLabel')} aria-busy={searching}>
            {users.map((user) => (
              <li key={user.id} className={styles.result}>
                <Link to={paths.adminUser(user.id)} className={styles.resultName}>
                  {userName(user)}
                </Link>
                <Typography.Text type="secondary" className={styles.breakable}>
                  {user.email}
                </Typography.Text>
                <RoleTag roleId={user.role_id} />
              </li>
            ))}
          </ul>
        )}
        {search !== '' && count > users.length && (
          <Link to={userListPath(search)}>{t('admin.users.showAll', { count })}</Link>
        )}
      </Flex>
    </SettingsCard>
  );
}
