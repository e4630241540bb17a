import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/messages';
import {
  GROUP_V,
  ZGroupTicketSettings,
  groupTicketConfigChanges,
  type TGroupTicketSettingsInput,
} from './group-ticket-settings';

const VALID: TGroupTicketSettingsInput = {
  event_available: true,
  video_available: false,
  one_free: true,
  min_units: 5,
  max_units: 20,
  discount: 10,
};

/** field → message key of each failing field (the first issue of each). */
function errorsOf(input: unknown): Record<string, string> {
  const result = ZGroupTicketSettings.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('ZGroupTicketSettings', () => {
  it('takes numbers or their digits as text (a form field), trimmed', () => {
    expect(ZGroupTicketSettings.parse(VALID)).toEqual(VALID);
    expect(
      ZGroupTicketSettings.parse({ ...VALID, min_units: ' 2 ', max_units: '2', discount: '0' }),
    ).toMatchObject({ min_units: 2, max_units: 2, discount: 0 });
    expect(ZGroupTicketSettings.parse({ ...VALID, discount: 99 }).discount).toBe(99);
  });

  it.each([
    ['min_units', '', GROUP_V.minRequired],
    ['min_units', null, GROUP_V.minRequired],
    ['min_units', undefined, GROUP_V.minRequired],
    ['max_units', '  ', GROUP_V.maxRequired],
    ['max_units', null, GROUP_V.maxRequired],
    ['min_units', 'abc', GROUP_V.units],
    ['min_units', '2.5', GROUP_V.units],
    ['min_units', 2.5, GROUP_V.units],
    ['min_units', -3, GROUP_V.units],
    ['min_units', 1, GROUP_V.units],
    ['max_units', '1e3', GROUP_V.units],
    ['max_units', 501, GROUP_V.units],
    ['discount', '', GROUP_V.discount],
    ['discount', 100, GROUP_V.discount],
    ['discount', -1, GROUP_V.discount],
    ['discount', '10%', GROUP_V.discount],
    ['discount', 12.5, GROUP_V.discount],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorsOf({ ...VALID, [field]: value })).toEqual({ [field]: key });
  });

  it('refuses max below min on max, equal is fine', () => {
    expect(errorsOf({ ...VALID, min_units: 10, max_units: 9 })).toEqual({ max_units: GROUP_V.units });
    expect(errorsOf({ ...VALID, min_units: 10, max_units: 10 })).toEqual({});
  });

  it('shows max below min together with another field’s problem', () => {
    expect(errorsOf({ ...VALID, min_units: 10, max_units: 9, discount: 120 })).toEqual({
      max_units: GROUP_V.units,
      discount: GROUP_V.discount,
    });
    // A wrong min says so on min only: max is not compared with a value that is not there.
    expect(errorsOf({ ...VALID, min_units: 'x', max_units: 9 })).toEqual({ min_units: GROUP_V.units });
  });

  it('refuses fields that are not its own', () => {
    expect(ZGroupTicketSettings.safeParse({ ...VALID, maintenance: true }).success).toBe(false);
  });

  it('needs the three toggles as booleans', () => {
    expect(errorsOf({ ...VALID, one_free: 'yes' })).toEqual({ one_free: 'form.validate.wrong' });
    expect(errorsOf({ min_units: 2, max_units: 3, discount: 0 })).toMatchObject({
      event_available: 'form.validate.wrong',
      video_available: 'form.validate.wrong',
      one_free: 'form.validate.wrong',
    });
  });

  it('says the spec’s exact texts in Polish, and has English ones', () => {
    expect(translateMessage(GROUP_V.minRequired, 'pl')).toBe('Proszę podać minimalną liczbę biletów.');
    expect(translateMessage(GROUP_V.maxRequired, 'pl')).toBe('Proszę podać maksymalną liczbę biletów.');
    expect(translateMessage(GROUP_V.units, 'pl')).toBe('Nieprawidłowa wartość.');
    expect(translateMessage(GROUP_V.discount, 'pl')).toBe('Proszę podać wartość z zakresu 0-99');
    for (const key of Object.values(GROUP_V)) expect(translateMessage(key, 'en')).not.toBe(key);
    expect(translateMessage(GROUP_V.units, 'en')).toBe('Invalid value.');
  });

  it('maps to the app-config keys', () => {
    expect(groupTicketConfigChanges(ZGroupTicketSettings.parse(VALID))).toEqual({
      group_event_available: true,
      group_video_available: false,
      group_one_free: true,
      group_min_units: 5,
      group_max_units: 20,
      group_discount: 10,
    });
  });
});
