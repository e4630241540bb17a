import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { registerStrings } from '@/lib/i18n';
import { Button } from './button';
import styles from './made-codes.module.css';

registerStrings({
  pl: {
    'ui.codes.copy': 'Kopiuj',
    'ui.codes.copyWhat': 'kod {{code}}',
    'ui.codes.copiedButton': 'Skopiowano',
    'ui.codes.copied': 'Skopiowano kod {{code}} do schowka.',
    'ui.codes.copyFailed': 'Nie udało się skopiować kodu {{code}}. Zaznaczyliśmy go — skopiuj go ręcznie.',
    'ui.codes.state.unused': 'Niewykorzystany',
    'ui.codes.state.used': 'Wykorzystany',
    'ui.codes.state.expired': 'Nieważny',
    'ui.codes.validUntil': 'Ważny do {{date}}',
  },
  en: {
    'ui.codes.copy': 'Copy',
    'ui.codes.copyWhat': 'code {{code}}',
    'ui.codes.copiedButton': 'Copied',
    'ui.codes.copied': 'Code {{code}} copied to the clipboard.',
    'ui.codes.copyFailed': 'Code {{code}} could not be copied. We have selected it — copy it by hand.',
    'ui.codes.state.unused': 'Unused',
    'ui.codes.state.used': 'Used',
    'ui.codes.state.expired': 'No longer valid',
    'ui.codes.validUntil': 'Valid until {{date}}',
  },
});

/** A code a gift or a group ticket made (TMadeCode of packages/shared), as its buyer sees it. */
export interface MadeCode {
  code: string;
  used: boolean;
  expired: boolean;
  expires_at: string;
}

export type MadeCodeState = 'unused' | 'used' | 'expired';

/** Used wins over expired: a code somebody has used stays "used" after its end. */
export function madeCodeState(code: Pick<MadeCode, 'used' | 'expired'>): MadeCodeState {
  if (code.used) return 'used';
  return code.expired ? 'expired' : 'unused';
}

const COPIED_MS = 2500;

function selectContents(element: HTMLElement | null) {
  const selection = element ? window.getSelection?.() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The codes an order made: each in a monospace element that a tap selects whole, its state in words (never
 * colour alone), its validity date (DD.MM.YYYY, Warsaw) and, while it can be used, a "Kopiuj" button. A copy is
 * confirmed on the button for a moment and once in a polite live region; where the clipboard is refused the code
 * is selected for copying by hand.
 */
export function MadeCodesList({ codes, label }: { codes: readonly MadeCode[]; label: string }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const elements = useRef(new Map<string, HTMLElement>());
  useEffect(() => () => clearTimeout(timer.current), []);

  // The same text twice is not a change a screen reader hears: the second time it differs by a space.
  const announce = (text: string) => setAnnouncement((last) => (last === text ? `${text}\u00a0` : text));

  const copy = async (code: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      announce(t('ui.codes.copied', { code }));
      setCopied(code);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      selectContents(elements.current.get(code) ?? null);
      announce(t('ui.codes.copyFailed', { code }));
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {codes.map((code) => {
          const state = madeCodeState(code);
          return (
            <li key={code.code} className={styles.item} data-state={state}>
              <code
                className={styles.code}
                ref={(element) => {
                  if (element) elements.current.set(code.code, element);
                  else elements.current.delete(code.code);
                }}
              >
                {code.code}
              </code>
              <span className={styles[state]}>{t(`ui.codes.state.${state}`)}</span>
              <span className={styles.validity}>
                {t('ui.codes.validUntil', { date: formatDate(code.expires_at) })}
              </span>
              {state === 'unused' && (
                <Button variant="secondary" className={styles.copy} onClick={() => void copy(code.code)}>
                  {copied === code.code ? (
                    <>
                      <span aria-hidden="true">✓ </span>
                      {t('ui.codes.copiedButton')}
                    </>
                  ) : (
                    t('ui.codes.copy')
                  )}
                  <span className="visually-hidden"> {t('ui.codes.copyWhat', { code: code.code })}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
