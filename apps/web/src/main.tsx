import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '@/lib/i18n';
import '@/styles/global.css';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/ui/feedback';
import { AppRoutes } from '@/app/router';

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (a phone stays responsive to taps while the app starts); the header bar the server
// painted stays on screen until the page is ready.
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AppRoutes />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
