import { useEffect } from 'react';
import { App, Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@scena/shared/users/roles';
import {
  USER_CITY_MAX,
  USER_COMPANY_MAX,
  USER_NIP_MAX,
  USER_POSTAL_CODE_MAX,
  USER_STATE_MAX,
  USER_STREET_MAX,
  ZEditUser,
  type TAdminUser,
  type TEditUser,
} from '@scena/shared/users/schemas';
import { isBirthdayMissing } from '@scena/shared/access/age';
import { COUNTRY_CODE_LIST, countryName } from '@scena/shared/validation/countries';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '@scena/shared/validation/rules';
import { errorText, validateWith } from '../../ui/form-support';
import { useAdminEditUser } from './api';
import { DateFormItem } from '../../ui/date-input';

interface Values {
  firstname: string;
  lastname: string;
  email: string;
  role_id: number;
  birthday: Dayjs | null;
  country_code: string;
  street: string;
  postal_code: string;
  city: string;
  state: string;
  company: string;
  nip: string;
  language: 'pl' | 'en';
  password: string;
  repeatpassword: string;
  current_password: string;
}

/** The roles an administrator may choose here; a deleted account is made only by deleting it. */
const EDITABLE_ROLES = [ROLE.admin, ROLE.standard, ROLE.premium, ROLE.unverified];

function valuesOf(user: TAdminUser): Values {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role_id: user.role_id,
    birthday: user.birthday && !isBirthdayMissing(user.birthday) ? dayjs(user.birthday) : null,
    country_code: user.country_code || 'PL',
    street: user.street ?? '',
    postal_code: user.postal_code ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    company: user.company ?? '',
    nip: user.nip ?? '',
    language: user.language === 'en' ? 'en' : 'pl',
    password: '',
    repeatpassword: '',
    current_password: '',
  };
}

/** An administrator changing their own password or e-mail proves they know the password (as anyone does). */
function needsCurrentPassword(own: boolean, user: TAdminUser, password: string, email: string): boolean {
  return own && (password !== '' || email.trim().toLowerCase() !== user.email);
}

function inputOf(values: Values, user: TAdminUser, own: boolean): TEditUser {
  const { birthday, password, repeatpassword, current_password, ...rest } = values;
  return {
    ...rest,
    birthday: birthday ? birthday.format('YYYY-MM-DD') : '',
    ...(password ? { password, repeatpassword } : {}),
    ...(needsCurrentPassword(own, user, password, values.email) ? { current_password } : {}),
  };
}

/**
 * The administrator's edit of a user (admin-commerce-people.md §5 "Admin user edit"): checked with the shared
 * ZEditUser before it leaves, the server's refusals (an e-mail taken, the admin role outside the trusted
 * domains) under their fields. E-mail and role are the administrator's to change. Saved, the page reads the
 * user again and leaves edit mode.
 */
export function UserEditForm({
  user,
  own,
  onSaved,
}: {
  user: TAdminUser;
  /** The administrator's own account: a new password or e-mail needs the current password. */
  own: boolean;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const edit = useAdminEditUser(user.id);
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const askCurrent = needsCurrentPassword(
    own,
    user,
    Form.useWatch('password', form) ?? '',
    Form.useWatch('email', form) ?? user.email,
  );

  useEffect(() => form.focusField('firstname'), [form]);

  const submit = (values: Values) => {
    const input = inputOf(values, user, own);
    const checked = validateWith(ZEditUser, input, form);
    if (!checked.ok) {
      if (checked.unshown.length > 0) void message.error(checked.unshown.join(' '));
      return;
    }
    edit.mutateAsync(input).then(
      () => {
        void message.success(t('admin.user.saved'));
        onSaved();
      },
      (error: unknown) => {
        const text = errorText(error, form);
        if (text) void message.error(text);
      },
    );
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form
      form={form}
      name="admin-user-edit"
      layout="vertical"
      onFinish={submit}
      initialValues={valuesOf(user)}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="firstname" label={t('admin.user.firstname')} required>
            <Input maxLength={NAME_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="lastname" label={t('admin.user.lastname')} required>
            <Input maxLength={NAME_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('admin.user.email')} required>
            <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="role_id" label={t('admin.user.role')} extra={t('admin.user.roleHint')}>
            <Select
              options={EDITABLE_ROLES.map((role) => ({ value: role, label: t(`admin.users.role.${role}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <DateFormItem
            name="birthday"
            label={t('admin.user.birthday')}
            required
            inputProps={{ style: { width: '100%' } }}
          />
        </Col>
        <Col {...half}>
          <Form.Item name="country_code" label={t('admin.user.country')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={COUNTRY_CODE_LIST.map((code) => ({
                value: code,
                label: `${countryName(code, language)} (${code})`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="street" label={t('admin.user.street')}>
            <Input maxLength={USER_STREET_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postal_code" label={t('admin.user.postalCode')}>
            <Input maxLength={USER_POSTAL_CODE_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={t('admin.user.city')}>
            <Input maxLength={USER_CITY_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="state" label={t('admin.user.state')}>
            <Input maxLength={USER_STATE_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="language" label={t('admin.user.language')}>
            <Select
              options={[
                { value: 'pl', label: t('admin.user.languageName.pl') },
                { value: 'en', label: t('admin.user.languageName.en') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company" label={t('admin.user.company')}>
            <Input maxLength={USER_COMPANY_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="nip" label={t('admin.user.nip')}>
            <Input maxLength={USER_NIP_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="password" label={t('admin.user.password')} extra={t('admin.user.passwordHint')}>
            <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="repeatpassword" label={t('admin.user.repeatPassword')}>
            <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
          </Form.Item>
        </Col>
        {askCurrent && (
          <Col {...half}>
            <Form.Item name="current_password" label={t('admin.user.currentPassword')} required>
              <Input.Password maxLength={PASSWORD_MAX} autoComplete="current-password" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Flex gap={8} justify="flex-end">
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          {t('admin.user.save')}
        </Button>
      </Flex>
    </Form>
  );
}
