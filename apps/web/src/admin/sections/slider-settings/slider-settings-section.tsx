import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ZSlideTranslationCreate,
  ZSlideTranslationUpdate,
  type TAdminSlide,
  type TSlideTranslation,
} from '@scena/shared/catalog/slides';
import { errorMessage } from '../categories/form-kit';
import { TranslationsModal, type TranslationValues } from '../categories/translations-modal';
import { ADMIN_TIME_ZONE } from '../../dayjs';
import {
  useCreateSlideTranslation,
  useDeleteSlide,
  useDeleteSlideTranslation,
  useSlides,
  useSlideTranslations,
  useUpdateSlide,
  useUpdateSlideTranslation,
} from './api';
import { SlideDrawer, type SlideEditing } from './slide-drawer';
import styles from './slider-settings.module.css';
import './i18n';

const PAGE_SIZE = 20;

/**
 * ?view=slider_settings (admin-content.md §2 "Slides"): the slides latest update first, add and edit in a drawer,
 * move to top (an empty update), publish, delete, translations.
 */
export function SliderSettingsSection() {
  const { t } = useTranslation();
  const slides = useSlides();
  const [editing, setEditing] = useState<SlideEditing | null>(null);
  const [translating, setTranslating] = useState<TAdminSlide | null>(null);

  return (
    <section aria-labelledby="slides-list-title">
      <Card
        title={
          <Typography.Title level={2} id="slides-list-title" style={{ margin: 0, fontSize: '1.25rem' }}>
            {t('admin.slides.listTitle')}
          </Typography.Title>
        }
        extra={
          <Button type="primary" onClick={() => setEditing({ kind: 'new' })}>
            {t('admin.slides.add')}
          </Button>
        }
      >
        {slides.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.slides.loadError')}
            description={slides.error.message}
            action={
              <Button onClick={() => void slides.refetch()} loading={slides.isRefetching}>
                {t('admin.retry')}
              </Button>
            }
          />
        ) : (
          <SlidesTable
            rows={slides.data ?? []}
            loading={slides.isPending}
            onEdit={(slide) => setEditing({ kind: 'edit', slide })}
            onTranslate={setTranslating}
          />
        )}
      </Card>
      <SlideDrawer editing={editing} onClose={() => setEditing(null)} />
      <SlideTranslations slide={translating} onClose={() => setTranslating(null)} />
    </section>
  );
}

function SlidesTable({
  rows,
  loading,
  onEdit,
  onTranslate,
}: {
  rows: TAdminSlide[];
  loading: boolean;
  onEdit: (slide: TAdminSlide) => void;
  onTranslate: (slide: TAdminSlide) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateSlide();
  const remove = useDeleteSlide();
  const busyId = update.isPending ? update.variables.id : null;

  const change = (slide: TAdminSlide, published?: boolean) =>
    update.mutate(
      { id: slide.id, body: published === undefined ? {} : { published } },
      {
        onSuccess: () =>
          void message.success(t(published === undefined ? 'admin.slides.moved' : 'admin.saved')),
        onError: (error) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
      },
    );

  const confirmDelete = (id: number) =>
    remove.mutateAsync(id).then(
      () => void message.success(t('admin.slides.deleted')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const columns: TableColumnsType<TAdminSlide> = [
    {
      title: t('admin.slides.image'),
      key: 'image',
      render: (_, slide) =>
        slide.bg_image ? (
          // The title next to it names the slide; the thumbnail adds nothing to read.
          <img src={slide.bg_image.thumb_url} alt="" width={120} height={68} className={styles.thumb} />
        ) : (
          <Typography.Text type="secondary">{t('admin.slides.noImage')}</Typography.Text>
        ),
    },
    {
      title: t('admin.slides.title'),
      key: 'title',
      render: (_, slide) => (
        <>
          <Typography.Text strong>{slide.title}</Typography.Text>
          <Typography.Text type="secondary" className={styles.text} ellipsis={{ tooltip: slide.text }}>
            {slide.text}
          </Typography.Text>
          {slide.url && <Typography.Text code>{slide.url}</Typography.Text>}
        </>
      ),
    },
    {
      title: t('admin.slides.status'),
      key: 'published',
      render: (_, slide) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={slide.published ? 'green' : 'default'}>
            {t(slide.published ? 'admin.slides.isPublished' : 'admin.slides.isHidden')}
          </Tag>
          <Switch
            size="small"
            checked={slide.published}
            loading={busyId === slide.id}
            onChange={(checked) => change(slide, checked)}
            aria-label={t('admin.slides.publishNamed', { title: slide.title })}
          />
        </Flex>
      ),
    },
    {
      title: t('admin.slides.updated'),
      key: 'updated',
      render: (_, slide) => dayjs(slide.updated_at).tz(ADMIN_TIME_ZONE).format('DD.MM.YYYY H:mm'),
    },
    {
      title: t('admin.slides.actions'),
      key: 'actions',
      render: (_, slide) => (
        <Space wrap>
          <Button
            size="small"
            onClick={() => change(slide)}
            disabled={rows[0]?.id === slide.id}
            loading={busyId === slide.id}
            aria-label={t('admin.slides.moveNamed', { title: slide.title })}
          >
            <span aria-hidden="true">↑</span> {t('admin.slides.move')}
          </Button>
          <Button
            size="small"
            onClick={() => onEdit(slide)}
            aria-label={t('admin.slides.editNamed', { title: slide.title })}
          >
            {t('admin.slides.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => onTranslate(slide)}
            aria-label={t('admin.slides.translateNamed', { title: slide.title })}
          >
            {t('admin.slides.translate')}
          </Button>
          <Popconfirm
            title={t('admin.slides.confirmDelete', { title: slide.title })}
            okText={t('admin.slides.delete')}
            cancelText={t('admin.slides.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => confirmDelete(slide.id)}
          >
            <Button size="small" danger aria-label={t('admin.slides.deleteNamed', { title: slide.title })}>
              {t('admin.slides.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<TAdminSlide>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: <Empty description={t('admin.slides.empty')} /> }}
      scroll={{ x: 'max-content' }}
    />
  );
}

function SlideTranslations({ slide, onClose }: { slide: TAdminSlide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = slide?.id ?? 0;
  const query = useSlideTranslations(slide?.id ?? null);
  const create = useCreateSlideTranslation(id);
  const update = useUpdateSlideTranslation(id);
  const remove = useDeleteSlideTranslation(id);

  const body = (values: TranslationValues) => ({
    title: values.title ?? '',
    text: values.text ?? '',
    language_code: values.language_code ?? '',
  });

  return (
    <TranslationsModal<TSlideTranslation>
      itemName={slide?.title ?? ''}
      open={slide !== null}
      onClose={onClose}
      fields={[
        {
          name: 'title',
          label: t('admin.slides.title'),
          rule: ZSlideTranslationCreate.shape.title,
          required: true,
        },
        {
          name: 'text',
          label: t('admin.slides.text'),
          rule: ZSlideTranslationCreate.shape.text,
          multiline: true,
        },
      ]}
      query={query}
      onCreate={(values) =>
        create.mutateAsync(ZSlideTranslationCreate.parse({ ...body(values), slide_id: id }))
      }
      onUpdate={(translationId, values) =>
        update.mutateAsync({ id: translationId, body: ZSlideTranslationUpdate.parse(body(values)) })
      }
      onDelete={(translationId) => remove.mutateAsync(translationId)}
    />
  );
}
