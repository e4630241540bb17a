import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';

function RouteErrorView() {
  const { t } = useTranslation();
  return (
    <main id="main" style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <h1>{t('site.error.title', { status: 500 })}</h1>
      <Alert tone="error">{t('app.internal')}</Alert>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a href="/">{t('common.backHome')}</a>
      </p>
    </main>
  );
}

/** A page that fails to load (a new deploy removed its chunk) or to render shows a way out, never a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteErrorView /> : this.props.children;
  }
}
