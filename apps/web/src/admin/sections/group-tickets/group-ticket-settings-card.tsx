import { useId, useState } from 'react';
import { App, Button, Col, Flex, Form, Input, Row, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { groupPrice } from '@scena/shared/commerce/group-price';
import {
  GROUP_UNITS_MAX,
  GROUP_UNITS_MIN,
  GROUP_V,
  ZGroupTicketSettings,
  type TGroupTicketConfig,
} from '@scena/shared/commerce/group-ticket-settings';
import { errorText, errorToast, schemaRule, validateWith } from '../../ui/form-support';
import { LoadFailure, LoadingBlock, SettingsCard } from '../../ui/settings-card';
import { SettingSwitch } from '../../ui/setting-switch';
import { useGroupTicketSettings, useUpdateGroupTicketSettings } from './api';
import styles from './group-tickets.module.css';
import './i18n';

const NUMBER_FIELDS = ['min_units', 'max_units', 'discount'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
export type GroupFormValues = Record<NumberField, string>;
type Toggle = 'event_available' | 'video_available' | 'one_free';
const TOGGLES: ReadonlyArray<{ flag: Toggle; label: string; hint: string }> = [
  {
    flag: 'event_available',
    label: 'admin.groupTickets.eventAvailable',
    hint: 'admin.groupTickets.eventAvailableHint',
  },
  {
    flag: 'video_available',
    label: 'admin.groupTickets.videoAvailable',
    hint: 'admin.groupTickets.videoAvailableHint',
  },
  { flag: 'one_free', label: 'admin.groupTickets.oneFree', hint: 'admin.groupTickets.oneFreeHint' },
];

function savedValues(config: TGroupTicketConfig): GroupFormValues {
  return {
    min_units: String(config.min_units),
    max_units: String(config.max_units),
    discount: String(config.discount),
  };
}

export function groupFormChanged(values: GroupFormValues, saved: GroupFormValues): boolean {
  return NUMBER_FIELDS.some((name) => (values[name] ?? '').trim() !== saved[name]);
}

/**
 * ?view=group_tickets, the settings (admin-commerce-people.md §3, §4, §5): the three toggles saved at once; the
 * fewest and most tickets and the discount saved with Save, enabled only after a change, checked with the
 * route's own schema (the texts of §5 under the fields); and a live example of the price rule.
 */
export function GroupTicketSettingsCard() {
  const { t } = useTranslation();
  const settings = useGroupTicketSettings();
  return (
    <SettingsCard title={t('admin.groupTickets.settingsTitle')}>
      {settings.isPending ? (
        <LoadingBlock label="admin.groupTickets.loading" rows={8} />
      ) : settings.isError ? (
        <LoadFailure
          title="admin.groupTickets.loadError"
          description={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        <GroupTicketSettings config={settings.data} />
      )}
    </SettingsCard>
  );
}

function GroupTicketSettings({ config }: { config: TGroupTicketConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupFormValues>();
  const update = useUpdateGroupTicketSettings();
  const toggles = useUpdateGroupTicketSettings();
  const saved = savedValues(config);
  const [values, setValues] = useState<GroupFormValues>(saved);
  const dirty = groupFormChanged(values, saved);
  const stateText = (on: boolean) => t(on ? 'admin.groupTickets.on' : 'admin.groupTickets.off');
  const unitsHint = t('admin.groupTickets.unitsHint', { min: GROUP_UNITS_MIN, max: GROUP_UNITS_MAX });

  // Max below min is said on max as soon as both are numbers (admin-commerce-people.md §5).
  const maxNotBelowMin: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const min = ZGroupTicketSettings.shape.min_units.safeParse(getFieldValue('min_units'));
      const max = ZGroupTicketSettings.shape.max_units.safeParse(value ?? '');
      if (min.success && max.success && max.data < min.data) throw new Error(t(GROUP_V.units));
    },
  });

  const save = () => {
    const checked = validateWith(
      ZGroupTicketSettings,
      {
        event_available: config.event_available,
        video_available: config.video_available,
        one_free: config.one_free,
        ...values,
      },
      form,
    );
    if (!checked.ok) {
      if (checked.unshown.length > 0) void message.error(checked.unshown.join(' '));
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (answer) => {
        const stored = savedValues(answer);
        form.setFieldsValue(stored);
        setValues(stored);
        void message.success(t('admin.groupTickets.saved'));
      },
      onError: (error) => {
        // A 422 goes under its fields as well; the toast says what went wrong either way (§8).
        void message.error(errorText(error, form) ?? errorToast(error, t));
      },
    });
  };

  return (
    <Flex vertical gap={8}>
      {TOGGLES.map(({ flag, label, hint }) => (
        <SettingSwitch
          key={flag}
          value={config[flag]}
          label={t(label)}
          description={t(hint)}
          savedText={t('admin.groupTickets.saved')}
          stateText={stateText}
          save={(checked) => toggles.mutateAsync({ ...config, [flag]: checked })}
        />
      ))}
      <Typography.Title level={3} className={styles.subtitle}>
        {t('admin.groupTickets.formTitle')}
      </Typography.Title>
      <Form
        form={form}
        name="group-ticket-settings"
        layout="vertical"
        initialValues={saved}
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={save}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8} xl={4}>
            <Form.Item
              name="min_units"
              label={t('admin.groupTickets.minUnits')}
              extra={unitsHint}
              rules={[schemaRule(ZGroupTicketSettings.shape.min_units, t)]}
              validateTrigger="onBlur"
            >
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8} xl={4}>
            <Form.Item
              name="max_units"
              label={t('admin.groupTickets.maxUnits')}
              extra={unitsHint}
              dependencies={['min_units']}
              rules={[schemaRule(ZGroupTicketSettings.shape.max_units, t), maxNotBelowMin]}
              validateTrigger="onBlur"
            >
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8} xl={4}>
            <Form.Item
              name="discount"
              label={t('admin.groupTickets.discount')}
              extra={t('admin.groupTickets.discountHint')}
              rules={[schemaRule(ZGroupTicketSettings.shape.discount, t)]}
              validateTrigger="onBlur"
            >
              <Input inputMode="numeric" suffix="%" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={12} align="center" wrap className={styles.actions}>
          <Button type="primary" htmlType="submit" disabled={!dirty} loading={update.isPending}>
            {t('admin.groupTickets.save')}
          </Button>
          <Typography.Text type="secondary" role="status">
            {dirty ? t('admin.groupTickets.unsaved') : t('admin.groupTickets.upToDate')}
          </Typography.Text>
        </Flex>
      </Form>
      <PriceExample config={config} values={values} />
    </Flex>
  );
}

