import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, type Answer } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { SignInPage } from '../routes/sign-in-page';
import { VerifyAccountPage } from '../routes/verify-account-page';
import { NewPasswordPage } from '../routes/new-password-page';
import { SignUpPage } from '../routes/sign-up-page';
import { SignUpSuccessPage } from '../routes/sign-up-success-page';
import { AdminSignInPage } from '../routes/admin-sign-in-page';
import { ResetPasswordInfoPage } from '../routes/reset-password-info-page';
import { SignInLinkSentPage } from '../routes/sign-in-link-sent-page';

/** Every page reads the configuration (background, maintenance): answered, not recorded. */
const CONFIG = {
  '/external_api/config': { status: 200, body: { config: { noauth_bg_image: null, maintenance: false } } },
};

const network = (answers: Record<string, Answer>) => fakeApi(answers, CONFIG);

const renderAt = (url: string) =>
  renderRoutes(
    <>
      <Route path="/logowanie" element={<SignInPage />} />
      <Route path="/weryfikacja-konta" element={<VerifyAccountPage />} />
      <Route path="/nowe-haslo" element={<NewPasswordPage />} />
      <Route path="/rejestracja" element={<SignUpPage />} />
      <Route path="/rejestracja/sukces" element={<SignUpSuccessPage />} />
    </>,
    url,
  );

const SESSION = {
  token: 't',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: {
    id: 7,
    email: 'widz@example.com',
    firstname: 'Zażółć',
    lastname: 'Gęślą',
    role_id: 2,
    role: 'standard',
  },
};

beforeEach(() => sessionStore.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the mailed links run once, even under StrictMode', () => {
  test('verification: one call, then "sign in"', async () => {
    const calls = network({ 'POST /api/verifications': { status: 200, body: { ok: true } } });
    renderAt('/weryfikacja-konta?email=widz%40example.com&token=abc');
    await screen.findByText('Konto zostało zweryfikowane');
    expect(calls).toEqual([
      { url: '/api/verifications', method: 'POST', body: { email: 'widz@example.com', token: 'abc' } },
    ]);
  });

  test('a spent verification link offers a new one for its address', async () => {
    const calls = network({
      'POST /api/verifications': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Link weryfikacyjny wygasł lub jest nieprawidłowy.',
          messageKey: 'error.verification_invalid',
          resend: true,
          email: 'widz@example.com',
        },
      },
      'POST /api/verifications/new': { status: 200, body: { ok: true } },
    });
    renderAt('/weryfikacja-konta?email=widz%40example.com&token=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij link ponownie' }));
    expect(screen.getByText(/Będzie ważny 48 godzin\./)).toBeTruthy();
    await screen.findByText('Wysłaliśmy nowy link weryfikacyjny na adres widz@example.com.');
    expect(calls.map((call) => call.url)).toEqual(['/api/verifications', '/api/verifications/new']);
  });

  test('the administrator link signs in once and goes to the back-office', async () => {
    const calls = network({ 'POST /api/auth/admin': { status: 200, body: SESSION } });
    renderAt('/logowanie?login_token=tok&login_email=admin%40scena.local');
    await screen.findByText('elsewhere');
    expect(screen.getByTestId('where').textContent).toBe('/teapp-admin');
    expect(calls).toHaveLength(1);
    expect(sessionStore.get()?.token).toBe('t');
  });

  test('a spent administrator link → /logowanie?wrongToken=true with its banner', async () => {
    network({
      'POST /api/auth/admin': {
        status: 422,
        body: { statusCode: 422, message: 'x', messageKey: 'error.admin_link_invalid' },
      },
    });
    renderAt('/logowanie?login_token=tok&login_email=admin%40scena.local');
    await screen.findByText('Niepoprawny token logowania - link wygasł lub jest nieprawidłowy.');
    expect(screen.getByTestId('where').textContent).toBe('/logowanie?wrongToken=true');
  });

  test('a reset link is checked once before the form shows', async () => {
    const calls = network({ 'POST /api/passwords/verifyreset': { status: 200, body: { ok: true } } });
    renderAt('/nowe-haslo?email=widz%40example.com&token=abc');
    await screen.findByRole('button', { name: 'Zapisz nowe hasło' });
    expect(calls).toHaveLength(1);
  });
});

