import { describe, expect, it } from 'vitest';
import { ZNewPassword, ZSignIn, ZSignUp } from './schemas';
import { formErrorOf } from '../validation/form-error';

const valid = {
  email: 'anna@example.com',
  password: 'Haslo-123',
  repeatpassword: 'Haslo-123',
  firstname: 'Anna',
  lastname: 'Nowak',
  birthday: '1990-05-17',
  country_code: 'PL',
  tos: true,
};

describe('sign-up form', () => {
  it('accepts a valid form and defaults mailing to off', () => {
    const result = ZSignUp.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.mailing).toBe(false);
  });

  it.each([
    [{ tos: false }, { tos: 'form.validate.required' }],
    [{ tos: undefined }, { tos: 'form.validate.required' }],
    [{ repeatpassword: 'Haslo-124' }, { repeatpassword: 'form.validate.passwdmatch' }],
    [{ firstname: 'Zażółć', lastname: "O'Brien" }, {}],
    [{ lastname: '' }, { lastname: 'form.validate.required' }],
    [{ country_code: 'Polska' }, { country_code: 'form.validate.wrong_input_max2' }],
  ])('%j → %j', (change, expected) => {
    expect(formErrorOf(ZSignUp.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('sign-in form', () => {
  it.each([
    [{ email: 'a@b.pl', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'form.validate.required', password: 'form.validate.required' },
    ],
    [{}, { email: 'form.validate.required', password: 'form.validate.required' }],
  ])('%j → %j', (form, expected) => {
    expect(formErrorOf(ZSignIn.safeParse(form))).toEqual(expected);
  });
});

describe('new password form', () => {
  it('accepts the sign-up password rule, underscore included', () => {
    expect(
      ZNewPassword.safeParse({
        newpassword: 'nowe_haslo1',
        repeatpassword: 'nowe_haslo1',
        email: 'a@b.pl',
        token: 't',
      }).success,
    ).toBe(true);
  });

  it('asks for matching passwords', () => {
    expect(
      formErrorOf(
        ZNewPassword.safeParse({
          newpassword: 'Haslo-123',
          repeatpassword: 'Haslo-321',
          email: 'a@b.pl',
          token: 't',
        }),
      ),
    ).toEqual({ repeatpassword: 'form.validate.passwdmatch' });
  });
});

describe('passwords that do not match are reported with the other mistakes', () => {
  it('names the repeat even when another field is wrong', () => {
    const result = ZSignUp.safeParse({ ...valid, tos: false, repeatpassword: 'Inne-123' });
    expect(formErrorOf(result)).toEqual({
      tos: 'form.validate.required',
      repeatpassword: 'form.validate.passwdmatch',
    });
  });
});
