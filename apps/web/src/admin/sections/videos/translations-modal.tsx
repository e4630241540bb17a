import { useState, type ReactNode } from 'react';
import { App, Button, Empty, Flex, Form, Input, List, Modal, Select, Skeleton, Alert } from 'antd';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import './i18n';
import { errorText, textOrEmpty, validateWith } from './form-support';

/** The languages a translation may be in: Polish is the item itself (translations.ts refuses 'pl'). */
const LANGUAGE_CODES = ['en', 'uk', 'de', 'fr', 'cs', 'es', 'it'] as const;

export interface TranslationField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea';
  /** Renders the field's input instead of the default (the stream-link pickers). */
  render?: (label: string) => ReactNode;
}

interface TranslationBase {
  id: number;
  language_code: string;
  title: string | null;
}

export interface TranslationsApi<T extends TranslationBase, C, U> {
  queryKey: (itemId: number) => QueryKey;
  list: (itemId: number, signal?: AbortSignal) => Promise<T[]>;
  get: (id: number) => Promise<T>;
  create: (body: C) => Promise<T>;
  update: (id: number, body: U) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

interface TranslationsModalProps<T extends TranslationBase, C, U> {
  /** The item translated; null keeps the modal closed. */
  item: { id: number; title: string } | null;
  onClose: () => void;
  calls: TranslationsApi<T, C, U>;
  /** The key the create body names the item by (video_id, event_id). */
  itemField: string;
  createSchema: z.ZodType<unknown, C>;
  updateSchema: z.ZodType<unknown, U>;
  fields: TranslationField[];
  /** Invalidated too after a change (the item list carries translations). */
  alsoInvalidate?: QueryKey;
}

type Mode = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * Translations of one item (admin-content.md §2 "Translations"): a list and a form whose mode is none, add or
 * edit; "add" is offered only in mode none; an empty list says "Brak tłumaczeń".
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
      title={item ? t('admin.videos.translations.title', { title: item.title }) : ''}
      footer={<Button onClick={onClose}>{t('admin.videos.translations.close')}</Button>}
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
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [loadingOne, setLoadingOne] = useState<number | null>(null);
  const [form] = Form.useForm();
  const key = calls.queryKey(itemId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.list(itemId, signal) });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    if (alsoInvalidate) await queryClient.invalidateQueries({ queryKey: alsoInvalidate });
  };

  const save = useMutation({
    mutationFn: (body: { mode: Mode; values: unknown }) =>
      body.mode.kind === 'edit'
        ? calls.update(body.mode.id, body.values as U)
        : calls.create(body.values as C),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => calls.remove(id), onSuccess: refresh });

  const emptyValues = () =>
    Object.fromEntries([['language_code', undefined], ...fields.map((field) => [field.name, ''])]);

  const startAdd = () => {
    form.resetFields();
    form.setFieldsValue(emptyValues());
    setMode({ kind: 'add' });
  };

  const startEdit = async (id: number) => {
    setLoadingOne(id);
    try {
      const one = await calls.get(id);
      form.resetFields();
      form.setFieldsValue({
        language_code: one.language_code,
        ...Object.fromEntries(
          fields.map((field) => [field.name, textOrEmpty((one as Record<string, unknown>)[field.name])]),
        ),
      });
      setMode({ kind: 'edit', id });
    } catch {
      void message.error(t('admin.videos.translations.loadOneError'));
    } finally {
      setLoadingOne(null);
    }
  };

  const submit = (values: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...values };
    if (mode.kind === 'add') body[itemField] = itemId;
    const checked = validateWith(mode.kind === 'edit' ? updateSchema : createSchema, body, form);
    if (!checked.ok) {
      if (checked.unshown.length) void message.error(checked.unshown.join(' '));
      return;
    }
    save.mutate(
      { mode, values: body },
      {
        onSuccess: () => {
          void message.success(t('admin.videos.common.success'));
          setMode({ kind: 'none' });
        },
        onError: (error) => {
          const text = errorText(error, form);
          void message.error(text ?? t('admin.errorWith', { message: error.message }));
        },
      },
    );
  };

  const confirmDelete = (entry: T) =>
    modal.confirm({
      title: t('admin.videos.translations.deleteConfirm', { language: entry.language_code.toUpperCase() }),
      okText: t('admin.videos.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.videos.common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(entry.id)
          .then(() => void message.success(t('admin.videos.common.success')))
          .catch((error: Error) => void message.error(t('admin.errorWith', { message: error.message }))),
    });

  let listBody: ReactNode;
  if (list.isPending) listBody = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (list.isError) {
    listBody = (
      <Alert
        type="error"
        showIcon
        title={t('admin.videos.translations.listError', { message: list.error.message })}
        action={<Button onClick={() => void list.refetch()}>{t('admin.retry')}</Button>}
      />
    );
  } else if (list.data.length === 0) {
    listBody = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.videos.translations.empty')} />
    );
  } else {
    listBody = (
      <List
        dataSource={list.data}
        renderItem={(entry) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                size="small"
                loading={loadingOne === entry.id}
                disabled={mode.kind !== 'none'}
                onClick={() => void startEdit(entry.id)}
              >
                {t('admin.videos.common.edit')}
              </Button>,
              <Button
                key="delete"
                size="small"
                danger
                disabled={mode.kind !== 'none'}
                onClick={() => confirmDelete(entry)}
              >
                {t('admin.videos.common.delete')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={`${entry.language_code.toUpperCase()} — ${entry.title ?? ''}`} />
          </List.Item>
        )}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button type="primary" onClick={startAdd} disabled={mode.kind !== 'none'}>
          {t('admin.videos.translations.add')}
        </Button>
      </Flex>
      {listBody}
      {mode.kind !== 'none' && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label={t('admin.videos.translations.form')}
        >
          <Form.Item name="language_code" label={t('admin.videos.translations.language')} required>
            <Select
              options={LANGUAGE_CODES.map((code) => ({
                value: code,
                label: `${code.toUpperCase()} — ${t(`admin.videos.translations.lang.${code}`)}`,
              }))}
            />
          </Form.Item>
          {fields.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label}>
              {field.render ? (
                field.render(field.label)
              ) : field.kind === 'textarea' ? (
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setMode({ kind: 'none' })}>{t('admin.videos.common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('admin.videos.common.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
