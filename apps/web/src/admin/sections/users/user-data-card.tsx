import { useState, type ReactNode } from 'react';
import { App, Button, Descriptions, Flex, Grid, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOr } from '@scena/shared/i18n/messages';
import { ROLE } from '@scena/shared/users/roles';
import type { TAdminUser } from '@scena/shared/users/schemas';
import type { TBan } from '@scena/shared/users/bans';
import { isBirthdayMissing } from '@scena/shared/access/age';
import { countryName } from '@scena/shared/validation/countries';
import { useSetMailing } from '@/features/account/api/set-mailing';
import { formatDateTime, formatIsoDate } from '@/lib/format';
import { CountryFlag } from '../../ui/country-flag';
import { errorText } from '../../ui/form-support';
import { SettingsCard } from '../../ui/settings-card';
import { useRefreshUsers } from './api';
import { isBanActive } from './bans-table';
import { RoleTag } from './role-tag';
import { UserEditForm } from './user-edit-form';
import { userName } from './user-links';
import styles from './users.module.css';

/** The mailing flag, switched at once (admin-commerce-people.md §6: subscribe or unsubscribe users). */
function MailingSwitch({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setMailing = useSetMailing(user.id);
  const refresh = useRefreshUsers();
  const on = setMailing.isPending ? setMailing.variables : user.mailing;
  const toggle = (subscribe: boolean) =>
    setMailing.mutateAsync(subscribe).then(
      async () => {
        await refresh();
        void message.success(t(subscribe ? 'admin.user.mailingOn' : 'admin.user.mailingOff'));
      },
      (error: unknown) => void message.error(errorText(error) ?? ''),
    );
  // The state is said beside the switch: the text inside antd's grey "off" switch fails the contrast check.
  return (
    <Flex gap={8} align="center">
      <Switch
        checked={on}
        loading={setMailing.isPending}
        onChange={toggle}
        aria-label={t('admin.user.mailing')}
      />
      <span aria-hidden="true">{on ? t('admin.user.subscribed') : t('admin.user.notSubscribed')}</span>
    </Flex>
  );
}

/** "in force until …", "forever", or nothing when no ban is in force. */
function BanState({ bans }: { bans: TBan[] }) {
  const { t } = useTranslation();
  const active = bans.filter((ban) => isBanActive(ban));
  if (active.length === 0) return <Tag color="green">{t('admin.user.notBanned')}</Tag>;
  const forever = active.some((ban) => ban.forever || !ban.expiration_date);
  const until = active
    .map((ban) => ban.expiration_date ?? '')
    .sort()
    .pop();
  return (
    <Tag color="red" className={styles.wrappingTag}>
      {forever
        ? t('admin.user.bannedForever')
        : t('admin.user.bannedUntil', { date: formatDateTime(until!) })}
    </Tag>
  );
}

/**
 * The user's data (admin-commerce-people.md §2 /konto/{userId}) with the Edytuj / Cofnij toggle: the details,
 * the terms-acceptance state, the mailing switch, whether a ban is in force; in edit mode the admin form.
 */
export function UserDataCard({ user, bans, own }: { user: TAdminUser; bans: TBan[]; own: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  // On a phone each label stands above its value: two columns of a table do not fit 390 px.
  const wide = Grid.useBreakpoint().md ?? true;
  const deleted = user.role_id === ROLE.deleted;
  const none = <Typography.Text type="secondary">{t('admin.user.none')}</Typography.Text>;
  const language = languageOr(i18n.language);
  const address = [user.street, [user.postal_code, user.city].filter(Boolean).join(' '), user.state]
    .filter((part) => part && part.trim())
    .join(', ');

  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'name', label: t('admin.user.name'), children: userName(user) },
    {
      key: 'email',
      label: t('admin.user.email'),
      children: <span className={styles.breakable}>{user.email}</span>,
    },
    { key: 'role', label: t('admin.user.role'), children: <RoleTag roleId={user.role_id} /> },
    { key: 'ban', label: t('admin.user.banState'), children: <BanState bans={bans} /> },
    {
      key: 'birthday',
      label: t('admin.user.birthday'),
      children: !user.birthday || isBirthdayMissing(user.birthday) ? none : formatIsoDate(user.birthday),
    },
    {
      key: 'country',
      label: t('admin.user.country'),
      children: user.country_code
        ? `${countryName(user.country_code, i18n.language)} (${user.country_code})`
        : none,
    },
    { key: 'address', label: t('admin.user.address'), children: address || none },
    {
      key: 'company',
      label: t('admin.user.companyNip'),
      children:
        [user.company, user.nip && t('admin.user.nipValue', { nip: user.nip })].filter(Boolean).join(', ') ||
        none,
    },
    {
      key: 'language',
      label: t('admin.user.language'),
      children: t(`admin.user.languageName.${user.language === 'en' ? 'en' : 'pl'}`),
    },
    { key: 'created', label: t('admin.user.created'), children: formatDateTime(user.created_at) },
    {
      key: 'login',
      label: t('admin.user.lastLogin'),
      children: user.last_login ? formatDateTime(user.last_login) : t('admin.users.never'),
    },
    {
      key: 'ip',
      label: t('admin.user.lastIp'),
      children: user.last_ip ? (
        <span className={styles.breakable}>
          {user.last_ip}
          {user.country && (
            <>
              {' '}
              <CountryFlag code={user.country} language={language} /> {countryName(user.country, language)}
            </>
          )}
        </span>
      ) : (
        none
      ),
    },
    { key: 'paid', label: t('admin.user.paid'), children: user.paymentStatus },
    {
      key: 'tos',
      label: t('admin.user.tos'),
      children: user.tos_accepted ? (
        <Tag color="green" className={styles.wrappingTag}>
          {t('admin.user.tosAccepted')}
        </Tag>
      ) : (
        <Tag color="orange" className={styles.wrappingTag}>
          {t('admin.user.tosPending')}
        </Tag>
      ),
    },
    {
      key: 'mailing',
      label: t('admin.user.mailing'),
      children: deleted ? t('admin.user.notSubscribed') : <MailingSwitch user={user} />,
    },
  ];

  return (
    <SettingsCard
      title={t('admin.user.dataTitle')}
      extra={
        deleted ? undefined : (
          <Button onClick={() => setEditing((value) => !value)} aria-expanded={editing}>
            {editing ? t('admin.user.cancel') : t('admin.user.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <UserEditForm user={user} own={own} onSaved={() => setEditing(false)} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            bordered={wide}
            size="small"
            layout={wide ? 'horizontal' : 'vertical'}
            column={wide ? 2 : 1}
            items={items}
          />
        </Flex>
      )}
    </SettingsCard>
  );
}
