import { useEffect, useRef, useState } from 'react';
import { Empty, Flex, Input, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { TablePaginationConfig } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageOr } from '@scena/shared/i18n/messages';
import type { TAdminUser } from '@scena/shared/users/schemas';
import {
  USER_PAGE_SIZES,
  USER_SEARCH_MAX,
  ZUserListQuery,
  type TUserListQuery,
  type TUserSortColumn,
} from '@scena/shared/users/user-list';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CountryFlag } from '../../ui/country-flag';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { userListSearch, useUserList } from './api';
import { RoleTag } from './role-tag';
import { SEARCH_DEBOUNCE_MS } from './user-search';
import { userName } from './user-links';
import styles from './users.module.css';
import './i18n';

const DEFAULTS = ZUserListQuery.parse({});

/** The list's state from the address: a value that is not allowed (an edited link) falls back to its default. */
export function listQueryOf(params: URLSearchParams): TUserListQuery {
  const query = { ...DEFAULTS };
  for (const name of Object.keys(ZUserListQuery.shape) as (keyof TUserListQuery)[]) {
    const raw = params.get(name);
    if (raw === null) continue;
    const parsed = ZUserListQuery.shape[name].safeParse(raw);
    if (parsed.success) Object.assign(query, { [name]: parsed.data });
  }
  return query;
}

/** The address of a list state: only what differs from the defaults. */
function paramsOf(query: TUserListQuery): URLSearchParams {
  const changed = Object.fromEntries(
    Object.entries(query).filter(([name, value]) => DEFAULTS[name as keyof TUserListQuery] !== value),
  );
  return new URLSearchParams(userListSearch(changed));
}

const sortOrder = (query: TUserListQuery, column: TUserSortColumn) =>
  query.sort === column ? (query.order === 'asc' ? 'ascend' : 'descend') : null;

/**
 * /teapp-admin/uzytkownicy (admin-commerce-people.md §2): every account but the deleted ones, searched, sorted
 * and paged on the server (20, 30, 50, 100 or 500 a page), with the count. The whole state is in the address,
 * so a reload, a shared link and the back button all keep the page.
 */
export function UserListPage() {
  const { t, i18n } = useTranslation();
  const language = languageOr(i18n.language);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const [text, setText] = useState(query.search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useUserList(query);
  const count = list.data?.count ?? 0;

  // What was typed replaces the address (one history entry per search, not per key) and goes back to the first
  // page; only a change of the typing does, so a search that Back brought is not overwritten by the old one.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== query.search) setParams(paramsOf({ ...query, search: typed, page: 1 }), { replace: true });
  }, [typed, query, setParams]);

  // Back and forward bring another search with them: the box follows the address.
  useEffect(() => {
    setText((current) => (current.trim() === query.search ? current : query.search));
  }, [query.search]);

  const go = (next: TUserListQuery) => setParams(paramsOf(next));

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<TAdminUser> | SorterResult<TAdminUser>[],
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = single?.order ? (single.columnKey as TUserSortColumn) : DEFAULTS.sort;
    const order = single?.order ? (single.order === 'ascend' ? 'asc' : 'desc') : DEFAULTS.order;
    const perPage = pagination.pageSize ?? query.per_page;
    const sortChanged = column !== query.sort || order !== query.order || perPage !== query.per_page;
    go({
      ...query,
      sort: column,
      order,
      per_page: perPage,
      page: sortChanged ? 1 : (pagination.current ?? 1),
    });
  };

  const columns: ColumnsType<TAdminUser> = [
    {
      title: t('admin.users.col.name'),
      key: 'lastname',
      sorter: true,
      sortOrder: sortOrder(query, 'lastname'),
      render: (_, user) => (
        <Flex vertical>
          <Link to={paths.adminUser(user.id)}>{userName(user)}</Link>
          <Typography.Text type="secondary" className={styles.breakable}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.users.col.role'),
      key: 'role_id',
      sorter: true,
      sortOrder: sortOrder(query, 'role_id'),
      render: (_, user) => <RoleTag roleId={user.role_id} />,
    },
    {
      title: t('admin.users.col.country'),
      key: 'country',
      render: (_, user) => user.country_code ?? '—',
    },
    {
      title: t('admin.users.col.created'),
      key: 'created_at',
      sorter: true,
      sortOrder: sortOrder(query, 'created_at'),
      render: (_, user) => formatDateTime(user.created_at),
    },
    {
      title: t('admin.users.col.lastLogin'),
      key: 'last_login',
      sorter: true,
      sortOrder: sortOrder(query, 'last_login'),
      render: (_, user) => (
        <Flex vertical>
          <span>{user.last_login ? formatDateTime(user.last_login) : t('admin.users.never')}</span>
          {user.last_ip && (
            <Typography.Text type="secondary">
              <CountryFlag code={user.country} language={language} /> {user.last_ip}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('admin.users.col.paid'),
      key: 'paymentStatus',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder(query, 'paymentStatus'),
      render: (_, user) => user.paymentStatus,
    },
  ];

  return (
    <SettingsCard title={t('admin.users.listTitle', { count })}>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          loading={list.isFetching}
          maxLength={USER_SEARCH_MAX}
          className={styles.searchBox}
        />
        <Link to={`${paths.admin}?view=users`}>{t('admin.users.backToSection')}</Link>
      </div>
      {list.isError ? (
        <LoadFailure
          title="admin.users.listError"
          description={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : list.data?.users.length === 0 && !list.isFetching ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.search ? t('admin.users.noResults', { search: query.search }) : t('admin.users.empty')
          }
        />
      ) : (
        <Table<TAdminUser>
          className={styles.userTable}
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.users ?? []}
          loading={list.isFetching}
          onChange={onChange}
          sortDirections={['ascend', 'descend']}
          pagination={{
            current: query.page,
            pageSize: query.per_page,
            total: count,
            showSizeChanger: true,
            pageSizeOptions: USER_PAGE_SIZES.map(String),
            showTotal: (total) => t('admin.users.count', { count: total }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </SettingsCard>
  );
}
