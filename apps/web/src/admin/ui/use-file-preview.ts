import { useEffect, useState } from 'react';

/** A URL that shows a chosen file before it is sent, released when the file changes or the view goes. */
export function useFilePreview(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    // A test DOM may have no object URLs: no preview then.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}
