import { useRef, useState } from 'react';
import {
  App,
  Button,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  SUBTITLE_CONTENT_MAX,
  SUBTITLE_LANGUAGES,
  SUBTITLE_NAME_MAX,
  ZSubtitleTrackForm,
  type THostedVideo,
  type TSubtitleTrack,
} from '@scena/shared/media/hosted-videos';
import { subtitleFileKind, toWebVtt, type SubtitleProblem } from '@scena/shared/media/subtitles';
import { errorMessage, saveCallbacks, validateWith } from '../../ui/form-support';
import { LoadFailure, LoadingBlock } from '../../ui/settings-card';
import { useAddSubtitleTrack, useDeleteSubtitleTrack, useSubtitleTracks } from './api';
import { formatBytes } from './format';

type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

/** Track names in their own language: the player lists them to viewers who may read only that one. */
const TRACK_NAMES: Record<SubtitleLanguage, string> = {
  pl: 'Polski',
  en: 'English',
  uk: 'Українська',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  cs: 'Čeština',
  ru: 'Русский',
};

interface SubtitleValues {
  language: string;
  name: string;
  subtitleContent: string;
}

const INITIAL: SubtitleValues = { language: 'pl', name: TRACK_NAMES.pl, subtitleContent: '' };
const CONTENT = 'subtitleContent';

/** One sentence per problem of toWebVtt, with the line the admin has to look at. */
function subtitleProblemText(problem: SubtitleProblem, t: TFunction): string {
  return t(`admin.hostedVideos.subtitles.problem.${problem.reason}`, { line: problem.line });
}

/**
 * The subtitles of one hosted video (admin-content.md §2, §3, §7): its tracks with delete, and a form that
 * takes WebVTT or SRT, pasted or from a file. SRT becomes WebVTT in the browser (the text area shows what will
 * be sent); a problem is named with its line before anything is sent.
 */
export function SubtitlesModal({ video, onClose }: { video: THostedVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={video !== null}
      onCancel={onClose}
      title={t('admin.hostedVideos.subtitles.title', { name: video?.name ?? '' })}
      footer={<Button onClick={onClose}>{t('admin.hostedVideos.close')}</Button>}
      width={760}
      destroyOnHidden
    >
      {video && (
        <Flex vertical gap={24}>
          <TrackList uri={video.uri} />
          <AddTrackForm uri={video.uri} />
        </Flex>
      )}
    </Modal>
  );
}

