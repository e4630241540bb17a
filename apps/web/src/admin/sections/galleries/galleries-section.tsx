import { useState } from 'react';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_IMAGES_MAX,
  GALLERY_NAME_MAX,
  ZGalleryForm,
  zGalleryName,
  type TGallery,
} from '@scena/shared/catalog/galleries';
import { itemPath } from '@scena/shared/site/site-paths';
import { applyFormErrors, errorMessage, schemaRule } from '../../ui/form-support';
import { useCreateGallery, useDeleteGallery, useGalleries, useRenameGallery } from './api';
import { GalleryImagesModal } from './gallery-images-modal';
import { NamedItemsTable } from '../../ui/named-items-table';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import './i18n';

/**
 * ?view=galleries (admin-content.md §2 "Galleries"): an editable name cell, rows that expand to the videos using
 * the gallery, and an image manager of at most 5 images.
 */
export function GalleriesSection() {
  const { t } = useTranslation();
  const galleries = useGalleries();
  const [managing, setManaging] = useState<number | null>(null);
  const managed = galleries.data?.find((gallery) => gallery.id === managing) ?? null;

  return (
    <Flex vertical gap={24}>
      <AddGalleryCard />
      <SettingsCard title={t('admin.galleries.listTitle')}>
        {galleries.isError ? (
          <LoadFailure
            title="admin.galleries.loadError"
            description={galleries.error.message}
            onRetry={() => void galleries.refetch()}
            retrying={galleries.isRefetching}
          />
        ) : (
          <GalleriesTable
            rows={galleries.data ?? []}
            loading={galleries.isPending}
            onManage={(gallery) => setManaging(gallery.id)}
          />
        )}
      </SettingsCard>
      <GalleryImagesModal gallery={managed} onClose={() => setManaging(null)} />
    </Flex>
  );
}

function AddGalleryCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateGallery();

  const submit = (values: { name: string }) =>
    create.mutate(ZGalleryForm.parse(values), {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('admin.galleries.added'));
      },
      onError: (error) => {
        applyFormErrors(form, error, t, ['name']);
        void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
      },
    });

  return (
    <SettingsCard title={t('admin.galleries.addTitle')}>
      <Form form={form} name="gallery-new" layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item
          name="name"
          label={t('admin.galleries.name')}
          rules={[schemaRule(zGalleryName(), t)]}
          style={{ minWidth: 'min(22rem, 100%)' }}
        >
          <Input maxLength={GALLERY_NAME_MAX} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('admin.galleries.add')}
          </Button>
        </Form.Item>
      </Form>
    </SettingsCard>
  );
}

function GalleriesTable({
  rows,
  loading,
  onManage,
}: {
  rows: TGallery[];
  loading: boolean;
  onManage: (gallery: TGallery) => void;
}) {
  const { t } = useTranslation();
  const rename = useRenameGallery();
  const remove = useDeleteGallery();
  return (
    <NamedItemsTable<TGallery>
      rows={rows}
      loading={loading}
      texts="admin.galleries"
      nameRule={zGalleryName()}
      nameMax={GALLERY_NAME_MAX}
      columns={[
        {
          title: t('admin.galleries.images'),
          key: 'images',
          render: (_, gallery) => `${gallery.images.length} / ${GALLERY_IMAGES_MAX}`,
        },
        {
          title: t('admin.galleries.videos'),
          key: 'videos',
          render: (_, gallery) => gallery.videos.length,
        },
      ]}
      action={{
        label: t('admin.galleries.manage'),
        ariaLabel: (gallery) => t('admin.galleries.manageNamed', { name: gallery.name }),
        onClick: onManage,
      }}
      rename={(id, name) => rename.mutateAsync({ id, body: ZGalleryForm.parse({ name }) })}
      renaming={rename.isPending}
      // One rename at a time (§5: "Proszę spróbować ponownie za kilka sekund.").
      busyText={t('admin.galleries.busy')}
      remove={(id) => remove.mutateAsync(id)}
      expandable={{
        expandedRowRender: (gallery) => <GalleryVideos gallery={gallery} />,
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            size="small"
            type="text"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'admin.galleries.hideVideos' : 'admin.galleries.showVideos', {
              name: record.name,
            })}
            onClick={(event) => onExpand(record, event)}
          >
            {expanded ? '−' : '+'}
          </Button>
        ),
      }}
    />
  );
}

function GalleryVideos({ gallery }: { gallery: TGallery }) {
  const { t } = useTranslation();
  if (gallery.videos.length === 0) return <Typography.Text>{t('admin.galleries.noVideos')}</Typography.Text>;
  return (
    <div>
      <Typography.Text strong>{t('admin.galleries.usedBy')}</Typography.Text>
      <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
        {gallery.videos.map((video) => (
          <li key={video.id}>
            <Typography.Link href={itemPath('video', video)}>{video.title}</Typography.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
