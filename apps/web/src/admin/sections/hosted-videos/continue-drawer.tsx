import { useEffect } from 'react';
import { Alert, Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOSTED_V, HOSTED_VIDEO_PICKER_ACCEPT, type THostedVideo } from '@scena/shared/media/hosted-videos';
import '@/lib/form-messages';
import { FormDrawer } from '../../ui/form-drawer';
import { formatBytes } from './format';
import { TransferPanel, useTransferClose } from './transfer-panel';
import { DRAWER_WIDTH } from './upload-drawer';
import { useTusUpload } from './use-tus-upload';
import { VideoFileInput } from './video-file-input';

/**
 * Why the chosen file cannot continue `video`'s upload (a message key), or null. Name and size are what the
 * start call recorded; appending another file's bytes would make a broken video, so a mismatch sends nothing.
 */
export function sameFileProblem(
  file: File | null | undefined,
  video: Pick<THostedVideo, 'file_name' | 'size'>,
): string | null {
  if (!file) return HOSTED_V.file;
  if (video.file_name !== null && file.name !== video.file_name) return HOSTED_V.sameFile;
  if (video.size !== null && file.size !== video.size) return HOSTED_V.sameFile;
  return null;
}

/**
 * "Kontynuuj przesyłanie" (admin-content.md §2, §7): the admin picks the same file again and tus resumes at the
 * host's offset through the row's fresh upload link. A failure keeps the drawer open to try again.
 */
export function ContinueDrawer({ video, onClose }: { video: THostedVideo | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ file: File | null }>();
  const tus = useTusUpload();
  const { confirmAbort, requestClose } = useTransferClose(tus, onClose, false);

  useEffect(() => {
    if (video) form.setFieldsValue({ file: null });
  }, [video, form]);

  const submit = () => {
    if (!video || tus.busy) return;
    const file = form.getFieldValue('file') as File | null;
    const problem = sameFileProblem(file, video);
    form.setFields([{ name: 'file', errors: problem ? [t(problem)] : [] }]);
    if (problem || !file) return;
    void tus.transfer(file, video).then((outcome) => {
      if (outcome !== 'failed') onClose();
    });
  };

  const unknown = t('admin.hostedVideos.unknown');
  // The picker offers files like the one started (a .mov would be hidden by the new upload's filter).
  const extension = video?.file_name?.includes('.') ? video.file_name.split('.').pop() : undefined;
  return (
    <FormDrawer
      open={video !== null}
      onClose={requestClose}
      title={t('admin.hostedVideos.continue.title', { name: video?.name ?? '' })}
      width={DRAWER_WIDTH}
      form={form}
      saving={tus.busy}
      saveText={t('admin.hostedVideos.upload.submit')}
      cancelText={t('admin.hostedVideos.cancel')}
      keepOnOutsideClick
      lockWhileSaving
    >
      {video && (
        <>
          <p>{t('admin.hostedVideos.continue.intro')}</p>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 24 }}
            items={[
              { key: 'name', label: t('admin.hostedVideos.name'), children: video.name },
              {
                key: 'file',
                label: t('admin.hostedVideos.continue.expectedFile'),
                children: video.file_name ?? unknown,
              },
              {
                key: 'size',
                label: t('admin.hostedVideos.continue.expectedSize'),
                children: video.size === null ? unknown : formatBytes(video.size, i18n.language),
              },
            ]}
          />
          {!video.upload_link && (
            <Alert
              type="error"
              showIcon
              title={t('admin.hostedVideos.continue.noLink')}
              style={{ marginBottom: 24 }}
            />
          )}
          <Form
            name="hosted-continue"
            form={form}
            layout="vertical"
            initialValues={{ file: null }}
            onFinish={submit}
            disabled={tus.busy || !video.upload_link}
            aria-label={t('admin.hostedVideos.continue.form')}
          >
            <Form.Item name="file" label={t('admin.hostedVideos.upload.file')} required>
              <VideoFileInput accept={extension ? `.${extension}` : HOSTED_VIDEO_PICKER_ACCEPT} />
            </Form.Item>
          </Form>
          <TransferPanel tus={tus} starting={false} continuing onAbort={confirmAbort} />
        </>
      )}
    </FormDrawer>
  );
}
