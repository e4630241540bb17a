import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../src/lib/crypto';
import { RATE_LIMIT_RULES } from '../../src/lib/rate-limit';
import {
  bodyWithoutRequestId,
  createTestApp,
  mailsTo,
  signIn,
  signUp,
  signUpForm,
  verifiedUser,
  type TestApp,
} from '../helpers';
import { emailTokenFromMail } from './support';
import { FIXTURE_PASSWORD, userWithSession } from '../users/session-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

type Response = Awaited<ReturnType<typeof signIn>>;

function expectRateLimited(response: Response, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.rate_limited' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

function post(url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

/** `count` ways to type one address: as given, in capitals, with spaces around it. */
function spellingsOf(email: string, count: number): string[] {
  const ways = [email, email.toUpperCase(), ` ${email}`, `${email.toUpperCase()}  `];
  return Array.from({ length: count }, (_, index) => ways[index % ways.length]!);
}

/** One request per address, each from a client of its own in `network` (a /24), one after another. */
async function postFromMany(url: string, emails: string[], network: string) {
  const answers: Response[] = [];
  for (const [index, email] of emails.entries()) {
    answers.push(await post(url, { email }, `${network}.${index + 1}`));
  }
  return answers;
}

describe('rate limits', () => {
  it('after 10 wrong passwords from one address refuses that address, but not the owner elsewhere', async () => {
    const target = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const ip = '198.51.100.1';
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInFailures.points; attempt += 1) {
      expect((await signIn(t.app, target.form.email, 'Zgaduje-123', { ip })).statusCode).toBe(422);
    }
    const eleventh = await signIn(t.app, target.form.email, target.form.password, { ip });
    expectRateLimited(eleventh, RATE_LIMIT_RULES.signInFailures.duration);
    // The limit follows the address, not the way it is typed.
    expect(
      (await signIn(t.app, target.form.email.toUpperCase(), target.form.password, { ip })).statusCode,
    ).toBe(429);
    // A guesser cannot lock the owner out: the right password from another address still works.
    expect(
      (await signIn(t.app, target.form.email, target.form.password, { ip: '203.0.113.7' })).statusCode,
    ).toBe(200);
    expect((await signIn(t.app, other.form.email, other.form.password, { ip })).statusCode).toBe(200);
  });

  it('lets the owner sign in after wrong passwords from many clients, which each hit only their own limit', async () => {
    const target = await verifiedUser(t.app);
    const { points } = RATE_LIMIT_RULES.signInFailures;
    const guesses = Array.from({ length: 11 * points }, (_, index) =>
      signIn(t.app, target.form.email, 'Zgaduje-123', { ip: `192.0.2.${Math.floor(index / points) + 1}` }),
    );
    for (const guess of await Promise.all(guesses)) expect(guess.statusCode).toBe(422);
    expect(
      (await signIn(t.app, target.form.email, target.form.password, { ip: '203.0.113.200' })).statusCode,
    ).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses does not escape the limit', async () => {
    const target = await verifiedUser(t.app);
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInFailures.points; attempt += 1) {
      const ip = `2001:db8:1:2::${(attempt + 1).toString(16)}`;
      expect((await signIn(t.app, target.form.email, 'Zgaduje-123', { ip })).statusCode).toBe(422);
    }
    expect(
      (await signIn(t.app, target.form.email, target.form.password, { ip: '2001:db8:1:2:ffff::1' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await signIn(t.app, target.form.email, target.form.password, { ip: '2001:db8:1:3::1' })).statusCode,
    ).toBe(200);
  });

  it('refuses sign-ins from one address past its limit, whatever the e-mail', async () => {
    const ip = '198.51.100.2';
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInIp.points; attempt += 1) {
      const response = await signIn(t.app, `zgadywany${attempt}@example.com`, 'Zgaduje-123', { ip });
      expect(response.statusCode).toBe(422);
    }
    expectRateLimited(
      await signIn(t.app, 'kolejny@example.com', 'Zgaduje-123', { ip }),
      RATE_LIMIT_RULES.signInIp.duration,
    );
    expect(
      (await signIn(t.app, 'kolejny@example.com', 'Zgaduje-123', { ip: '198.51.100.3' })).statusCode,
    ).toBe(422);
  });

  it('answers every reset request for an address alike past its mail limit, in any spelling, and mails no more', async () => {
    const { form } = await verifiedUser(t.app);
    const { points } = RATE_LIMIT_RULES.resetMails;
    // A stranger from clients of their own, so only the limit on the address is reached.
    const answers = await postFromMany(
      '/api/passwords',
      [...spellingsOf(form.email, points + 3), 'nikt-taki@example.com'],
      '203.0.113',
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(bodyWithoutRequestId(answer)).toBe(bodyWithoutRequestId(answers[0]!));
    }
    const resetMails = (await mailsTo(t.app, form.email)).filter((mail) =>
      mail.text.includes('/nowe-haslo?'),
    );
    expect(resetMails).toHaveLength(points);
    // The owner is not locked out: the newest mailed link still sets a new password.
    const link = await emailTokenFromMail(t, form.email, '/nowe-haslo');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/passwords',
      payload: { ...link, newpassword: 'Nowe_haslo-2026', repeatpassword: 'Nowe_haslo-2026' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses reset requests from one client past its limit, whatever the address', async () => {
    const ip = '198.51.100.4';
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.resetIp.points; attempt += 1) {
      expect((await post('/api/passwords', { email: `nikt${attempt}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    expectRateLimited(
      await post('/api/passwords', { email: 'kolejny@example.com' }, ip),
      RATE_LIMIT_RULES.resetIp.duration,
    );
  });

  it('answers every verification resend for an address alike past its mail limit, and mails no more', async () => {
    const { form } = await signUp(t.app);
    const { points } = RATE_LIMIT_RULES.resendMails;
    const answers = await postFromMany(
      '/api/verifications/new',
      [...spellingsOf(form.email, points + 3), 'nikt-taki@example.com'],
      '203.0.114',
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(bodyWithoutRequestId(answer)).toBe(bodyWithoutRequestId(answers[0]!));
    }
    // The sign-up's own mail, then as many resends as the limit allows; the newest link verifies the account.
    expect(await mailsTo(t.app, form.email)).toHaveLength(1 + points);
    const link = await emailTokenFromMail(t, form.email, '/weryfikacja-konta');
    expect((await post('/api/verifications', link, '198.51.100.5')).statusCode).toBe(200);
  });

  it('refuses verification resends from one client past its limit, whatever the address', async () => {
    const ip = '198.51.100.8';
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.resendIp.points; attempt += 1) {
      const response = await post('/api/verifications/new', { email: `nikt${attempt}@example.com` }, ip);
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(
      await post('/api/verifications/new', { email: 'kolejny@example.com' }, ip),
      RATE_LIMIT_RULES.resendIp.duration,
    );
  });

  it('answers sign-ups with a taken address alike past its notice limit, and tells the owner no more often', async () => {
    const owner = await verifiedUser(t.app);
    const { points } = RATE_LIMIT_RULES.signUpNotices;
    const emails = spellingsOf(owner.form.email, points + 2);
    const answers = await Promise.all(
      emails.map((email, index) => post('/api/users', signUpForm({ email }), `203.0.115.${index + 1}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ email: owner.form.email });
    }
    // The verification mail of the owner's own sign-up, then the notices.
    expect(await mailsTo(t.app, owner.form.email)).toHaveLength(1 + points);
  });

  it('limits administrator link attempts per address', async () => {
    const ip = '198.51.100.6';
    const body = { login_email: 'admin@scena.local', login_token: newToken() };
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.adminLinkIp.points; attempt += 1) {
      expect((await post('/api/auth/admin', body, ip)).statusCode).toBe(422);
    }
    expectRateLimited(await post('/api/auth/admin', body, ip), RATE_LIMIT_RULES.adminLinkIp.duration);
  });

  it("limits wrong current passwords on a user's own password change, even sent all at once", async () => {
    const { user, token } = await userWithSession(t);
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { 'x-auth-token': token },
        payload: {
          firstname: 'Anna',
          lastname: 'Nowak',
          birthday: '1990-01-01',
          country_code: 'PL',
          password: 'Nowe-Haslo-1',
          repeatpassword: 'Nowe-Haslo-1',
          current_password: current,
        },
      });
    const { points, duration } = RATE_LIMIT_RULES.passwordChangeFailures;
    // A burst in parallel: each guess is counted before its password is checked, so no more than the limit
    // get an answer.
    const burst = await Promise.all(Array.from({ length: points + 5 }, () => change('Zgaduje-123')));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expectRateLimited(await change(FIXTURE_PASSWORD), duration);
  });
});
