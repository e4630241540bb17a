import { expect, type APIRequestContext } from '@playwright/test';
import { linkFromMailbox, uniqueEmail } from './mailbox';

const PASSWORD = 'Kupujacy-2026';

/** A new verified visitor with a session, made through the API as a person would (sign-up, mailed link, sign-in). */
export async function newBuyer(request: APIRequestContext, name = 'kupujacy') {
  const email = uniqueEmail(name);
  const signUp = await request.post('/api/users', {
    data: {
      email,
      password: PASSWORD,
      repeatpassword: PASSWORD,
      firstname: 'Zofia',
      lastname: 'Kupiec',
      birthday: '1988-04-12',
      country_code: 'PL',
      tos: true,
      mailing: false,
    },
  });
  expect(signUp.status()).toBe(201);
  const link = new URL(await linkFromMailbox(request, email, '/weryfikacja-konta'), 'http://x');
  const verified = await request.post('/api/verifications', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  const session = await request.post('/api/auth', { data: { email, password: PASSWORD, remember: false } });
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
