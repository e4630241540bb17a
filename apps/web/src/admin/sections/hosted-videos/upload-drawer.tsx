import { useEffect } from 'react';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOSTED_VIDEO_NAME_MAX,
  HOSTED_VIDEO_PICKER_ACCEPT,
  ZHostedUploadForm,
} from '@scena/shared/media/hosted-videos';
import { ApiError } from '@/lib/api-client';
import { FormDrawer } from '../../ui/form-drawer';
import { errorMessage, errorText, validateWith } from '../../ui/form-support';
import { useStartHostedUpload } from './api';
import { TransferPanel, useTransferClose } from './transfer-panel';
import { useTusUpload } from './use-tus-upload';
import { VideoFileInput } from './video-file-input';

interface UploadValues {
  name: string;
  file: File | null;
}

const EMPTY: UploadValues = { name: '', file: null };
/** The start call's size and file name are checked as the chosen file. */
const FIELD_MAP = { size: 'file', file_name: 'file' };
export const DRAWER_WIDTH = 720;

/** A file's name without its extension: a first guess at the video's name. */
function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '');
}

/**
 * "Umieść wideo" (admin-content.md §2, §5, §7): name and file, checked with the shared schema; then POST
 * /api/vimeo, the bytes by tus and the finalisation. Whatever the outcome the drawer closes: a video that did
 * not finish waits on the list with "continue transfer" (a second attempt here would start a second video).
 */
export function UploadDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const start = useStartHostedUpload();
  const tus = useTusUpload();
  const { confirmAbort, requestClose } = useTransferClose(tus, onClose, start.isPending);

  useEffect(() => {
    if (open) form.setFieldsValue(EMPTY);
  }, [open, form]);

  const submit = () => {
    if (start.isPending || tus.busy) return;
    const values = form.getFieldsValue(true) as UploadValues;
    const file = values.file;
    const checked = validateWith(
      ZHostedUploadForm,
      { name: values.name ?? '', file: file ? { name: file.name, size: file.size, type: file.type } : null },
      form,
    );
    if (!checked.ok || !file) return;
    start.mutate(
      { name: checked.data.name, size: file.size, file_name: file.name },
      {
        onSuccess: (video) => void tus.transfer(file, video).then(onClose),
        onError: (error) => {
          // A 422 belongs under the fields; a full disk (507) or an unreachable host (503) says so itself (§8).
          if (error instanceof ApiError && Object.keys(error.formError).length > 0) {
            const text = errorText(error, form, FIELD_MAP);
            if (text) void message.error(text);
          } else {
            void message.error(errorMessage(error, t));
          }
        },
      },
    );
  };

  return (
    <FormDrawer
      open={open}
      onClose={requestClose}
      title={t('admin.hostedVideos.upload.title')}
      width={DRAWER_WIDTH}
      form={form}
      saving={start.isPending || tus.busy}
      saveText={t('admin.hostedVideos.upload.submit')}
      cancelText={t('admin.hostedVideos.cancel')}
      keepOnOutsideClick
      lockWhileSaving
    >
      <Form
        name="hosted-upload"
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={submit}
        onValuesChange={(changed: Partial<UploadValues>) => {
          if (changed.file && !form.getFieldValue('name')) {
            form.setFieldValue('name', baseName(changed.file.name));
          }
        }}
        disabled={start.isPending || tus.busy}
        aria-label={t('admin.hostedVideos.upload.form')}
      >
        <Form.Item name="name" label={t('admin.hostedVideos.name')} required>
          <Input maxLength={HOSTED_VIDEO_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('admin.hostedVideos.upload.file')}
          required
          extra={t('admin.hostedVideos.upload.fileHint')}
        >
          <VideoFileInput accept={HOSTED_VIDEO_PICKER_ACCEPT} />
        </Form.Item>
      </Form>
      <TransferPanel tus={tus} starting={start.isPending} continuing={false} onAbort={confirmAbort} />
    </FormDrawer>
  );
}
