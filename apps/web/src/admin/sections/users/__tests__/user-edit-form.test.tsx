import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NAME_MAX, PASSWORD_MAX } from '@scena/shared/validation/rules';
import { fill, renderAdmin } from '../../../test-support';
import { UserEditForm } from '../user-edit-form';
import { adminUser } from './user-fixtures';
import '../i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The most characters the field lets the administrator type. */
function maxLengthOf(label: string): number {
  return Number(screen.getByLabelText(label).getAttribute('maxlength'));
}

describe("the administrator's edit of a user takes what the server takes", () => {
  test('a first and a last name stop at the shared rule’s length, which is all the server saves', () => {
    renderAdmin(<UserEditForm user={adminUser()} own={false} onSaved={() => {}} />);
    expect(maxLengthOf('Imię')).toBe(NAME_MAX);
    expect(maxLengthOf('Nazwisko')).toBe(NAME_MAX);
  });

  test('a password may be as long as the shared rule allows, the current one on the own account too', async () => {
    renderAdmin(<UserEditForm user={adminUser()} own onSaved={() => {}} />);
    fill(screen.getByLabelText('Nowe hasło'), 'Nowe-haslo-1');
    await screen.findByLabelText('Twoje obecne hasło');
    expect(maxLengthOf('Nowe hasło')).toBe(PASSWORD_MAX);
    expect(maxLengthOf('Powtórz nowe hasło')).toBe(PASSWORD_MAX);
    expect(maxLengthOf('Twoje obecne hasło')).toBe(PASSWORD_MAX);
  });
});
