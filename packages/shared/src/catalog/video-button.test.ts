import { describe, expect, it } from 'vitest';
import {
  videoButton,
  watchButtonVisibility,
  type TVideoButtonInput,
  type TVideoButtonVideo,
} from './video-button';

const now = new Date('2026-05-10T12:00:00Z');
const video: TVideoButtonVideo = {
  id: 7,
  slug: 'wesele',
  price: 1990,
  newPrice: null,
  age_restriction: null,
  available_from: null,
  end_date: null,
};
const base: TVideoButtonInput = {
  now,
  video,
  viewer: { birthday: '1990-01-01' },
  hasAccess: false,
  paymentStatus: null,
  countryBlocked: false,
};
const vid = (patch: Partial<TVideoButtonVideo>) => ({ video: { ...video, ...patch } });
const login = '/logowanie?redirect=%2Fwideo%2Fwesele';

describe('videoButton', () => {
  it.each<[string, Partial<TVideoButtonInput>, Record<string, unknown>]>([
    [
      'signed out, paid: buy → sign-in',
      { viewer: null },
      { labelKey: 'catalog.button.buy', icon: 'login', href: login },
    ],
    [
      'signed out, free: sign-in text',
      { viewer: null, ...vid({ price: 0 }) },
      { labelKey: 'catalog.button.sign_in_free', href: login },
    ],
    [
      'signed out, ended: hidden',
      { viewer: null, ...vid({ end_date: '2026-05-09' }) },
      { visible: false, reason: 'not_available' },
    ],
    [
      'signed out, country blocked',
      { viewer: null, countryBlocked: true },
      { labelKey: 'catalog.button.country_blocked', tone: 'danger' },
    ],
    [
      'too young',
      { viewer: { birthday: '2012-01-01' }, ...vid({ age_restriction: 16 }) },
      { labelKey: 'catalog.button.age_restricted', tone: 'danger', disabled: true },
    ],
    [
      'birthday 1900 with a limit',
      { viewer: { birthday: '1900-01-01' }, ...vid({ age_restriction: 16 }) },
      { labelKey: 'catalog.button.age_restricted' },
    ],
    [
      '16 on the day',
      { viewer: { birthday: '2010-05-10' }, ...vid({ age_restriction: 16 }) },
      { labelKey: 'catalog.button.buy' },
    ],
    [
      'country blocked',
      { countryBlocked: true },
      { labelKey: 'catalog.button.country_blocked', icon: 'globe-off', disabled: true },
    ],
    [
      'processing (PENDING)',
      { paymentStatus: 'PENDING' },
      { labelKey: 'catalog.button.processing', tone: 'warning', icon: 'hourglass', disabled: true },
    ],
    [
      'processing (WAITING_FOR_CONFIRMATION)',
      { paymentStatus: 'WAITING_FOR_CONFIRMATION' },
      { labelKey: 'catalog.button.processing' },
    ],
    [
      'refund pending',
      { paymentStatus: 'WAITING_FOR_REFUND' },
      { labelKey: 'catalog.button.refund_pending', tone: 'warning' },
    ],
    ['not entitled: buy', {}, { labelKey: 'catalog.button.buy', icon: 'cart', disabled: false }],
    ['not entitled, CANCELED: buy', { paymentStatus: 'CANCELED' }, { labelKey: 'catalog.button.buy' }],
    ['code to 0: use code', vid({ newPrice: 0 }), { labelKey: 'catalog.button.use_code', icon: 'tag' }],
    [
      'not entitled, ended: hidden, "not available" as the server says',
      vid({ end_date: '2026-05-09' }),
      { visible: false, reason: 'not_available' },
    ],
    [
      'not entitled, upcoming: buy ahead',
      vid({ available_from: '2026-06-01' }),
      { labelKey: 'catalog.button.buy' },
    ],
    [
      'entitled, available_from in the future: soon',
      { hasAccess: true, ...vid({ available_from: '2026-05-11' }) },
      { labelKey: 'catalog.button.soon', tone: 'success', icon: 'clock', disabled: true },
    ],
    [
      'entitled, available: watch',
      { hasAccess: true },
      {
        labelKey: 'catalog.button.watch',
        tone: 'success',
        icon: 'play',
        disabled: false,
        href: '/wideo/wesele?ogladaj=true',
      },
    ],
    [
      'entitled from Warsaw midnight of available_from',
      { hasAccess: true, now: new Date('2026-05-10T22:00:00Z'), ...vid({ available_from: '2026-05-11' }) },
      { labelKey: 'catalog.button.watch' },
    ],
    [
      'entitled, past end_date: ended',
      { hasAccess: true, ...vid({ end_date: '2026-05-09' }) },
      { labelKey: 'catalog.button.ended', disabled: true },
    ],
    [
      'entitled, 0000-00-00 dates: watch',
      { hasAccess: true, ...vid({ available_from: '0000-00-00', end_date: '0000-00-00' }) },
      { labelKey: 'catalog.button.watch' },
    ],
    [
      'entitled wins over a stray pending order',
      { hasAccess: true, paymentStatus: 'PENDING' },
      { labelKey: 'catalog.button.watch' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(videoButton({ ...base, ...patch })).toMatchObject({ visible: true, ...expected });
  });
});

describe('watchButtonVisibility', () => {
  const input = { now, video, viewer: { birthday: '1990-01-01' }, hasAccess: true, countryBlocked: false };
  it.each<[string, Partial<typeof input>, ReturnType<typeof watchButtonVisibility>]>([
    ['entitled and available', {}, { visible: true }],
    ['no access', { hasAccess: false }, { visible: false, reason: 'no_access' }],
    ['signed out', { viewer: null as never }, { visible: false, reason: 'no_access' }],
    [
      'not yet available',
      { video: { ...video, available_from: '2026-05-10 14:01' } },
      { visible: false, reason: 'not_yet_available' },
    ],
    [
      'available from this minute',
      { video: { ...video, available_from: '2026-05-10 14:00' } },
      { visible: true },
    ],
    ['after end_date', { video: { ...video, end_date: '2026-05-09' } }, { visible: false, reason: 'ended' }],
    ['country blocked', { countryBlocked: true }, { visible: false, reason: 'country' }],
    [
      'age below the limit',
      { video: { ...video, age_restriction: 18 }, viewer: { birthday: '2008-05-11' } },
      { visible: false, reason: 'age' },
    ],
    [
      'age exactly the limit',
      { video: { ...video, age_restriction: 18 }, viewer: { birthday: '2008-05-10' } },
      { visible: true },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(watchButtonVisibility({ ...input, ...patch })).toEqual(expected);
  });
});
