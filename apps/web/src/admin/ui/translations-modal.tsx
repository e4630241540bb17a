import { useState, type ReactNode } from 'react';
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
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, errorText, errorToast, textOrEmpty, validateWith } from './form-support';
import styles from './translations-modal.module.css';
import './i18n';

/** The languages a translation may be in: Polish is the item itself (the shared rule refuses 'pl'). */
const LANGUAGE_CODES = ['en', 'uk', 'de', 'fr', 'cs', 'es', 'it'] as const;

/** One text field of the translation (title, name, text…); the shared schemas check them all on Save. */
export interface TranslationField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea';
  required?: boolean;
  /** Renders the field's input instead of the default (the stream-link pickers). */
  render?: (label: string) => ReactNode;
}

interface TranslationBase {
  id: number;
  language_code: string;
}

/** The calls of one kind of translation (videos, events, categories, slides). */
export interface TranslationsApi<T extends TranslationBase, C, U> {
  queryKey: (itemId: number) => QueryKey;
  list: (itemId: number, signal?: AbortSignal) => Promise<T[]>;
  /** When given, editing starts from the translation as it is now rather than as the list showed it. */
  get?: (id: number) => Promise<T>;
  create: (body: C) => Promise<T>;
  update: (id: number, body: U) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

interface TranslationsModalProps<T extends TranslationBase, C, U> {
  /** The item translated; null keeps the modal closed. */
  item: { id: number; title: string } | null;
  onClose: () => void;
  calls: TranslationsApi<T, C, U>;
  /** The key the create body names the item by (video_id, event_id, category_id, slide_id). */
  itemField: string;
  createSchema: z.ZodType<unknown, C>;
  updateSchema: z.ZodType<unknown, U>;
  /** The first names a translation in the list; the second, when filled, is shown under it. */
  fields: TranslationField[];
  /** Invalidated too after a change (the item list carries translations). */
  alsoInvalidate?: QueryKey;
}

type Values = Record<string, string | undefined>;
type Mode = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: number; values: Values };

/**
 * Translations of one item (admin-content.md §2 "Translations"): a list and a form whose mode is none, add or
 * edit; "add" is offered only in mode none; an empty list says "Brak tłumaczeń". The body is checked with
 * the shared schema before sending; failures go on the form and in a toast (§8).
 */
