import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, writes, type Answer } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { AccountPage } from '../routes/account-page';

const USER = aUser();

/** The profile refresh and the newsletter section read on every visit: answered, not recorded. */
const READS = {
  '/api/users/validate-session': { status: 200, body: { user: USER, expiresAt: '2099-01-01T00:00:00.000Z' } },
  [`/api/mailing/${USER.id}`]: { status: 200, body: { mailing: false } },
};

const network = (put: Answer) => fakeApi({ [`PUT /api/users/${USER.id}`]: put }, READS);

async function openForm() {
  renderRoutes(<Route path="/konto" element={<AccountPage />} />, '/konto?edit=true');
  return screen.findByLabelText('Obecne hasło');
}

async function submitNewPassword(current: string) {
  const user = userEvent.setup();
  const field = await openForm();
  if (current) await user.type(field, current);
  await user.type(screen.getByLabelText('Nowe hasło'), 'Nowe_Haslo-9');
  await user.type(screen.getByLabelText('Powtórz nowe hasło'), 'Nowe_Haslo-9');
  await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
}

async function expectUnderCurrentPassword(text: string) {
  const message = await screen.findByText(text);
  expect(screen.getByLabelText('Obecne hasło').getAttribute('aria-describedby')).toContain(message.id);
}

beforeEach(() => sessionStore.signIn({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', user: USER }));
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('changing the password on the account form', () => {
  test('the current password field is a password field the browser can fill', async () => {
    network({ status: 200, body: USER });
    const field = await openForm();
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
  });

  test('a new password without the current one is refused before anything is sent', async () => {
    const calls = network({ status: 200, body: USER });
    await submitNewPassword('');
    await expectUnderCurrentPassword('To pole jest wymagane.');
    expect(writes(calls)).toEqual([]);
  });

  test('the current password is sent with the new one', async () => {
    const calls = network({ status: 200, body: USER });
    await submitNewPassword('Haslo-123');
    await screen.findByText('Zapisano zmiany');
    expect(writes(calls)[0]?.body).toMatchObject({
      current_password: 'Haslo-123',
      password: 'Nowe_Haslo-9',
      repeatpassword: 'Nowe_Haslo-9',
    });
  });

  test('the current password is not sent when the password stays', async () => {
    const calls = network({ status: 200, body: USER });
    const user = userEvent.setup();
    await user.type(await openForm(), 'Haslo-123');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByText('Zapisano zmiany');
    expect(writes(calls)[0]?.body).not.toHaveProperty('current_password');
  });

  test("the server's refusal of a wrong current password is shown under that field", async () => {
    network({
      status: 422,
      body: {
        statusCode: 422,
        message: 'Błędne dane.',
        messageKey: 'error.validation',
        code: 'VALIDATION',
        formError: { current_password: 'form.validate.current_password' },
      },
    });
    await submitNewPassword('Zle-haslo-1');
    await expectUnderCurrentPassword('Obecne hasło jest nieprawidłowe.');
  });
});
