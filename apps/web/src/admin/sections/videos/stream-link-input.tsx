import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { hostedVideoLink, type THostedVideo } from '@scena/shared/media/hosted-videos';

interface StreamLinkInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  hosted: THostedVideo[] | undefined;
  hostedLoading: boolean;
  /** The field's label, repeated in the picker's accessible name. */
  label: string;
  'aria-invalid'?: boolean;
}

/**
 * A stream link (video_link, accessibility_video, autodesc_video): typed (embed code, http address, Vimeo id)
 * or picked from GET /api/vimeo; videos still NOT_UPLOADED are offered but cannot be chosen (§2).
 */
export function StreamLinkInput({
  id,
  value,
  onChange,
  hosted,
  hostedLoading,
  label,
  ...rest
}: StreamLinkInputProps) {
  const { t } = useTranslation();
  const options = (hosted ?? []).map((video) => {
    const pending = video.status !== 'COMPLETE';
    return {
      value: hostedVideoLink(video),
      label: pending ? t('admin.videos.hosted.pending', { name: video.name }) : video.name,
      disabled: pending,
    };
  });
  const picked = options.find((option) => option.value === (value ?? '').trim());
  return (
    <Flex gap={8} wrap>
      <Input
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ flex: '1 1 14rem' }}
        aria-invalid={rest['aria-invalid']}
      />
      <Select
        aria-label={t('admin.videos.hosted.pick', { field: label })}
        placeholder={t('admin.videos.hosted.placeholder')}
        value={picked?.value ?? null}
        options={options}
        loading={hostedLoading}
        onChange={(link: string) => onChange?.(link)}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent={t('admin.videos.hosted.none')}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
      />
    </Flex>
  );
}
