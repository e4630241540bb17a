import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@scena/shared/users/roles';

const ROLE_COLOR: Record<number, string | undefined> = {
  [ROLE.admin]: 'blue',
  [ROLE.premium]: 'gold',
  [ROLE.unverified]: 'orange',
  [ROLE.deleted]: 'default',
};

/** The account's role as a tag; the word says it, the colour only helps. */
export function RoleTag({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={ROLE_COLOR[roleId]}>{t(`admin.users.role.${roleId}`, { defaultValue: String(roleId) })}</Tag>
  );
}
