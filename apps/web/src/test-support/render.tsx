import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '@/ui/feedback';

/** Where the router is now, for tests that follow redirects: `screen.getByTestId('where')`. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Visitor pages as the app shows them, under StrictMode (effects run twice): `routes` (<Route> elements) at
 * `url`, any other path "elsewhere", no retries, the toasts, and the current location in data-testid="where".
 */
export function renderRoutes(routes: ReactNode, url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {routes}
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
