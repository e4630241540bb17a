import { useState } from 'react';
import { App, Button, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VAT_RATE_MAX, ZAppConfig } from '@scena/shared/settings/app-config';
import { useUpdateAppConfig } from '../../api/update-app-config';
import { applyFormErrors, errorToast, schemaRule } from '../../ui/form-support';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

interface Values {
  vat_rate: number | null;
}

/**
 * The invoices' settings card (admin-commerce-people.md §2 "Invoices"): what the screen is for — requests are
 * collected here, invoices are issued outside the platform (§1) — and the VAT rate that prices include
 * (product-decisions §30), saved through PUT /api/appconfig with a Save enabled only after a change (§4).
 */
export function InvoiceSettingsCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.invoices.settingsTitle')}>
      <Typography.Paragraph>{t('admin.invoices.outsideNote')}</Typography.Paragraph>
      <ConfigGate rows={2}>{(config) => <VatRateForm saved={config.vat_rate} />}</ConfigGate>
    </SettingsCard>
  );
}

function VatRateForm({ saved }: { saved: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateAppConfig();
  const [value, setValue] = useState<number | null>(saved);
  // What was stored: the saved setting, then each save's answer (the form is not remounted by its own save,
  // which would drop the mutation's callbacks and with them the toast).
  const [stored, setStored] = useState(saved);
  const changed = value !== stored;

  const save = (values: Values) => {
    if (values.vat_rate === null) return;
    update.mutate(
      { vat_rate: values.vat_rate },
      {
        onSuccess: (config) => {
          form.setFieldsValue({ vat_rate: config.vat_rate });
          setValue(config.vat_rate);
          setStored(config.vat_rate);
          void message.success(t('admin.invoices.saved'));
        },
        onError: (error) => {
          applyFormErrors(form, error, t, ['vat_rate']);
          void message.error(errorToast(error, t));
        },
      },
    );
  };

  return (
    <Form<Values>
      name="invoice-settings"
      form={form}
      layout="vertical"
      initialValues={{ vat_rate: saved }}
      onValuesChange={(_changed, all) => setValue(all.vat_rate ?? null)}
      onFinish={save}
      requiredMark={false}
    >
      <Form.Item
        name="vat_rate"
        label={t('admin.invoices.vatRate')}
        extra={t('admin.invoices.vatRateHelp')}
        rules={[schemaRule(ZAppConfig.shape.vat_rate.unwrap(), t)]}
        validateTrigger="onBlur"
      >
        <InputNumber min={0} max={VAT_RATE_MAX} precision={0} suffix="%" style={{ width: 140 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!changed} loading={update.isPending}>
        {t('admin.invoices.save')}
      </Button>
    </Form>
  );
}
