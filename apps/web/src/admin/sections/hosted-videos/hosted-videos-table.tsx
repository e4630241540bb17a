import { useEffect, useState } from 'react';
import { App, Button, Empty, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOSTED_VIDEO_DEFAULT_PAGE_SIZE,
  HOSTED_VIDEO_NAME_MAX,
  HOSTED_VIDEO_PAGE_SIZES,
  ZHostedVideoUpdate,
  type THostedVideo,
  type THostedVideoStatus,
} from '@scena/shared/media/hosted-videos';
import { applyFormErrors, errorMessage, schemaRule } from '../../ui/form-support';
import { useDeleteHostedVideo, useRenameHostedVideo } from './api';
import { formatAdded, formatBytes } from './format';

/** The status as a text tag (never colour alone, §4). */
const STATUS_COLOR: Record<THostedVideoStatus, string> = {
  NOT_UPLOADED: 'orange',
  TRANSCODING: 'blue',
  COMPLETE: 'green',
  FAILED: 'red',
};

/** Subtitles need the video on the host; while it transcodes they can already be added. */
const HAS_SUBTITLES: readonly THostedVideoStatus[] = ['COMPLETE', 'TRANSCODING'];

interface Props {
  rows: THostedVideo[];
  onPlace: () => void;
  onContinue: (video: THostedVideo) => void;
  onSubtitles: (video: THostedVideo) => void;
}

/**
 * The hosted-video list (admin-content.md §2 "Hosted-video list"): name, status, size, date added and the
 * operations each status allows; 20 a page, 10/20/50 to choose (§9).
 */
export function HostedVideosTable({ rows, onPlace, onContinue, onSubtitles }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteHostedVideo();
  const [renaming, setRenaming] = useState<THostedVideo | null>(null);

  const confirmRemove = (video: THostedVideo) =>
    remove.mutateAsync(video.id).then(
      () => void message.success(t('admin.hostedVideos.removed')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  const columns: TableColumnsType<THostedVideo> = [
    {
      title: t('admin.hostedVideos.col.name'),
      key: 'name',
      // Names are long ("Zemsta — nagranie premiery"): on a phone they keep a readable width, the table scrolls.
      minWidth: 220,
      render: (_, video) => (
        <>
          <Typography.Text strong>{video.name}</Typography.Text>
          {video.file_name && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('admin.hostedVideos.fileName', { name: video.file_name })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('admin.hostedVideos.col.status'),
      key: 'status',
      render: (_, video) => (
        <Tag color={STATUS_COLOR[video.status]}>{t(`admin.hostedVideos.status.${video.status}`)}</Tag>
      ),
    },
    {
      title: t('admin.hostedVideos.col.size'),
      key: 'size',
      render: (_, video) => (video.size === null ? '—' : formatBytes(video.size, i18n.language)),
    },
    {
      title: t('admin.hostedVideos.col.added'),
      key: 'added',
      render: (_, video) => formatAdded(video.created_at),
    },
    {
      title: t('admin.hostedVideos.col.actions'),
      key: 'actions',
      width: 280,
      render: (_, video) => (
        <Space wrap>
          {video.status === 'NOT_UPLOADED' && (
            <Button
              size="small"
              type="primary"
              onClick={() => onContinue(video)}
              aria-label={t('admin.hostedVideos.continueNamed', { name: video.name })}
            >
              {t('admin.hostedVideos.continue')}
            </Button>
          )}
          {HAS_SUBTITLES.includes(video.status) && (
            <Button
              size="small"
              onClick={() => onSubtitles(video)}
              aria-label={t('admin.hostedVideos.subtitlesNamed', { name: video.name })}
            >
              {t('admin.hostedVideos.subtitles')}
            </Button>
          )}
          <Button
            size="small"
            onClick={() => setRenaming(video)}
            aria-label={t('admin.hostedVideos.renameNamed', { name: video.name })}
          >
            {t('admin.hostedVideos.rename')}
          </Button>
          <Popconfirm
            title={t('admin.hostedVideos.removeConfirm', { name: video.name })}
            description={t('admin.hostedVideos.removeNote')}
            okText={t('admin.hostedVideos.remove')}
            cancelText={t('admin.hostedVideos.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => confirmRemove(video)}
          >
            <Button
              size="small"
              danger
              loading={remove.isPending && remove.variables === video.id}
              aria-label={t('admin.hostedVideos.removeNamed', { name: video.name })}
            >
              {t('admin.hostedVideos.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<THostedVideo>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{
          defaultPageSize: HOSTED_VIDEO_DEFAULT_PAGE_SIZE,
          pageSizeOptions: [...HOSTED_VIDEO_PAGE_SIZES],
          showSizeChanger: true,
          hideOnSinglePage: rows.length <= HOSTED_VIDEO_PAGE_SIZES[0],
        }}
        locale={{
          emptyText: (
            <Empty description={t('admin.hostedVideos.empty')}>
              <Button type="primary" onClick={onPlace}>
                {t('admin.hostedVideos.place')}
              </Button>
            </Empty>
          ),
        }}
        // The table fits the page on a desktop (the operations wrap); narrower screens scroll it sideways.
        scroll={{ x: 880 }}
      />
      <RenameModal video={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}

/** PUT /api/vimeo/{id}: the name on our list (and in the video form's picker); the host's copy is untouched. */
function RenameModal({ video, onClose }: { video: THostedVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameHostedVideo();

  // One form instance serves every row: each opening starts from that row's name.
  useEffect(() => {
    if (video) form.setFieldsValue({ name: video.name });
  }, [video, form]);

  const submit = ({ name }: { name: string }) => {
    if (!video) return;
    rename.mutate(
      { id: video.id, body: ZHostedVideoUpdate.parse({ name }) },
      {
        onSuccess: () => {
          void message.success(t('admin.saved'));
          onClose();
        },
        onError: (error) => {
          applyFormErrors(form, error, t, ['name']);
          void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
        },
      },
    );
  };

  return (
    <Modal
      open={video !== null}
      onCancel={onClose}
      title={t('admin.hostedVideos.renameTitle', { name: video?.name ?? '' })}
      okText={t('admin.hostedVideos.save')}
      cancelText={t('admin.hostedVideos.cancel')}
      onOk={() => form.submit()}
      confirmLoading={rename.isPending}
      destroyOnHidden
    >
      {video && (
        <Form name="hosted-rename" form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="name"
            label={t('admin.hostedVideos.name')}
            rules={[schemaRule(ZHostedVideoUpdate.shape.name, t)]}
          >
            <Input maxLength={HOSTED_VIDEO_NAME_MAX} autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