/**
 * The price rule at work on a sample ticket (visitor-side.md §9, product-decisions §26): unit × N, less one unit
 * with one free, less the discount, rounded half-up once — the very function the payment page and the server use.
 */
function PriceExample({ config, values }: { config: TGroupTicketConfig; values: GroupFormValues }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [unit, setUnit] = useState(language === 'pl' ? '50,00' : '50.00');
  const [quantity, setQuantity] = useState(String(Math.max(config.min_units, 8)));
  const unitId = useId();
  const quantityId = useId();
  const titleId = useId();
  const rule = ZGroupTicketSettings.safeParse({ ...config, ...values });
  const min = rule.success ? rule.data.min_units : config.min_units;
  const max = rule.success ? rule.data.max_units : config.max_units;
  const discount = rule.success ? rule.data.discount : config.discount;
  const unitGrosze = zlotyToGrosze(unit.trim());
  const n = /^\d{1,4}$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  const price =
    unitGrosze !== null && Number.isInteger(n) && n >= min && n <= max
      ? groupPrice({ unitGrosze, quantity: n, oneFree: config.one_free, discountPercent: discount })
      : null;
  const money = (grosze: number) => formatPrice(grosze, language);

  return (
    <section className={styles.example} aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} className={styles.subtitle}>
        {t('admin.groupTickets.exampleTitle')}
      </Typography.Title>
      <Flex gap={16} wrap>
        <div className={styles.exampleField}>
          <label htmlFor={unitId}>{t('admin.groupTickets.exampleUnit')}</label>
          <Input
            id={unitId}
            inputMode="decimal"
            suffix="zł"
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
          />
        </div>
        <div className={styles.exampleField}>
          <label htmlFor={quantityId}>{t('admin.groupTickets.exampleQuantity')}</label>
          <Input
            id={quantityId}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
      </Flex>
      <div aria-live="polite" className={styles.exampleResult}>
        {price && unitGrosze !== null ? (
          <ul>
            <li>
              {t('admin.groupTickets.exampleUnits', {
                quantity: n,
                unit: money(unitGrosze),
                sum: money(unitGrosze * n),
              })}
            </li>
            {config.one_free && <li>{t('admin.groupTickets.exampleFree', { amount: money(unitGrosze) })}</li>}
            {price.discountGrosze > 0 && (
              <li>
                {t('admin.groupTickets.exampleDiscount', {
                  percent: discount,
                  amount: money(price.discountGrosze),
                })}
              </li>
            )}
            <li>
              <strong>{t('admin.groupTickets.exampleTotal', { total: money(price.totalGrosze) })}</strong>
            </li>
          </ul>
        ) : (
          <Typography.Text type="secondary">{t('admin.groupTickets.exampleInvalid')}</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">{t('admin.groupTickets.exampleNote')}</Typography.Text>
    </section>
  );
}
