import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZAppConfig, type TAppConfig } from '@scena/shared/settings/app-config';
import { useUpdateAppConfig } from '../api/update-app-config';
import { errorToast, applyFormErrors, schemaRule } from './form-support';
import styles from '../admin.module.css';
import './i18n';

type TextKey = {
  [K in keyof TAppConfig]: TAppConfig[K] extends string ? K : never;
}[keyof TAppConfig];

export interface TextSetting {
  name: TextKey;
  label: string;
  help?: ReactNode;
  /** A textarea with a character counter instead of a one-line input. */
  maxLength?: number;
  type?: 'email' | 'url';
}

type Values = Partial<Record<TextKey, string>>;

/**
 * Text settings with one Save, enabled only after a change (admin-content.md §2 "Views"); PUT /api/appconfig
 * gets only the changed fields. Each field is checked with its shared schema; a 422 lands under its field.
 */
export function ConfigTextForm({ config, fields }: { config: TAppConfig; fields: readonly TextSetting[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateAppConfig();
  const saved = Object.fromEntries(fields.map(({ name }) => [name, config[name] ?? ''])) as Values;
  const [values, setValues] = useState<Values>(saved);
  const changed = fields.filter(({ name }) => (values[name] ?? '') !== saved[name]).map(({ name }) => name);

  const save = (all: Values) => {
    const changes = Object.fromEntries(changed.map((name) => [name, all[name] ?? '']));
    update.mutate(changes, {
      onSuccess: (answer) => {
        // The server trims; the form shows what was stored, which also makes Save disabled again.
        const stored = Object.fromEntries(fields.map(({ name }) => [name, answer[name] ?? ''])) as Values;
        form.setFieldsValue(stored);
        setValues(stored);
        void message.success(t('admin.saved'));
      },
      onError: (error) => {
        applyFormErrors(
          form,
          error,
          t,
          fields.map(({ name }) => name),
        );
        void message.error(errorToast(error, t));
      },
    });
  };

  return (
    <Form
      name="config"
      form={form}
      layout="vertical"
      initialValues={saved}
      onValuesChange={(_changed, all) => setValues(all)}
      onFinish={save}
      requiredMark={false}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          extra={field.help}
          className={field.maxLength ? styles.countedField : undefined}
          rules={[schemaRule(ZAppConfig.shape[field.name], t)]}
          validateTrigger="onBlur"
        >
          {field.maxLength ? (
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={field.maxLength} showCount />
          ) : (
            <Input type={field.type ?? 'text'} autoComplete="off" />
          )}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" disabled={changed.length === 0} loading={update.isPending}>
        {t('admin.views.save')}
      </Button>
    </Form>
  );
}
