import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/messages';
import { ZAppConfig, ZAppConfigUpdate, externalConfig } from '../settings/app-config';
import {
  GIFT_V,
  ZGiftConfig,
  ZGiftSettingsForm,
  ZGiftSettingsUpdate,
  giftImageKeyOf,
  type TGiftSettingsFormInput,
} from './gift-settings';

const VALID: TGiftSettingsFormInput = {
  gift_price: '49,99',
  gift_expiration: '2026-12-31',
  gift_label: '  Bilet w prezencie ',
  gift_label_en: 'A ticket as a gift',
  gift_description: 'Podaruj spektakl.',
  gift_description_en: '',
};

function errorsOf(schema: typeof ZGiftSettingsForm | typeof ZGiftSettingsUpdate, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

describe('ZGiftSettingsForm', () => {
  it('turns zł into grosze and trims the texts', () => {
    expect(ZGiftSettingsForm.parse(VALID)).toEqual({
      gift_price: 4999,
      gift_expiration: '2026-12-31',
      gift_label: 'Bilet w prezencie',
      gift_label_en: 'A ticket as a gift',
      gift_description: 'Podaruj spektakl.',
      gift_description_en: '',
    });
  });

  it.each([
    ['50', 5000],
    ['50.5', 5050],
    [49.9, 4990],
    [19.99, 1999],
    ['0,01', 1],
    ['99999.99', 9_999_999],
  ])('price %j → %i grosze', (price, grosze) => {
    expect(ZGiftSettingsForm.parse({ ...VALID, gift_price: price }).gift_price).toBe(grosze);
  });

  it.each([
    ['', 'form.validate.required'],
    [null, 'form.validate.required'],
    [undefined, 'form.validate.required'],
    ['0', GIFT_V.price],
    [0, GIFT_V.price],
    ['-5', GIFT_V.price],
    ['12.345', GIFT_V.price],
    ['abc', GIFT_V.price],
    ['1e3', GIFT_V.price],
    ['100000', GIFT_V.price],
    [true, GIFT_V.price],
  ])('price %j → %s', (price, key) => {
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_price: price })).toEqual({ gift_price: key });
  });

  it('needs a label (≤ 100) and a description (≤ 300); the English ones may be empty, within the same limits', () => {
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_label: '   ' })).toEqual({
      gift_label: GIFT_V.label,
    });
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_description: '' })).toEqual({
      gift_description: GIFT_V.description,
    });
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_label: 'a'.repeat(100) })).toEqual({});
    expect(
      errorsOf(ZGiftSettingsForm, {
        ...VALID,
        gift_label: 'a'.repeat(101),
        gift_label_en: 'b'.repeat(101),
        gift_description: 'c'.repeat(301),
        gift_description_en: 'd'.repeat(301),
      }),
    ).toEqual({
      gift_label: GIFT_V.max100,
      gift_label_en: GIFT_V.max100,
      gift_description: GIFT_V.max300,
      gift_description_en: GIFT_V.max300,
    });
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_description: 'c'.repeat(300) })).toEqual({});
  });

  it.each([
    ['', null],
    [null, null],
    ['0000-00-00', null],
    ['2027-02-28', '2027-02-28'],
  ])('expiration %j → %j', (value, stored) => {
    expect(ZGiftSettingsForm.parse({ ...VALID, gift_expiration: value }).gift_expiration).toBe(stored);
  });

  it.each(['2027-02-30', '31.12.2026', 'jutro'])('expiration %j is not a date', (value) => {
    expect(errorsOf(ZGiftSettingsForm, { ...VALID, gift_expiration: value })).toEqual({
      gift_expiration: 'form.validate.date',
    });
  });

  it('has Polish and English texts for its keys', () => {
    for (const key of Object.values(GIFT_V)) {
      expect(translateMessage(key, 'pl')).not.toBe(key);
      expect(translateMessage(key, 'en')).not.toBe(key);
    }
    expect(translateMessage(GIFT_V.max300, 'pl')).toBe('Maksymalnie 300 znaków.');
  });
});

describe('ZGiftSettingsUpdate', () => {
  it('takes a toggle alone, leaving every other setting out', () => {
    expect(ZGiftSettingsUpdate.parse({ gift_available: true })).toEqual({ gift_available: true });
    expect(ZGiftSettingsUpdate.parse({})).toEqual({});
  });

  it('checks each present field with the form’s rule', () => {
    expect(errorsOf(ZGiftSettingsUpdate, { gift_label: '' })).toEqual({ gift_label: GIFT_V.label });
    expect(errorsOf(ZGiftSettingsUpdate, { gift_price: '0' })).toEqual({ gift_price: GIFT_V.price });
    expect(errorsOf(ZGiftSettingsUpdate, { any_gift_available: 'yes' })).toEqual({
      any_gift_available: 'form.validate.wrong',
    });
  });

  it('takes the text parts of a multipart form as the values JSON sends', () => {
    expect(
      ZGiftSettingsUpdate.parse({ gift_available: 'true', any_gift_available: 'false', gift_price: '10' }),
    ).toEqual({ gift_available: true, any_gift_available: false, gift_price: 1000 });
    expect(errorsOf(ZGiftSettingsUpdate, { gift_available: 'tak' })).toEqual({
      gift_available: 'form.validate.wrong',
    });
  });

  it('refuses images among the fields (they travel as files), other settings and unknown fields', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    for (const field of ['gift_image_tablet_data', 'free_ad_image_mobile_data', 'maintenance']) {
      const result = ZGiftSettingsUpdate.safeParse({ gift_price: 10, [field]: png });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [field] });
    }
  });

  it('answers what PUT /api/appconfig takes, so the settings update writes it as it is', () => {
    const update = ZGiftSettingsUpdate.parse({ ...VALID, gift_available: false, any_gift_available: true });
    const asConfig = ZAppConfigUpdate.safeParse(update);
    expect(asConfig.success).toBe(true);
    expect(asConfig.data).toEqual(update);
  });
});

describe('giftImageKeyOf', () => {
  it.each([
    ['mobile', 'gift_image_mobile'],
    ['tablet', 'gift_image_tablet'],
    ['desktop', 'gift_image_desktop'],
    ['gift_image_desktop', 'gift_image_desktop'],
    ['free_ad_image_mobile', null],
    ['noauth_bg_image', null],
    ['Mobile', null],
    ['', null],
  ])('%j → %j', (name, key) => {
    expect(giftImageKeyOf(name)).toBe(key);
  });
});

describe('ZGiftConfig', () => {
  it('is the giftConfig of GET /external_api/config', () => {
    const config = ZAppConfig.parse({
      gift_price: 4990,
      gift_label: 'Prezent',
      gift_expiration: '2026-12-31',
    });
    const gift = externalConfig(config).giftConfig;
    expect(ZGiftConfig.strict().parse(gift)).toEqual(gift);
    expect(gift.gift_price).toBe(49.9);
  });
});
