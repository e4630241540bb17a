import { App, Button, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@scena/shared/users/schemas';
import { useDeleteUser } from '@/features/account/api/delete-user';
import { paths } from '@/lib/paths';
import { errorToast } from '../../ui/form-support';
import { SettingsCard } from '../../ui/settings-card';
import { useRefreshUsers } from './api';
import { userName } from './user-links';

/**
 * Account deletion (admin-commerce-people.md §4): after the confirmation that warns of the lost access, the
 * account is closed and its personal data erased (its orders stay), and the administrator goes back to the
 * panel.
 */
export function DeleteUserCard({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteUser(user.id);
  const refresh = useRefreshUsers();
  const confirm = () =>
    remove.mutateAsync().then(
      async () => {
        void message.success(t('admin.deleteUser.deleted', { name: userName(user) }));
        navigate(paths.admin);
        await refresh();
      },
      (error: unknown) => void message.error(errorToast(error, t)),
    );
  return (
    <SettingsCard title={t('admin.deleteUser.title')}>
      <Typography.Paragraph>{t('admin.deleteUser.text')}</Typography.Paragraph>
      <Popconfirm
        title={t('admin.deleteUser.confirm')}
        description={t('admin.deleteUser.confirmHint')}
        okText={t('admin.deleteUser.ok')}
        cancelText={t('admin.deleteUser.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={confirm}
      >
        <Button danger loading={remove.isPending}>
          {t('admin.deleteUser.button')}
        </Button>
      </Popconfirm>
    </SettingsCard>
  );
}