function TrackList({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tracks = useSubtitleTracks(uri);
  const remove = useDeleteSubtitleTrack(uri);

  const confirmDelete = (track: TSubtitleTrack) =>
    remove.mutateAsync(track.id).then(
      () => void message.success(t('admin.hostedVideos.subtitles.deleted')),
      (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
    );

  let body;
  if (tracks.isPending) {
    body = <LoadingBlock label="admin.hostedVideos.subtitles.loading" rows={2} />;
  } else if (tracks.isError) {
    body = (
      <LoadFailure
        title="admin.hostedVideos.subtitles.loadError"
        description={tracks.error.message}
        onRetry={() => void tracks.refetch()}
        retrying={tracks.isRefetching}
      />
    );
  } else {
    body = (
      <Table<TSubtitleTrack>
        rowKey="id"
        size="small"
        dataSource={tracks.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('admin.hostedVideos.subtitles.empty')} /> }}
        columns={[
          {
            title: t('admin.hostedVideos.subtitles.language'),
            key: 'language',
            render: (_, track) =>
              t(`admin.hostedVideos.subtitles.lang.${track.language}`, { defaultValue: track.language }),
          },
          {
            title: t('admin.hostedVideos.subtitles.name'),
            key: 'name',
            render: (_, track) => (
              <>
                {track.name}{' '}
                {track.kind === 'captions' && <Tag>{t('admin.hostedVideos.subtitles.captions')}</Tag>}
              </>
            ),
          },
          {
            title: t('admin.hostedVideos.col.actions'),
            key: 'actions',
            render: (_, track) => (
              <Popconfirm
                title={t('admin.hostedVideos.subtitles.deleteConfirm', { name: track.name })}
                okText={t('admin.hostedVideos.subtitles.delete')}
                cancelText={t('admin.hostedVideos.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => confirmDelete(track)}
              >
                <Button
                  size="small"
                  danger
                  loading={remove.isPending && remove.variables === track.id}
                  aria-label={t('admin.hostedVideos.subtitles.deleteNamed', { name: track.name })}
                >
                  {t('admin.hostedVideos.subtitles.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    );
  }

  return (
    <section aria-labelledby="subtitle-tracks-title">
      <Typography.Title level={3} id="subtitle-tracks-title" style={{ fontSize: 16 }}>
        {t('admin.hostedVideos.subtitles.listTitle')}
      </Typography.Title>
      {body}
    </section>
  );
}

function AddTrackForm({ uri }: { uri: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SubtitleValues>();
  const add = useAddSubtitleTrack(uri);
  const fileInput = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);

  const contentError = (text: string) => {
    form.setFields([{ name: CONTENT, errors: [text] }]);
    form.scrollToField(CONTENT, { block: 'center', focus: true });
  };

  const load = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setNote(null);
    if (subtitleFileKind(file.name) === null) {
      contentError(t('admin.hostedVideos.subtitles.wrongFile'));
      return;
    }
    if (file.size > SUBTITLE_CONTENT_MAX) {
      contentError(
        t('admin.hostedVideos.subtitles.tooLarge', {
          size: formatBytes(SUBTITLE_CONTENT_MAX, i18n.language),
        }),
      );
      return;
    }
    const text = await file.text();
    const converted = toWebVtt(text);
    if (!converted.ok) {
      // The file as it is, so the line in the message is the line the admin sees.
      form.setFieldValue(CONTENT, text);
      contentError(subtitleProblemText(converted.problem, t));
      return;
    }
    form.setFields([{ name: CONTENT, value: converted.vtt, errors: [] }]);
    setNote(
      t(
        converted.from === 'srt'
          ? 'admin.hostedVideos.subtitles.converted'
          : 'admin.hostedVideos.subtitles.loaded',
        { name: file.name },
      ),
    );
  };

  const submit = () => {
    const checked = validateWith(ZSubtitleTrackForm, form.getFieldsValue(true), form);
    if (!checked.ok) {
      if (checked.unshown.length) void message.error(checked.unshown.join(' '));
      return;
    }
    const converted = toWebVtt(checked.data.subtitleContent);
    if (!converted.ok) {
      contentError(subtitleProblemText(converted.problem, t));
      return;
    }
    form.setFieldValue(CONTENT, converted.vtt);
    add.mutate(
      { ...checked.data, subtitleContent: converted.vtt },
      saveCallbacks({
        form,
        toast: message,
        success: t('admin.hostedVideos.subtitles.added'),
        done: () => {
          form.resetFields();
          setNote(null);
        },
      }),
    );
  };

  return (
    <section aria-labelledby="subtitle-add-title">
      <Typography.Title level={3} id="subtitle-add-title" style={{ fontSize: 16 }}>
        {t('admin.hostedVideos.subtitles.addTitle')}
      </Typography.Title>
      <Form
        name="subtitle"
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        onValuesChange={(changed: Partial<SubtitleValues>) => {
          const language = changed.language as SubtitleLanguage | undefined;
          if (!language) return;
          // The name follows the language until the admin writes a name of their own.
          const name = String(form.getFieldValue('name') ?? '').trim();
          if (!name || Object.values(TRACK_NAMES).includes(name)) {
            form.setFieldValue('name', TRACK_NAMES[language]);
          }
        }}
        aria-label={t('admin.hostedVideos.subtitles.form')}
      >
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="language" label={t('admin.hostedVideos.subtitles.language')} required>
              <Select
                options={SUBTITLE_LANGUAGES.map((code) => ({
                  value: code,
                  label: t(`admin.hostedVideos.subtitles.lang.${code}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item
              name="name"
              label={t('admin.hostedVideos.subtitles.name')}
              required
              extra={t('admin.hostedVideos.subtitles.nameHint')}
            >
              <Input maxLength={SUBTITLE_NAME_MAX} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name={CONTENT}
          label={t('admin.hostedVideos.subtitles.content')}
          required
          extra={note ?? t('admin.hostedVideos.subtitles.contentHint')}
        >
          <Input.TextArea
            rows={8}
            spellCheck={false}
            onChange={() => setNote(null)}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
          />
        </Form.Item>
        <Flex wrap gap={8} justify="space-between">
          <input
            ref={fileInput}
            type="file"
            accept=".vtt,.srt,text/vtt"
            // The button below stands for it: a visible native input would be a second control for one action.
            style={{ display: 'none' }}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="subtitle-file-input"
            onChange={(event) => void load(event.target.files?.[0])}
          />
          <Button onClick={() => fileInput.current?.click()}>
            {t('admin.hostedVideos.subtitles.pickFile')}
          </Button>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('admin.hostedVideos.subtitles.add')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
