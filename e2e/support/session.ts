import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress } from './client-address';
import { linkFromMailbox } from './mailbox';
import { DEMO } from './accounts';

interface Session {
  token: string;
  user: { id: number; role_id: number };
  expiresAt: string;
}

/**
 * Signs a demo account in through the API (the administrator through the mailed link), from an address of its
 * own: the suite signs in often enough that one shared address would reach the sign-in limit.
 */
export async function apiSession(request: APIRequestContext, role: keyof typeof DEMO): Promise<Session> {
  const { email, password } = DEMO[role];
  const headers = { 'x-forwarded-for': clientAddress() };
  const startedAt = new Date(Date.now() - 1000);
  const response = await request.post('/api/auth', { headers, data: { email, password, remember: false } });
  if (role !== 'admin') {
    expect(response.status()).toBe(200);
    return (await response.json()) as Session;
  }
  expect(response.status()).toBe(403);
  const link = new URL(await linkFromMailbox(request, email, '/logowanie', startedAt), 'http://x');
  const admin = await request.post('/api/auth/admin', {
    headers,
    data: {
      login_token: link.searchParams.get('login_token'),
      login_email: link.searchParams.get('login_email'),
    },
  });
  expect(admin.status()).toBe(200);
  return (await admin.json()) as Session;
}

/** Puts a session where the web app keeps it, as if the person had signed in on this page. */
export async function useSessionIn(page: Page, session: Session) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('scena.session', value),
    JSON.stringify(session),
  );
}
