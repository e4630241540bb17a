import './i18n';
import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import {
  ZVideoTranslationCreate,
  ZVideoTranslationUpdate,
  type TAdminVideo,
} from '@scena/shared/catalog/videos';
import { itemPath } from '@scena/shared/site/site-paths';
import { useAdminVideos, useDeleteVideo, useHostedVideos, videoTranslationsApi, videosQueryKey } from './api';
import { foldText } from '../../ui/form-support';
import { StreamLinkInput } from './stream-link-input';
import { TranslationsModal } from '../../ui/translations-modal';
import { VideoDrawer } from './video-drawer';
import styles from './videos.module.css';
import { LoadFailure } from '../../ui/settings-card';

const PAGE_SIZE = 20;

/** Window status (videos-dto: -1 ended, 0 not yet, 1 available) as a text tag, never colour alone. */
const AVAILABILITY: Record<number, { key: string; color: string }> = {
  [-1]: { key: 'admin.videos.status.ended', color: 'default' },
  0: { key: 'admin.videos.status.upcoming', color: 'gold' },
  1: { key: 'admin.videos.status.available', color: 'green' },
};

type Drawer = { open: false } | { open: true; video: TAdminVideo | null };

/** ?view=videos (admin-content.md §2 "Video catalogue"): cards with status, add/edit, translations, delete. */
export function VideosSection() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const videos = useAdminVideos();
  const remove = useDeleteVideo();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState<Drawer>({ open: false });
  const [translating, setTranslating] = useState<TAdminVideo | null>(null);
  const hosted = useHostedVideos(translating !== null);
  const language = i18n.language === 'en' ? 'en' : 'pl';

  const shown = useMemo(() => {
    const needle = foldText(query.trim());
    return (videos.data ?? []).filter((video) => !needle || foldText(video.title).includes(needle));
  }, [videos.data, query]);

  const confirmDelete = (video: TAdminVideo) =>
    modal.confirm({
      title: t('admin.videos.deleteConfirm', { title: video.title }),
      content: t('admin.videos.deleteWarning'),
      okText: t('admin.videos.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.videos.common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(video.id)
          .then(() => void message.success(t('admin.videos.deleted')))
          .catch((error: Error) => void message.error(t('admin.errorWith', { message: error.message }))),
    });

  const streamField = (name: 'video_link' | 'accessibility_video' | 'autodesc_video') => {
    const label = t(`admin.videos.form.${name}`);
    return {
      name,
      label,
      render: () => (
        <StreamLinkInput
          label={label}
          hosted={hosted.data}
          hostedLoading={hosted.isPending && hosted.fetchStatus !== 'idle'}
        />
      ),
    };
  };

  let body;
  if (videos.isPending) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('admin.videos.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (videos.isError) {
    body = (
      <LoadFailure
        title="admin.videos.loadError"
        description={videos.error.message}
        onRetry={() => void videos.refetch()}
        retrying={videos.isRefetching}
      />
    );
  } else {
    body = (
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 4 }}
        dataSource={shown}
        locale={{
          emptyText: <Empty description={query ? t('admin.videos.noMatch') : t('admin.videos.empty')} />,
        }}
        pagination={
          shown.length > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                onChange: setPage,
                showSizeChanger: false,
                align: 'center',
              }
            : false
        }
        renderItem={(video) => {
          const availability = AVAILABILITY[video.status] ?? AVAILABILITY[1]!;
          const image = video.thumb_image?.thumb_url ?? video.main_image?.thumb_url ?? video.thumb_link;
          return (
            <List.Item>
              <Card
                className={styles.card}
                cover={
                  image ? (
                    <img src={image} alt="" className={styles.cover} loading="lazy" />
                  ) : (
                    <div className={styles.noCover}>{t('admin.videos.noImage')}</div>
                  )
                }
              >
                <Typography.Title level={3} className={styles.cardTitle}>
                  {video.title}
                </Typography.Title>
                <Flex wrap gap={4}>
                  <Tag color={availability.color}>{t(availability.key)}</Tag>
                  {!video.visible && <Tag color="red">{t('admin.videos.status.hidden')}</Tag>}
                  {video.dashboard_hidden && (
                    <Tag color="orange">{t('admin.videos.status.dashboardHidden')}</Tag>
                  )}
                  {video.video_price === 0 ? (
                    <Tag color="blue">{t('admin.videos.status.free')}</Tag>
                  ) : (
                    <Tag>{formatPrice(zlotyToGrosze(video.video_price) ?? 0, language)}</Tag>
                  )}
                  {!video.video_link && <Tag color="red">{t('admin.videos.status.noLink')}</Tag>}
                </Flex>
                {/* In the body, wrapping: four labelled actions do not fit one card-footer row. */}
                <Flex wrap gap={8} className={styles.actions}>
                  <Button
                    size="small"
                    aria-label={`${t('admin.videos.common.edit')}: ${video.title}`}
                    onClick={() => setDrawer({ open: true, video })}
                  >
                    {t('admin.videos.common.edit')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${t('admin.videos.translationsButton')}: ${video.title}`}
                    onClick={() => setTranslating(video)}
                  >
                    {t('admin.videos.translationsButton')}
                  </Button>
                  <Button
                    size="small"
                    href={itemPath('video', video)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${t('admin.videos.view')}: ${video.title}`}
                  >
                    {t('admin.videos.view')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`${t('admin.videos.common.delete')}: ${video.title}`}
                    onClick={() => confirmDelete(video)}
                  >
                    {t('admin.videos.common.delete')}
                  </Button>
                </Flex>
              </Card>
            </List.Item>
          );
        }}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={2} className={styles.heading}>
          {t('admin.videos.heading')}
        </Typography.Title>
        <Button type="primary" onClick={() => setDrawer({ open: true, video: null })}>
          {t('admin.videos.add')}
        </Button>
      </Flex>
      <div role="search" className={styles.search}>
        <Input.Search
          aria-label={t('admin.videos.search')}
          placeholder={t('admin.videos.search')}
          allowClear
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {videos.isSuccess && (
        <Typography.Text type="secondary" role="status">
          {t('admin.videos.count', { count: shown.length })}
        </Typography.Text>
      )}
      {body}
      <VideoDrawer
        open={drawer.open}
        video={drawer.open ? drawer.video : null}
        onClose={() => setDrawer({ open: false })}
      />
      <TranslationsModal
        item={translating}
        onClose={() => setTranslating(null)}
        calls={videoTranslationsApi}
        itemField="video_id"
        createSchema={ZVideoTranslationCreate}
        updateSchema={ZVideoTranslationUpdate}
        alsoInvalidate={videosQueryKey}
        fields={[
          { name: 'title', label: t('admin.videos.form.title') },
          { name: 'subtitle', label: t('admin.videos.form.subtitle') },
          { name: 'description', label: t('admin.videos.form.description'), kind: 'textarea' },
          { name: 'additional_desc', label: t('admin.videos.form.additional_desc'), kind: 'textarea' },
          streamField('video_link'),
          streamField('accessibility_video'),
          streamField('autodesc_video'),
          { name: 'teaser_link', label: t('admin.videos.form.teaser_link') },
        ]}
      />
    </Flex>
  );
}
