import { useEffect, useId, useState } from 'react';
import { Button, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_V, type ImageLimits } from '@scena/shared/catalog/images';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** The first problem of a chosen image under `limits` (a message key), or null (admin-content.md §5). */
export async function imageProblem(file: File, limits: ImageLimits): Promise<string | null> {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_V.type;
  if (file.size > limits.maxBytes) return IMAGE_V.tooLarge;
  const size = await imageSize(file);
  if (size && (size.width > limits.maxPx || size.height > limits.maxPx)) return IMAGE_V.dimensions;
  return null;
}

/** The pixel size of an image file; null when the browser cannot decode it (the server checks again). */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

interface ImageInputProps {
  id?: string;
  /** The chosen file (sent with the form), or null. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The image stored now, shown until another is chosen. */
  currentUrl: string | null;
  limits: ImageLimits;
  /** Checks a chosen file; the form shows its problem under the field. */
  onProblem: (key: string | null) => void;
  /** Removes the stored image (DELETE …/image/{which}); absent for a new video. */
  onRemoveCurrent?: () => void;
  removing?: boolean;
}

/** A JPEG/PNG picker with a preview of the chosen or the stored image. */
export function ImageInput({
  id,
  value,
  onChange,
  currentUrl,
  limits,
  onProblem,
  onRemoveCurrent,
  removing,
}: ImageInputProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // A new key empties the native file input when the choice is undone.
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = await imageProblem(file, limits);
    onProblem(problem);
    onChange?.(problem ? null : file);
  };

  const shown = preview ?? currentUrl;
  return (
    <Flex vertical gap={8}>
      {shown && (
        <Image
          src={shown}
          alt={t('admin.videos.form.imagePreview')}
          width={160}
          style={{ objectFit: 'cover' }}
        />
      )}
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={hintId}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Typography.Text type="secondary" id={hintId}>
        {t('admin.videos.form.imageHint', {
          kb: Math.round(limits.maxBytes / 1024),
          px: limits.maxPx,
        })}
      </Typography.Text>
      <Flex gap={8} wrap>
        {value && (
          <Button
            onClick={() => {
              onChange?.(null);
              setInputKey((key) => key + 1);
            }}
          >
            {t('admin.videos.form.imageUnchoose')}
          </Button>
        )}
        {!value && currentUrl && onRemoveCurrent && (
          <Button danger loading={removing} onClick={onRemoveCurrent}>
            {t('admin.videos.form.imageRemove')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
