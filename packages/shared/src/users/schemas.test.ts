import { describe, expect, it } from 'vitest';
import { ZEditOwnUser, ZEditUser } from './schemas';
import { formErrorOf } from '../validation/form-error';

const valid = { firstname: 'Anna', lastname: 'Nowak', birthday: '1990-05-17', country_code: 'PL' };
const newPassword = { password: 'Nowe_Haslo-9', repeatpassword: 'Nowe_Haslo-9' };

describe("the owner's edit form", () => {
  it.each([
    [{}, {}],
    [{ password: '', repeatpassword: '' }, {}],
    [newPassword, { current_password: 'form.validate.required' }],
    [{ ...newPassword, current_password: '' }, { current_password: 'form.validate.required' }],
    [{ ...newPassword, current_password: 'Haslo-123' }, {}],
    // An old password is only compared with the stored hash: today's password rules do not apply to it.
    [{ ...newPassword, current_password: 'stare' }, {}],
  ])('%j → %j', (change, expected) => {
    expect(formErrorOf(ZEditOwnUser.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('still reports a repeated password that does not match', () => {
    expect(
      formErrorOf(ZEditOwnUser.safeParse({ ...valid, ...newPassword, repeatpassword: 'Inne_Haslo-9' })),
    ).toEqual({ repeatpassword: 'form.validate.passwdmatch', current_password: 'form.validate.required' });
  });
});

describe("an administrator's edit of someone else", () => {
  it('needs no current password', () => {
    expect(formErrorOf(ZEditUser.safeParse({ ...valid, ...newPassword }))).toEqual({});
  });
});