describe('sign-in', () => {
  async function signIn(url = '/logowanie') {
    renderAt(url);
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres e-mail' }), 'Widz@Example.com');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Teatr-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  }

  test('an empty form says what is required and focuses the e-mail', async () => {
    const calls = network({});
    renderAt('/logowanie');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Adres e-mail' }));
    expect(calls).toHaveLength(0);
  });

  test('200: signed in and on to the safe redirect', async () => {
    const calls = network({ 'POST /api/auth': { status: 200, body: SESSION } });
    await signIn('/logowanie?redirect=%2Fkonto');
    await screen.findByText('elsewhere');
    expect(screen.getByTestId('where').textContent).toBe('/konto');
    expect(calls[0]?.body).toEqual({ email: 'widz@example.com', password: 'Teatr-2026!', remember: false });
  });

  test('a foreign redirect falls back to home', async () => {
    network({ 'POST /api/auth': { status: 200, body: SESSION } });
    await signIn('/logowanie?redirect=%2F%2Fevil.example');
    await screen.findByText('elsewhere');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  test('422: the wrong pair is said on the password field, which gets focus', async () => {
    network({
      'POST /api/auth': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Niepoprawny e-mail lub hasło.',
          code: 'INVALID_CREDENTIALS',
          formError: { password: 'form.validate.wrong_password' },
        },
      },
    });
    await signIn();
    await screen.findByText('Niepoprawny e-mail lub hasło.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Hasło/));
  });

  test('403 with e-mail → verification, saying a new link was just sent', async () => {
    network({
      'POST /api/auth': {
        status: 403,
        body: { statusCode: 403, message: 'x', code: 'UNVERIFIED', email: 'widz@example.com' },
      },
    });
    await signIn();
    await screen.findByText(/Właśnie wysłaliśmy nowy link weryfikacyjny/);
    expect(screen.getByText(/^Link jest ważny 48 godzin\./)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/weryfikacja-konta?email=widz%40example.com');
  });

  test('403 without e-mail → /logowanie-link', async () => {
    network({
      'POST /api/auth': { status: 403, body: { statusCode: 403, message: 'x', code: 'ADMIN_LINK_SENT' } },
    });
    await signIn();
    await screen.findByText('elsewhere');
    expect(screen.getByTestId('where').textContent).toBe('/logowanie-link');
  });

  test('401 USER_BLOCKED → the blocked banner', async () => {
    network({
      'POST /api/auth': { status: 401, body: { statusCode: 401, message: 'x', code: 'USER_BLOCKED' } },
    });
    await signIn();
    await screen.findByText('Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.');
  });

  test('429: the server message above the form', async () => {
    network({
      'POST /api/auth': {
        status: 429,
        body: {
          statusCode: 429,
          message: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
          code: 'RATE_LIMITED',
        },
      },
    });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Zbyt wiele prób.');
  });
});

describe('sign-up', () => {
  async function fillSignUp() {
    renderAt('/rejestracja');
    const type = (name: string | RegExp, text: string) =>
      userEvent.type(screen.getByRole('textbox', { name }), text);
    await type('Adres e-mail', 'Nowy@Example.com');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Teatr-2026!');
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/), 'Teatr-2026!');
    await type('Imię', 'Zażółć');
    await type('Nazwisko', "O'Brien-Gęślą");
    await type('Dzień', '7');
    await type('Miesiąc', '3');
    await type('Rok', '1985');
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
  }

  test('201 → the success page for the address; the body is the shared schema plus the language', async () => {
    const calls = network({ 'POST /api/users': { status: 201, body: { email: 'nowy@example.com' } } });
    await fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await screen.findByRole('heading', { level: 1, name: 'Sprawdź pocztę' });
    expect(screen.getByTestId('where').textContent).toBe('/rejestracja/sukces?email=nowy%40example.com');
    expect(calls[0]?.body).toEqual({
      email: 'nowy@example.com',
      password: 'Teatr-2026!',
      repeatpassword: 'Teatr-2026!',
      firstname: 'Zażółć',
      lastname: "O'Brien-Gęślą",
      birthday: '1985-03-07',
      country_code: 'PL',
      tos: true,
      mailing: false,
      language: 'pl',
    });
  });

  test('the success page says a mail is on its way, without claiming an account was created', async () => {
    const calls = network({});
    renderAt('/rejestracja/sukces?email=nowy%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Sprawdź pocztę' });
    expect(screen.getByText('nowy@example.com')).toBeTruthy();
    // A taken address gets this very page: its owner's mail says how to sign in instead.
    expect(
      screen.getByText('Jeśli masz już u nas konto z tym adresem, wiadomość podpowie, jak się zalogować.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Konto zostało utworzone/)).toBeNull();
    expect(screen.getByText(/^Link jest ważny 48 godzin\./)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('without the terms nothing is sent; focus goes to the first invalid field', async () => {
    const calls = network({});
    renderAt('/rejestracja');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres e-mail' }), 'nowy@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await screen.findAllByText('To pole jest wymagane.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Hasło/));
    expect(calls).toHaveLength(0);
  });
});

describe('the pages that promise a mailed link', () => {
  test.each([
    [
      '/resetowanie-hasla/informacja?email=widz%40example.com',
      /^Link jest ważny przez 1 godzinę i działa tylko raz\./,
    ],
    ['/logowanie-link', /^Link jest ważny 10 minut i działa tylko raz\./],
    ['/admin-login', /jednorazowy link logowania, ważny 10 minut\.$/],
  ])('%s says how long it lives, counted from the link’s constant', async (url, text) => {
    network({});
    renderRoutes(
      <>
        <Route path="/resetowanie-hasla/informacja" element={<ResetPasswordInfoPage />} />
        <Route path="/logowanie-link" element={<SignInLinkSentPage />} />
        <Route path="/admin-login" element={<AdminSignInPage />} />
      </>,
      url,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
