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
  GALLERY_IMAGES_MAX,
  ZGalleryForm,
  zGalleryName,
  type TGallery,
} from '@scena/shared/catalog/galleries';
import { applyFormErrors, errorMessage, schemaRule } from '../categories/form-kit';
import { useCreateGallery, useDeleteGallery, useGalleries, useRenameGallery } from './api';
import { GalleryImagesModal } from './gallery-images-modal';
import './i18n';

const PAGE_SIZE = 20;

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
      <section aria-labelledby="galleries-list-title">
        <Card
          title={
            <Typography.Title level={2} id="galleries-list-title" style={{ margin: 0, fontSize: '1.25rem' }}>
              {t('admin.galleries.listTitle')}
            </Typography.Title>
          }
        >
          {galleries.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('admin.galleries.loadError')}
              description={galleries.error.message}
              action={
                <Button onClick={() => void galleries.refetch()} loading={galleries.isRefetching}>
                  {t('admin.retry')}
                </Button>
              }
            />
          ) : (
            <GalleriesTable
              rows={galleries.data ?? []}
              loading={galleries.isPending}
              onManage={(gallery) => setManaging(gallery.id)}
            />
          )}
        </Card>
      </section>
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
    <section aria-labelledby="galleries-add-title">
      <Card
        title={
          <Typography.Title level={2} id="galleries-add-title" style={{ margin: 0, fontSize: '1.25rem' }}>
            {t('admin.galleries.addTitle')}
          </Typography.Title>
        }
      >
        <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item
            name="name"
            label={t('admin.galleries.name')}
            rules={[schemaRule(zGalleryName(), t)]}
            style={{ minWidth: 'min(22rem, 100%)' }}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('admin.galleries.add')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </section>
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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const rename = useRenameGallery();
  const remove = useDeleteGallery();

  const startEdit = (gallery: TGallery) => {
    form.setFieldsValue({ name: gallery.name });
    setEditingId(gallery.id);
  };

  const save = async (id: number) => {
    // One rename at a time (§5: "Proszę spróbować ponownie za kilka sekund.").
    if (rename.isPending) {
      void message.warning(t('admin.galleries.busy'));
      return;
    }
    let values: { name: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    rename.mutate(
      { id, body: ZGalleryForm.parse(values) },
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
      () => void message.success(t('admin.galleries.deleted')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const columns: TableColumnsType<TGallery> = [
    {
      title: t('admin.galleries.name'),
      dataIndex: 'name',
      render: (name: string, gallery) =>
        editingId === gallery.id ? (
          <Form.Item name="name" rules={[schemaRule(zGalleryName(), t)]} style={{ margin: 0 }}>
            <Input
              aria-label={t('admin.galleries.name')}
              autoFocus
              maxLength={100}
              onPressEnter={() => void save(gallery.id)}
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
      title: t('admin.galleries.images'),
      key: 'images',
      render: (_, gallery) => `${gallery.images.length} / ${GALLERY_IMAGES_MAX}`,
    },
    {
      title: t('admin.galleries.videos'),
      key: 'videos',
      render: (_, gallery) => gallery.videos.length,
    },
    {
      title: t('admin.galleries.actions'),
      key: 'actions',
      render: (_, gallery) =>
        editingId === gallery.id ? (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              onClick={() => void save(gallery.id)}
              loading={rename.isPending}
            >
              {t('admin.galleries.save')}
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              {t('admin.galleries.cancel')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button
              size="small"
              onClick={() => startEdit(gallery)}
              disabled={editingId !== null}
              aria-label={t('admin.galleries.editNamed', { name: gallery.name })}
            >
              {t('admin.galleries.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => onManage(gallery)}
              aria-label={t('admin.galleries.manageNamed', { name: gallery.name })}
            >
              {t('admin.galleries.manage')}
            </Button>
            <Popconfirm
              title={t('admin.galleries.confirmDelete', { name: gallery.name })}
              okText={t('admin.galleries.delete')}
              cancelText={t('admin.galleries.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => confirmDelete(gallery.id)}
            >
              <Button
                size="small"
                danger
                aria-label={t('admin.galleries.deleteNamed', { name: gallery.name })}
              >
                {t('admin.galleries.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Form form={form} component={false}>
      <Table<TGallery>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('admin.galleries.empty')} /> }}
        scroll={{ x: 'max-content' }}
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
    </Form>
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
            <Typography.Link href={`/wideo/${video.slug || video.id}`}>{video.title}</Typography.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