export function TranslationsModal<T extends TranslationBase, C, U>({
  item,
  onClose,
  ...props
}: TranslationsModalProps<T, C, U>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      onCancel={onClose}
      title={item ? t('admin.translations.title', { name: item.title }) : ''}
      footer={<Button onClick={onClose}>{t('admin.translations.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      {item && <TranslationsBody itemId={item.id} {...props} />}
    </Modal>
  );
}

function TranslationsBody<T extends TranslationBase, C, U>({
  itemId,
  calls,
  itemField,
  createSchema,
  updateSchema,
  fields,
  alsoInvalidate,
}: Omit<TranslationsModalProps<T, C, U>, 'item' | 'onClose'> & { itemId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [loadingOne, setLoadingOne] = useState<number | null>(null);
  const [form] = Form.useForm<Values>();
  const key = calls.queryKey(itemId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.list(itemId, signal) });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    if (alsoInvalidate) await queryClient.invalidateQueries({ queryKey: alsoInvalidate });
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null ? calls.create(body as C) : calls.update(id, body as U),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => calls.remove(id), onSuccess: refresh });

  const valuesOf = (entry: T | null): Values => ({
    language_code: entry?.language_code,
    ...Object.fromEntries(
      fields.map((field) => [
        field.name,
        textOrEmpty(entry && (entry as Record<string, unknown>)[field.name]),
      ]),
    ),
  });

  const startEdit = async (entry: T) => {
    if (!calls.get) return setMode({ kind: 'edit', id: entry.id, values: valuesOf(entry) });
    setLoadingOne(entry.id);
    try {
      setMode({ kind: 'edit', id: entry.id, values: valuesOf(await calls.get(entry.id)) });
    } catch {
      void message.error(t('admin.translations.loadOneError'));
    } finally {
      setLoadingOne(null);
    }
  };

  const submit = (values: Values) => {
    const body: Record<string, unknown> = { ...values };
    if (mode.kind === 'add') body[itemField] = itemId;
    const checked = validateWith(mode.kind === 'edit' ? updateSchema : createSchema, body, form);
    if (!checked.ok) {
      if (checked.unshown.length) void message.error(checked.unshown.join(' '));
      return;
    }
    save.mutate(
      { id: mode.kind === 'edit' ? mode.id : null, body: checked.data },
      {
        onSuccess: () => {
          void message.success(t('admin.saved'));
          setMode({ kind: 'none' });
        },
        onError: (error) => void message.error(errorText(error, form) ?? errorToast(error, t)),
      },
    );
  };

  const removeOne = (id: number) =>
    remove.mutateAsync(id).then(
      () => {
        void message.success(t('admin.translations.deleted'));
        if (mode.kind === 'edit' && mode.id === id) setMode({ kind: 'none' });
      },
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const entryText = (entry: T) => {
    const [first, second] = fields.map((field) => (entry as Record<string, unknown>)[field.name]);
    return {
      name: `${entry.language_code.toUpperCase()} — ${textOrEmpty(first)}`,
      more: textOrEmpty(second),
    };
  };

  let listBody: ReactNode;
  if (list.isPending) listBody = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (list.isError) {
    listBody = (
      <Alert
        type="error"
        showIcon
        title={t('admin.translations.loadError', { message: list.error.message })}
        action={<Button onClick={() => void list.refetch()}>{t('admin.retry')}</Button>}
      />
    );
  } else if (list.data.length === 0) {
    listBody = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.translations.empty')} />;
  } else {
    listBody = (
      <ul className={styles.list}>
        {list.data.map((entry) => {
          const { name, more } = entryText(entry);
          return (
            <li key={entry.id} className={styles.item}>
              <div className={styles.itemText}>
                <Typography.Text strong>{name}</Typography.Text>
                {more && <Typography.Text type="secondary">{more}</Typography.Text>}
              </div>
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  loading={loadingOne === entry.id}
                  disabled={mode.kind !== 'none'}
                  onClick={() => void startEdit(entry)}
                >
                  {t('admin.translations.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.translations.confirmDelete', {
                    language: entry.language_code.toUpperCase(),
                  })}
                  okText={t('admin.translations.delete')}
                  cancelText={t('admin.translations.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeOne(entry.id)}
                >
                  <Button size="small" danger loading={remove.isPending && remove.variables === entry.id}>
                    {t('admin.translations.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: '1rem' }}>
          {t('admin.translations.listTitle')}
        </Typography.Title>
        <Button type="primary" onClick={() => setMode({ kind: 'add' })} disabled={mode.kind !== 'none'}>
          {t('admin.translations.add')}
        </Button>
      </Flex>
      {listBody}
      {mode.kind !== 'none' && (
        <Form
          name="translation"
          // A fresh form per mode: empty to add, the translation's values to edit.
          key={mode.kind === 'edit' ? `edit-${mode.id}` : 'add'}
          form={form}
          layout="vertical"
          initialValues={mode.kind === 'edit' ? mode.values : valuesOf(null)}
          onFinish={submit}
          aria-label={t('admin.translations.form')}
        >
          <Typography.Title level={3} style={{ marginTop: 0, fontSize: '1rem' }}>
            {t(mode.kind === 'add' ? 'admin.translations.addTitle' : 'admin.translations.editTitle')}
          </Typography.Title>
          <Form.Item name="language_code" label={t('admin.translations.language')} required>
            <Select
              options={LANGUAGE_CODES.map((code) => ({
                value: code,
                label: t(`admin.translations.lang.${code}`),
              }))}
              placeholder={t('admin.translations.chooseLanguage')}
            />
          </Form.Item>
          {fields.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label} required={field.required}>
              {field.render ? (
                field.render(field.label)
              ) : field.kind === 'textarea' ? (
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('admin.translations.save')}
            </Button>
            <Button onClick={() => setMode({ kind: 'none' })} disabled={save.isPending}>
              {t('admin.translations.cancel')}
            </Button>
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
