import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_NAME_MAX,
  ZCategoryForm,
  ZCategoryTranslationCreate,
  ZCategoryTranslationUpdate,
  zCategoryName,
  type TAdminCategory,
} from '@scena/shared/catalog/categories';
import {
  categoriesQueryKey,
  categoryTranslationsApi,
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from './api';
import { applyFormErrors, errorMessage, schemaRule } from '../../ui/form-support';
import { NamedItemsTable } from '../../ui/named-items-table';
import { TranslationsModal } from '../../ui/translations-modal';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import './i18n';

/** ?view=categories (admin-content.md §2 "Categories"): inline-editable names, add, delete, translations. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const categories = useCategories();
  const [translating, setTranslating] = useState<TAdminCategory | null>(null);

  return (
    <Flex vertical gap={24}>
      <AddCategoryCard />
      <SettingsCard title={t('admin.categories.listTitle')}>
        {categories.isError ? (
          <LoadFailure
            title="admin.categories.loadError"
            description={categories.error.message}
            onRetry={() => void categories.refetch()}
            retrying={categories.isRefetching}
          />
        ) : (
          <CategoriesTable
            rows={categories.data ?? []}
            loading={categories.isPending}
            onTranslate={setTranslating}
          />
        )}
      </SettingsCard>
      <TranslationsModal
        item={translating && { id: translating.id, title: translating.name }}
        onClose={() => setTranslating(null)}
        calls={categoryTranslationsApi}
        itemField="category_id"
        createSchema={ZCategoryTranslationCreate}
        updateSchema={ZCategoryTranslationUpdate}
        alsoInvalidate={categoriesQueryKey}
        fields={[{ name: 'name', label: t('admin.categories.name'), required: true }]}
      />
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
    <SettingsCard title={t('admin.categories.addTitle')}>
      <Form form={form} name="category-new" layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item
          name="name"
          label={t('admin.categories.name')}
          rules={[schemaRule(zCategoryName(), t)]}
          style={{ minWidth: 'min(22rem, 100%)' }}
        >
          <Input maxLength={CATEGORY_NAME_MAX} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('admin.categories.add')}
          </Button>
        </Form.Item>
      </Form>
    </SettingsCard>
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
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  return (
    <NamedItemsTable<TAdminCategory>
      rows={rows}
      loading={loading}
      texts="admin.categories"
      nameRule={zCategoryName()}
      nameMax={CATEGORY_NAME_MAX}
      columns={[
        {
          title: t('admin.categories.translations'),
          key: 'translations',
          render: (_, category) =>
            category.translations.length === 0
              ? '—'
              : category.translations
                  .map((translation) => translation.language_code.toUpperCase())
                  .join(', '),
        },
        {
          title: t('admin.categories.videos'),
          key: 'videos',
          render: (_, category) => category.videos.length,
        },
      ]}
      action={{
        label: t('admin.categories.translate'),
        ariaLabel: (category) => t('admin.categories.translateNamed', { name: category.name }),
        onClick: onTranslate,
      }}
      rename={(id, name) => rename.mutateAsync({ id, body: ZCategoryForm.parse({ name }) })}
      renaming={rename.isPending}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
