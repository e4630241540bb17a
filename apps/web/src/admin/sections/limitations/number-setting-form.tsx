import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZAppConfig, type TAppConfig } from '@scena/shared/settings/app-config';
import { useUpdateAppConfig } from '../../api/update-app-config';
import { applyFormErrors, errorToast } from '../../ui/form-support';
import './i18n';

type NumberKey = 'max_diff_ip_views_per_user' | 'tickets_expiration_time';

/** A whole number typed as text; NaN for anything else (letters, fractions, signs). */
function wholeNumber(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
}

/**
 * One number setting typed as text, so that a wrong entry is shown with the spec's message rather than made
 * impossible (admin-commerce-people.md §5 "Settings"), with a Save enabled only after a change (§4). `empty` is
 * the value an empty field stands for (the ticket validity's "no limit"); without it an empty field is wrong.
 */
export function NumberSettingForm(props: {
  name: NumberKey;
  saved: number;
  label: string;
  help: ReactNode;
  /** The message key of text that is not a whole number. */
  invalidKey: string;
  empty?: number;
  /** What follows the Save button (e.g. the saved value in words). */
  children?: (stored: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<NumberKey, string>>();
  const update = useUpdateAppConfig();
  const toText = (value: number) => (value === props.empty ? '' : String(value));
  const toValue = (text: string) =>
    text.trim() === '' && props.empty !== undefined ? props.empty : wholeNumber(text);
  // What was stored: the saved setting, then each save's answer (the form is not remounted by its own save).
  const [stored, setStored] = useState(props.saved);
  const [text, setText] = useState(toText(props.saved));
  const changed = toValue(text) !== stored;

  const save = (values: Record<NumberKey, string>) => {
    const value = toValue(values[props.name] ?? '');
    update.mutate({ [props.name]: value } as Partial<TAppConfig>, {
      onSuccess: (config) => {
        setStored(config[props.name]);
        setText(toText(config[props.name]));
        form.setFieldsValue({ [props.name]: toText(config[props.name]) });
        void message.success(t('admin.saved'));
      },
      onError: (error) => {
        applyFormErrors(form, error, t, [props.name]);
        void message.error(errorToast(error, t));
      },
    });
  };

  return (
    <Form
      name={props.name}
      form={form}
      layout="vertical"
      initialValues={{ [props.name]: toText(props.saved) }}
      onValuesChange={(_changed, all) => setText(all[props.name] ?? '')}
      onFinish={save}
      requiredMark={false}
    >
      <Form.Item
        name={props.name}
        label={props.label}
        extra={props.help}
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const number = toValue(value ?? '');
              if (Number.isNaN(number)) throw new Error(t(props.invalidKey));
              const result = ZAppConfig.shape[props.name].unwrap().safeParse(number);
              if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? props.invalidKey));
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!changed} loading={update.isPending}>
        {t('admin.limitations.save')}
      </Button>
      {props.children?.(stored)}
    </Form>
  );
}
