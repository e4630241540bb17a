import { useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImageLimits } from '@scena/shared/catalog/images';
import '@/lib/form-messages';
import { checkImage } from './upload';

interface Props {
  limits: ImageLimits;
  onPick: (file: File) => void;
  children: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  /** Names the control when the visible text is not enough ("Wybierz zdjęcie: reklama płatna, telefon"). */
  ariaLabel?: string;
  /** Where the invalid file's message goes as well (a form field's error). */
  onInvalid?: (message: string) => void;
  describedBy?: string;
}

/**
 * A button that picks one JPEG or PNG and checks it against the UI's limits before anything is sent
 * (admin-content.md §5). A native file input behind a real button: no nested interactive roles, keyboard-usable.
 */
export function ImagePicker({
  limits,
  onPick,
  children,
  disabled,
  loading,
  ariaLabel,
  onInvalid,
  describedBy,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  const picked = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const problem = await checkImage(file, limits);
    setChecking(false);
    if (input.current) input.current.value = '';
    if (problem) {
      void message.error(t(problem));
      onInvalid?.(t(problem));
      return;
    }
    onPick(file);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        // Not `hidden`: a display rule on inputs in the cards wins over the attribute; the button stands for it.
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-input"
        onChange={(event) => void picked(event.target.files?.[0])}
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={loading || checking}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
      >
        {children}
      </Button>
    </>
  );
}
