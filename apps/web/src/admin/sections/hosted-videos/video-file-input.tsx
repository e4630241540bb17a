import type { InputHTMLAttributes } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value?: File | null;
  onChange?: (file: File | null) => void;
};

/**
 * A video file as a form control. The native input, labelled by its Form.Item: keyboard- and screen-reader
 * friendly everywhere, and a 10 GB file is never read, only described by name, size and type.
 */
export function VideoFileInput({ value, onChange, ...input }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical gap={4} align="flex-start">
      <input
        {...input}
        type="file"
        style={{ maxWidth: '100%' }}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
      />
      {value && (
        <Typography.Text>
          {t('admin.hostedVideos.upload.chosen', {
            name: value.name,
            size: formatBytes(value.size, i18n.language),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
