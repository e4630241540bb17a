import { expect, type APIRequestContext } from '@playwright/test';
import { clientAddress } from './client-address';
import { linkFromMailbox, uniqueEmail } from './mailbox';

export const BUYER_PASSWORD = 'Kupujacy-2026';
const PASSWORD = BUYER_PASSWORD;

/**
 * A new verified visitor with a session, made through the API as a person would (sign-up, mailed link, sign-in).
 * Each comes from an address of their own, so the suite's many buyers stay within the sign-up and sign-in
 * limits per address, which the server keeps as in production.
 */
export async function newBuyer(
  request: APIRequestContext,
  name = 'kupujacy',
  person: { firstname: string; lastname: string } = { firstname: 'Zofia', lastname: 'Kupiec' },
) {
  const email = uniqueEmail(name);
  const headers = { 'x-forwarded-for': clientAddress() };
  const signUp = await request.post('/api/users', {
    headers,
    data: {
      email,
      password: PASSWORD,
      repeatpassword: PASSWORD,
      ...person,
      birthday: '1988-04-12',
      country_code: 'PL',
      tos: true,
      mailing: false,
    },
  });
  expect(signUp.status()).toBe(201);
  const link = new URL(await linkFromMailbox(request, email, '/weryfikacja-konta'), 'http://x');
  const verified = await request.post('/api/verifications', {
    headers,
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  const session = await request.post('/api/auth', {
    headers,
    data: { email, password: PASSWORD, remember: false },
  });
  expect(session.status()).toBe(200);
  return (await session.json()) as {
    token: string;
    user: { id: number; role_id: number; email: string };
    expiresAt: string;
  };
}

/** The id of a demo event or video by its slug. */
export async function productId(request: APIRequestContext, kind: 'event' | 'video', slug: string) {
  const response = await request.get(`/external_api/${kind}/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
