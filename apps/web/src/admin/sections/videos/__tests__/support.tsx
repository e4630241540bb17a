import type { ReactNode } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import '../../../dayjs';
// The back-office's own strings (admin.saved, admin.errorWith…) load with admin-app, which tests do not render.
import '../../../i18n';

export type Answer = { status: number; body: unknown };
export type Call = { url: string; method: string; body: unknown };

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

/**
 * The API as the back-office sees it: answers by "METHOD path" (query string included, or without it as a
 * fallback); every call is recorded with its JSON or FormData body.
 */
export function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url);
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : null;
      calls.push({ url: path, method, body });
      const key = `${method} ${path}`;
      const found = answers[key] ?? answers[`${method} ${path.split('?')[0]}`];
      const answer = Array.isArray(found) ? (found.length > 1 ? found.shift() : found[0]) : found;
      const reply = answer ?? { status: 404, body: { statusCode: 404, message: 'nie ma' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

export function renderAdmin(node: ReactNode, url = '/teapp-admin') {
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
