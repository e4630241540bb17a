import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

/** A loading state that says what it waits for. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.card, className].filter(Boolean).join(' ')}>{children}</div>;
}

type ToastTone = 'info' | 'success' | 'error';
interface ToastItem {
  id: number;
  tone: ToastTone;
  text: string;
}

const ToastContext = createContext<(text: string, tone?: ToastTone) => void>(() => {});

/** Toasts after actions, announced politely; each closes by itself after 6 s or with its button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (text: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-3), { id, tone, text }]);
      setTimeout(() => dismiss(id), 6000);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={styles.toasts} aria-live="polite" role="status">
        {items.map((item) => (
          <div key={item.id} className={`${styles.toast} ${styles[item.tone] ?? ''}`}>
            <span className={styles.toastText}>{item.text}</span>
            <button
              type="button"
              className={styles.toastClose}
              onClick={() => dismiss(item.id)}
              aria-label={t('common.close')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** When false, Escape does not close it (a choice the user must make). */
  dismissable?: boolean;
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser. A dialog that must be answered
 * (`dismissable={false}`) opens again if the browser closes it anyway (Chrome closes one on Escape without a
 * cancelable event before the page has had any user activation).
 */
export function Dialog({ open, onClose, title, children, actions, dismissable = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose();
      }}
      onClose={() => {
        if (!open) return;
        if (dismissable) onClose();
        else ref.current?.showModal?.();
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions && <div className={styles.dialogActions}>{actions}</div>}
      </div>
    </dialog>
  );
}
