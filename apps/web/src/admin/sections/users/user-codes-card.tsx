import { App, Button, Empty, Flex, Form, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, ZActivateCode, type TUserCode } from '@scena/shared/commerce/codes';
import { useActivateCode } from '@/features/account/api/activate-code';
import { useDeleteCode } from '@/features/account/api/delete-code';
import { useCodes } from '@/features/account/api/get-codes';
import { formatDateTime } from '@/lib/format';
import { errorText, errorToast, validateWith } from '../../ui/form-support';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { discountText } from '../promotion-codes/codes-csv';

function RemoveCodeButton({ userId, code }: { userId: number; code: TUserCode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteCode(userId);
  return (
    <Popconfirm
      title={t('admin.userCodes.confirmDelete', { code: code.code })}
      description={t('admin.userCodes.confirmDeleteHint')}
      okText={t('admin.userCodes.delete')}
      cancelText={t('admin.userCodes.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove.mutateAsync(code.code_id).then(
          () => void message.success(t('admin.userCodes.deleted', { code: code.code })),
          (error: unknown) => void message.error(errorText(error) ?? errorToast(error, t)),
        )
      }
    >
      <Button
        size="small"
        danger
        loading={remove.isPending}
        aria-label={t('admin.userCodes.deleteNamed', { code: code.code })}
      >
        {t('admin.userCodes.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The user's discount codes (admin-commerce-people.md §6: activate and delete a user's codes): a code activated
 * here works for them as if they had typed it; an unused one can be removed after a confirmation.
 */
export function UserCodesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const codes = useCodes(userId);
  const activate = useActivateCode(userId);

  const submit = (values: { code: string }) => {
    const checked = validateWith(ZActivateCode, values, form);
    if (!checked.ok) return;
    activate.mutateAsync(checked.data).then(
      (answer) => {
        const text = t(`admin.userCodes.status.${answer.status}`, { code: answer.code.code });
        void (answer.status === 'activated' ? message.success(text) : message.info(text));
        form.resetFields();
      },
      (error: unknown) => {
        const text = errorText(error, form);
        if (text) void message.error(text);
      },
    );
  };

  const columns: ColumnsType<TUserCode> = [
    {
      title: t('admin.userCodes.col.code'),
      key: 'code',
      render: (_, code) => (
        <Flex vertical>
          <Typography.Text strong copyable>
            {code.code}
          </Typography.Text>
          <Typography.Text type="secondary">{code.desc}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('admin.userCodes.col.discount'), key: 'discount', render: (_, code) => discountText(code) },
    {
      title: t('admin.userCodes.col.product'),
      key: 'product',
      render: (_, code) =>
        code.product_path ? (
          <Link to={code.product_path}>{code.product_title ?? code.product_id}</Link>
        ) : (
          (code.product_title ?? t('admin.userCodes.anyProduct'))
        ),
    },
    {
      title: t('admin.userCodes.col.dates'),
      key: 'dates',
      render: (_, code) => (
        <Flex vertical>
          <span>{t('admin.userCodes.activatedAt', { date: formatDateTime(code.activation_date) })}</span>
          <Typography.Text type="secondary">
            {t('admin.userCodes.validUntil', { date: formatDateTime(code.expiration_date) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.userCodes.col.state'),
      key: 'state',
      render: (_, code) =>
        code.used ? (
          <Tag>
            {code.usage_date
              ? t('admin.userCodes.usedAt', { date: formatDateTime(code.usage_date) })
              : t('admin.userCodes.used')}
          </Tag>
        ) : code.state === 'active' ? (
          <Tag color="green">{t('admin.userCodes.unused')}</Tag>
        ) : (
          <Tag>{t(`admin.userCodes.state.${code.state}`)}</Tag>
        ),
    },
    {
      title: t('admin.userCodes.col.actions'),
      key: 'actions',
      render: (_, code) => (code.used ? null : <RemoveCodeButton userId={userId} code={code} />),
    },
  ];

  return (
    <SettingsCard title={t('admin.userCodes.title', { count: codes.data?.length ?? 0 })}>
      <Flex vertical gap={16}>
        <Form form={form} name="activate-code" layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item name="code" label={t('admin.userCodes.code')} required>
            <Input maxLength={CODE_MAX} autoComplete="off" style={{ width: 220 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={activate.isPending}>
            {t('admin.userCodes.activate')}
          </Button>
        </Form>
        {codes.isError ? (
          <LoadFailure
            title="admin.userCodes.loadError"
            description={codes.error.message}
            onRetry={() => void codes.refetch()}
            retrying={codes.isRefetching}
          />
        ) : codes.data?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.userCodes.empty')} />
        ) : (
          <Table<TUserCode>
            size="small"
            rowKey="code_id"
            columns={columns}
            dataSource={codes.data ?? []}
            loading={codes.isPending}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Flex>
    </SettingsCard>
  );
}
