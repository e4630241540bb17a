import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/ui/button';
import { Result } from '@/ui/result';
import { useDocumentTitle } from '@/ui/use-document-title';
import '../i18n';

/** A status from the query when it is a real HTTP error status, else 500. */
function statusFrom(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** Anyone can link here with any text: keep it short, and it is shown as text, never as HTML. */
function messageFrom(value: string | null): string | null {
  const message = value?.trim();
  return message ? message.slice(0, 300) : null;
}

/** /error?status=&message= (visitor-side.md §8): the status, the message or a generic one, retry and home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const message = messageFrom(params.get('message'));
  useDocumentTitle(t('site.error.title', { status }));

  // React Router numbers its history entries: idx > 0 means there is a page of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const retry = () => (canGoBack ? navigate(-1) : window.location.reload());

  return (
    <Result
      tone="error"
      title={t('site.error.title', { status })}
      actions={
        <>
          <Button onClick={retry}>{t(canGoBack ? 'site.error.back' : 'common.retry')}</Button>
          <ButtonLink variant="secondary" to="/">
            {t('common.backHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{message ?? t('app.internal')}</p>
    </Result>
  );
}
