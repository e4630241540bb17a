import { useRef } from 'react';
import { App, Button, Checkbox, Flex, Form, Input, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  BAN_DEFAULT_REASON,
  BAN_REASON_MAX,
  ZBanCreate,
  banEndProblem,
  type TBanCreate,
} from '@scena/shared/users/bans';
import { DateFormItem } from '../../ui/date-input';
import { errorText, validateWith } from '../../ui/form-support';
import { useCreateBan } from './api';

interface Values {
  reason: string;
  forever: boolean;
  expiration_date: Dayjs | null;
  send_email: boolean;
}

/** A week from now, Warsaw time: a sensible first end for a ban. */
const initialValues = (): Values => ({
  reason: '',
  forever: false,
  expiration_date: dayjs().tz().add(7, 'day').startOf('minute'),
  send_email: false,
});

/**
 * The ban form (admin-commerce-people.md §5 "Ban form"): the reason ('nie określono' when left empty), until a
 * Warsaw date and time in the future, or forever (then no date is sent), and an optional e-mail to the user.
 * The user is signed out everywhere at once. Only the button bans, once per press (issue 19, item 9): Enter in
 * the date takes the date, and a press while a ban is on its way does nothing.
 */
export function BanForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateBan();
  const forever = Form.useWatch('forever', form) ?? false;
  const sending = useRef(false);

  // A typed past date is refused as soon as the field is left, not replaced by a default (issue 19, item 9).
  const futureRule: FormRule = {
    validator: async (_rule, value: Dayjs | null) => {
      if (form.getFieldValue('forever')) return;
      const problem = banEndProblem(value?.format('YYYY-MM-DD HH:mm'), new Date());
      if (problem) throw new Error(t(problem));
    },
  };

  const submit = (values: Values) => {
    if (sending.current) return;
    const input: TBanCreate = {
      user_id: userId,
      reason: values.reason,
      forever: values.forever,
      // The picked wall-clock time is Warsaw's; the server reads it so (DST included).
      expiration_date:
        values.forever || !values.expiration_date ? null : values.expiration_date.format('YYYY-MM-DD HH:mm'),
      send_email: values.send_email,
    };
    const checked = validateWith(ZBanCreate, input, form);
    if (!checked.ok) {
      if (checked.unshown.length > 0) void message.error(checked.unshown.join(' '));
      return;
    }
    sending.current = true;
    // The parsed form goes out: an empty reason is sent as 'nie określono' (admin-commerce-people.md §5).
    create
      .mutateAsync(checked.data)
      .then(
        () => {
          void message.success(t('admin.banForm.created'));
          form.resetFields();
        },
        (error: unknown) => {
          const text = errorText(error, form);
          if (text) void message.error(text);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <Form form={form} name="ban-form" layout="vertical" onFinish={submit} initialValues={initialValues()}>
      <Form.Item name="reason" label={t('admin.banForm.reason')} extra={t('admin.banForm.reasonHint')}>
        <Input.TextArea rows={2} maxLength={BAN_REASON_MAX} placeholder={BAN_DEFAULT_REASON} />
      </Form.Item>
      <Form.Item name="forever" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('admin.banForm.forever')}</Checkbox>
      </Form.Item>
      <DateFormItem
        name="expiration_date"
        label={t('admin.banForm.until')}
        extra={t('admin.banForm.untilHint')}
        hidden={forever}
        required
        rules={[futureRule]}
        withTime
        inputProps={{ style: { width: '100%', maxWidth: 280 } }}
      />
      <Form.Item name="send_email" valuePropName="checked">
        <Checkbox>{t('admin.banForm.sendEmail')}</Checkbox>
      </Form.Item>
      <Flex justify="flex-start">
        <Button type="primary" danger htmlType="submit" loading={create.isPending}>
          {t('admin.banForm.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
