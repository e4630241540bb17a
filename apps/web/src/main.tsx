import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '@/lib/i18n';
import '@/styles/global.css';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/ui/feedback';
import { AppRoutes } from '@/app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppRoutes />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
