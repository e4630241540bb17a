import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@scena/shared/i18n/messages';
import { zTranslationLanguage } from '@scena/shared/catalog/translations';
import { applyFormErrors, errorMessage, schemaRule } from './form-kit';
import styles from './translations-modal.module.css';
import './i18n';

/** The translation's own text fields (title, name, text…), each checked with its shared rule. */
export interface TranslationField {
  name: string;
  label: string;
  rule: z.ZodType;
  multiline?: boolean;
  required?: boolean;
}

export interface TranslationItem {
  id: number;
  language_code: string;
  [field: string]: string | number | null;
}

export type TranslationValues = Record<string, string>;

interface Props<T extends TranslationItem> {
  /** The item's name, for the modal's title. */
  itemName: string;
  open: boolean;
  onClose: () => void;
  fields: TranslationField[];
  query: { data?: T[]; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  onCreate: (values: TranslationValues) => Promise<unknown>;
  onUpdate: (id: number, values: TranslationValues) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}

type Mode = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: number };

const LANGUAGE_OPTIONS = LANGUAGES.filter((language) => language !== 'pl');

/**
 * Translations of one item (admin-content.md §2 "Translations"): a list and a form; the mode is none, add or
 * edit, and "add" is offered only in mode none. Failures of add and edit go on the form and in a toast (§8).
 */
export function TranslationsModal<T extends TranslationItem>(props: Props<T>) {
  const { itemName, open, onClose, fields, query } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TranslationValues>();
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (!open) setMode({ kind: 'none' });
  }, [open]);

  const fieldNames = ['language_code', ...fields.map((field) => field.name)];
  const editedItem = mode.kind === 'edit' ? query.data?.find((item) => item.id === mode.id) : undefined;
  // A fresh form per mode (keyed below): empty to add, the translation's values to edit.
  const initialValues: TranslationValues = Object.fromEntries(
    fieldNames.map((name) => [name, editedItem ? String(editedItem[name] ?? '') : '']),
  );

  const submit = async (values: TranslationValues) => {
    setSaving(true);
    try {
      if (mode.kind === 'edit') await props.onUpdate(mode.id, values);
      else await props.onCreate(values);
      void message.success(t('admin.saved'));
      setMode({ kind: 'none' });
    } catch (error) {
      applyFormErrors(form, error, t, fieldNames);
      void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: number) => {
    setDeleting(id);
    try {
      await props.onDelete(id);
      void message.success(t('admin.translations.deleted'));
      if (mode.kind === 'edit' && mode.id === id) setMode({ kind: 'none' });
    } catch (error) {
      void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
    } finally {
      setDeleting(null);
    }
  };

  const list = () => {
    if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
    if (query.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('admin.translations.loadError', { message: query.error?.message ?? '' })}
          action={<Button onClick={() => void query.refetch()}>{t('admin.retry')}</Button>}
        />
      );
    }
    const items = query.data ?? [];
    if (items.length === 0) return <Empty description={t('admin.translations.empty')} />;
    return (
      <ul className={styles.list}>
        {items.map((item) => {
          const [first, ...rest] = fields;
          const details = rest.map((field) => item[field.name]).filter(Boolean);
          return (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                <Typography.Text strong>
                  {`${item.language_code.toUpperCase()} — ${String(item[first?.name ?? ''] ?? '')}`}
                </Typography.Text>
                {details.length > 0 && (
                  <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
                )}
              </div>
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  onClick={() => setMode({ kind: 'edit', id: item.id })}
                  disabled={mode.kind !== 'none'}
                >
                  {t('admin.translations.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.translations.confirmDelete')}
                  okText={t('admin.translations.delete')}
                  cancelText={t('admin.translations.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(item.id)}
                >
                  <Button size="small" danger loading={deleting === item.id}>
                    {t('admin.translations.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('admin.translations.title', { name: itemName })}
      footer={<Button onClick={onClose}>{t('admin.translations.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: '1rem' }}>
            {t('admin.translations.listTitle')}
          </Typography.Title>
          <Button type="primary" onClick={() => setMode({ kind: 'add' })} disabled={mode.kind !== 'none'}>
            {t('admin.translations.add')}
          </Button>
        </Flex>
        {list()}
        {mode.kind !== 'none' && (
          <Form
            key={mode.kind === 'edit' ? `edit-${mode.id}` : 'add'}
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => void submit(values)}
          >
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: '1rem' }}>
              {t(mode.kind === 'add' ? 'admin.translations.addTitle' : 'admin.translations.editTitle')}
            </Typography.Title>
            <Form.Item
              name="language_code"
              label={t('admin.translations.language')}
              required
              rules={[schemaRule(zTranslationLanguage(), t)]}
            >
              <Select
                options={LANGUAGE_OPTIONS.map((code) => ({
                  value: code,
                  label: t(`admin.translations.lang.${code}`),
                }))}
                placeholder={t('admin.translations.chooseLanguage')}
              />
            </Form.Item>
            {fields.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                required={field.required}
                rules={[schemaRule(field.rule, t)]}
              >
                {field.multiline ? <Input.TextArea rows={3} /> : <Input />}
              </Form.Item>
            ))}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('admin.translations.save')}
              </Button>
              <Button onClick={() => setMode({ kind: 'none' })} disabled={saving}>
                {t('admin.translations.cancel')}
              </Button>
            </Flex>
          </Form>
        )}
      </Flex>
    </Modal>
  );
}
