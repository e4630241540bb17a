import type { ReactNode } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import './dayjs';
// The back-office's own strings (admin.saved, admin.errorWith…) load with admin-app, which tests do not render.
import './i18n';

/** antd reads media queries; happy-dom has no matchMedia. */
export function stubBrowser() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** A back-office section as admin-app shows it: no retries, antd's App and Polish locale, a router at `url`. */
export function renderAdmin(node: ReactNode, url = '/teapp-admin') {
  stubBrowser();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfigProvider locale={plPL}>
          <AntApp>{node}</AntApp>
        </ConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Sets a text field's value at once (typing key by key into antd inputs is slow under load). */
export function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Signs an administrator in (the token the calls carry); `sessionStore.clear()` signs out again. */
export function signInAdmin() {
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: { id: 1, email: 'admin@teatr.pl', firstname: 'A', lastname: 'B', role_id: 1, role: 'admin' },
  } as Parameters<typeof sessionStore.signIn>[0]);
}
