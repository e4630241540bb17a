import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Modal, Popconfirm, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GALLERY_IMAGES_MAX, type TGallery } from '@scena/shared/catalog/galleries';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import { errorMessage } from '../../ui/form-support';
import { useAddGalleryImage, useDeleteGalleryImage } from './api';
import { ImagePicker } from '../../ui/image-picker';
import styles from './galleries.module.css';

const LIMIT_MB = IMAGE_LIMITS.gallery.maxBytes / 1024 / 1024;

/**
 * The image manager of one gallery (admin-content.md §2, §4): its images with delete, and an upload with a
 * progress bar offered only while it holds fewer than 5.
 */
export function GalleryImagesModal({ gallery, onClose }: { gallery: TGallery | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddGalleryImage();
  const remove = useDeleteGalleryImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = gallery?.images ?? [];
  const full = images.length >= GALLERY_IMAGES_MAX;

  const upload = (file: File) => {
    if (!gallery) return;
    setProgress(0);
    add.mutate(
      { galleryId: gallery.id, file, onProgress: setProgress },
      {
        onSuccess: () => void message.success(t('admin.galleries.imageAdded')),
        onError: (error) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmDelete = (imageId: number) => {
    setDeleting(imageId);
    return remove
      .mutateAsync(imageId)
      .then(
        () => void message.success(t('admin.galleries.imageDeleted')),
        (error: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(error, t) })),
      )
      .finally(() => setDeleting(null));
  };

  return (
    <Modal
      open={gallery !== null}
      onCancel={onClose}
      title={t('admin.galleries.imagesTitle', { name: gallery?.name ?? '' })}
      footer={<Button onClick={onClose}>{t('admin.galleries.close')}</Button>}
      width={760}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        {images.length === 0 ? (
          <Empty description={t('admin.galleries.noImages')} />
        ) : (
          <ul className={styles.images}>
            {images.map((image, index) => (
              <li key={image.id} className={styles.image}>
                <img
                  src={image.grid_thumb_url}
                  width={150}
                  height={150}
                  alt={t('admin.galleries.imageAlt', { number: index + 1, name: gallery?.name ?? '' })}
                />
                <Popconfirm
                  title={t('admin.galleries.confirmImageDelete')}
                  okText={t('admin.galleries.delete')}
                  cancelText={t('admin.galleries.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => confirmDelete(image.id)}
                >
                  <Button
                    size="small"
                    danger
                    block
                    loading={deleting === image.id}
                    aria-label={t('admin.galleries.deleteImage', { number: index + 1 })}
                  >
                    {t('admin.galleries.delete')}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <Alert type="info" showIcon title={t('form.validate.gallery_full')} />
        ) : (
          <Flex vertical gap={8}>
            <Flex align="center" gap={12} wrap>
              <ImagePicker
                limits={IMAGE_LIMITS.gallery}
                onPick={upload}
                loading={add.isPending}
                describedBy="gallery-image-hint"
              >
                {t('admin.galleries.addImage')}
              </ImagePicker>
              <Typography.Text type="secondary" id="gallery-image-hint">
                {t('admin.galleries.imageHint', { mb: LIMIT_MB, left: GALLERY_IMAGES_MAX - images.length })}
              </Typography.Text>
            </Flex>
            {progress !== null && (
              <Progress percent={progress} aria-label={t('admin.galleries.uploading')} status="active" />
            )}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
