import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ZCategoryForm,
  ZCategoryTranslationCreate,
  ZCategoryTranslationUpdate,
  zCategoryName,
  type TAdminCategory,
  type TCategoryTranslation,
} from '@scena/shared/catalog/categories';
import {
  useCategories,
  useCategoryTranslations,
  useCreateCategory,
  useCreateCategoryTranslation,
  useDeleteCategory,
  useDeleteCategoryTranslation,
  useRenameCategory,
  useUpdateCategoryTranslation,
} from './api';
import { applyFormErrors, errorMessage, schemaRule } from './form-kit';
import { TranslationsModal, type TranslationValues } from './translations-modal';
import './i18n';

const PAGE_SIZE = 20;

/** ?view=categories (admin-content.md §2 "Categories"): inline-editable names, add, delete, translations. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const categories = useCategories();
  const [translating, setTranslating] = useState<TAdminCategory | null>(null);

  return (
    <Flex vertical gap={24}>
      <AddCategoryCard />
      <section aria-labelledby="categories-list-title">
        <Card
          title={
            <Typography.Title level={2} id="categories-list-title" style={{ margin: 0, fontSize: '1.25rem' }}>
              {t('admin.categories.listTitle')}
            </Typography.Title>
          }
        >
          {categories.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('admin.categories.loadError')}
              description={categories.error.message}
              action={
                <Button onClick={() => void categories.refetch()} loading={categories.isRefetching}>
                  {t('admin.retry')}
                </Button>
              }
            />
          ) : (
            <CategoriesTable
              rows={categories.data ?? []}
              loading={categories.isPending}
              onTranslate={setTranslating}
            />
          )}
        </Card>
      </section>
      <CategoryTranslations category={translating} onClose={() => setTranslating(null)} />
    </Flex>
  );
}

function AddCategoryCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateCategory();

  const submit = (values: { name: string }) => {
    const body = ZCategoryForm.parse(values);
    create.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('admin.categories.added'));
      },
      onError: (error) => {
        applyFormErrors(form, error, t, ['name']);
        void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
      },
    });
  };

  return (
    <section aria-labelledby="categories-add-title">
      <Card
        title={
          <Typography.Title level={2} id="categories-add-title" style={{ margin: 0, fontSize: '1.25rem' }}>
            {t('admin.categories.addTitle')}
          </Typography.Title>
        }
      >
        <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item
            name="name"
            label={t('admin.categories.name')}
            rules={[schemaRule(zCategoryName(), t)]}
            style={{ minWidth: 'min(22rem, 100%)' }}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('admin.categories.add')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </section>
  );
}

function CategoriesTable({
  rows,
  loading,
  onTranslate,
}: {
  rows: TAdminCategory[];
  loading: boolean;
  onTranslate: (category: TAdminCategory) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const rename = useRenameCategory();
  const remove = useDeleteCategory();

  const startEdit = (category: TAdminCategory) => {
    form.setFieldsValue({ name: category.name });
    setEditingId(category.id);
  };

  const save = async (id: number) => {
    let values: { name: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    rename.mutate(
      { id, body: ZCategoryForm.parse(values) },
      {
        onSuccess: () => {
          setEditingId(null);
          void message.success(t('admin.saved'));
        },
        onError: (error) => {
          applyFormErrors(form, error, t, ['name']);
          void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
        },
      },
    );
  };

  const confirmDelete = (id: number) =>
    remove.mutateAsync(id).then(
      () => void message.success(t('admin.categories.deleted')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const columns: TableColumnsType<TAdminCategory> = [
    {
      title: t('admin.categories.name'),
      dataIndex: 'name',
      render: (name: string, category) =>
        editingId === category.id ? (
          <Form.Item name="name" rules={[schemaRule(zCategoryName(), t)]} style={{ margin: 0 }}>
            <Input
              aria-label={t('admin.categories.name')}
              autoFocus
              maxLength={100}
              onPressEnter={() => void save(category.id)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditingId(null);
              }}
            />
          </Form.Item>
        ) : (
          name
        ),
    },
    {
      title: t('admin.categories.translations'),
      key: 'translations',
      render: (_, category) =>
        category.translations.length === 0
          ? '—'
          : category.translations.map((translation) => translation.language_code.toUpperCase()).join(', '),
    },
    {
      title: t('admin.categories.videos'),
      key: 'videos',
      render: (_, category) => category.videos.length,
    },
    {
      title: t('admin.categories.actions'),
      key: 'actions',
      render: (_, category) =>
        editingId === category.id ? (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              onClick={() => void save(category.id)}
              loading={rename.isPending}
            >
              {t('admin.categories.save')}
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              {t('admin.categories.cancel')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button
              size="small"
              onClick={() => startEdit(category)}
              disabled={editingId !== null}
              aria-label={t('admin.categories.editNamed', { name: category.name })}
            >
              {t('admin.categories.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => onTranslate(category)}
              aria-label={t('admin.categories.translateNamed', { name: category.name })}
            >
              {t('admin.categories.translate')}
            </Button>
            <Popconfirm
              title={t('admin.categories.confirmDelete', { name: category.name })}
              okText={t('admin.categories.delete')}
              cancelText={t('admin.categories.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => confirmDelete(category.id)}
            >
              <Button
                size="small"
                danger
                aria-label={t('admin.categories.deleteNamed', { name: category.name })}
              >
                {t('admin.categories.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Form form={form} component={false}>
      <Table<TAdminCategory>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('admin.categories.empty')} /> }}
        scroll={{ x: 'max-content' }}
      />
    </Form>
  );
}

const translationFields = (t: (key: string) => string) => [
  {
    name: 'name',
    label: t('admin.categories.name'),
    rule: ZCategoryTranslationCreate.shape.name,
    required: true,
  },
];

function CategoryTranslations({
  category,
  onClose,
}: {
  category: TAdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = category?.id ?? 0;
  const query = useCategoryTranslations(category?.id ?? null);
  const create = useCreateCategoryTranslation(id);
  const update = useUpdateCategoryTranslation(id);
  const remove = useDeleteCategoryTranslation(id);

  const body = (values: TranslationValues) => ({
    name: values.name ?? '',
    language_code: values.language_code ?? '',
  });

  return (
    <TranslationsModal<TCategoryTranslation>
      itemName={category?.name ?? ''}
      open={category !== null}
      onClose={onClose}
      fields={translationFields(t)}
      query={query}
      onCreate={(values) =>
        create.mutateAsync(ZCategoryTranslationCreate.parse({ ...body(values), category_id: id }))
      }
      onUpdate={(translationId, values) =>
        update.mutateAsync({ id: translationId, body: ZCategoryTranslationUpdate.parse(body(values)) })
      }
      onDelete={(translationId) => remove.mutateAsync(translationId)}
    />
  );
}
