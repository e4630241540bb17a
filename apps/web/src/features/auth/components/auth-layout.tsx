import { useState, type ReactNode } from 'react';
import { usePublicConfig } from '@/lib/app-config';
import { Card } from '@/ui/feedback';
import { useDocumentTitle } from '@/ui/use-document-title';
import styles from './auth-layout.module.css';

/**
 * Every sign-in and account-access page: one <h1> in a centred card (at most 30rem wide; the full width of a
 * phone) on a stage. The stage shows the configured `noauth_bg_image` when set, else a theatre drawn in CSS.
 */
export function AuthLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const image = usePublicConfig()?.noauth_bg_image || null;
  const [failed, setFailed] = useState<string | null>(null);
  const photo = image !== null && failed !== image;
  return (
    <div className={[styles.stage, photo ? styles.photo : ''].filter(Boolean).join(' ')}>
      {photo ? (
        <>
          <img
            className={styles.backdrop}
            src={image}
            alt=""
            width={1600}
            height={900}
            decoding="async"
            onError={() => setFailed(image)}
          />
          <div className={styles.veil} aria-hidden="true" />
        </>
      ) : (
        <div className={styles.valance} aria-hidden="true" />
      )}
      <Card className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Card>
    </div>
  );
}
