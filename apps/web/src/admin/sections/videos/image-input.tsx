import { useId, useState } from 'react';
import { Button, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImageLimits } from '@scena/shared/catalog/images';
import { checkImage } from '../../ui/upload';
import { useFilePreview } from '../../ui/use-file-preview';

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
  const preview = useFilePreview(value);
  // A new key empties the native file input when the choice is undone.
  const [inputKey, setInputKey] = useState(0);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = await checkImage(file, limits, { leaveUndecodable: true });
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
