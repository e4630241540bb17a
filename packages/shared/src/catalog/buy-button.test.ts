import { describe, expect, it } from 'vitest';
import { eventButton, type TEventButtonEvent, type TEventButtonInput } from './buy-button';

const upcomingNow = new Date('2026-05-10T12:00:00Z'); // event 20:00–22:00 Warsaw = 18:00–20:00 UTC
const ongoingNow = new Date('2026-05-10T19:00:00Z');
const endedNow = new Date('2026-05-10T20:00:01Z');
const event: TEventButtonEvent = {
  id: 12,
  slug: 'hamlet',
  price: 4990,
  newPrice: null,
  age_restriction: null,
  enable_tickets: true,
  enable_codes: true,
  available_tickets: null,
  ticketsAvailable: true,
  date_from: '2026-05-10',
  date_to: '2026-05-10',
  time_from: '20:00',
  time_to: '22:00',
  full_day: false,
};
const base: TEventButtonInput = {
  now: upcomingNow,
  event,
  viewer: { birthday: '1990-01-01' },
  hasAccess: false,
  paymentStatus: null,
  countryBlocked: false,
};
const ev = (patch: Partial<TEventButtonEvent>) => ({ event: { ...event, ...patch } });
const login = '/logowanie?redirect=%2Fwydarzenie%2Fhamlet';

type Row = [string, Partial<TEventButtonInput>, Record<string, unknown>];

describe('eventButton', () => {
  it.each<Row>([
    // Over or no tickets at all: hidden.
    ['ended, not held: hidden', { now: endedNow }, { visible: false, reason: 'ended' }],
    ['ended, signed out: hidden', { now: endedNow, viewer: null }, { visible: false, reason: 'ended' }],
    [
      'ended, held: disabled "ended"',
      { now: endedNow, hasAccess: true },
      { labelKey: 'catalog.button.ended', tone: 'default', icon: 'flag', disabled: true },
    ],
    [
      'tickets disabled: hidden',
      ev({ enable_tickets: false }),
      { visible: false, reason: 'payments_unavailable' },
    ],
    [
      'tickets disabled, a code makes it free: "use code"',
      ev({ enable_tickets: false, newPrice: 0 }),
      { labelKey: 'catalog.button.use_code', tone: 'default', disabled: false },
    ],
    [
      'tickets disabled, a code makes it cheaper only: hidden',
      ev({ enable_tickets: false, newPrice: 1000 }),
      { visible: false, reason: 'payments_unavailable' },
    ],
    [
      'tickets disabled and codes off: hidden even with a free code',
      ev({ enable_tickets: false, enable_codes: false, newPrice: 0 }),
      { visible: false, reason: 'payments_unavailable' },
    ],
    [
      'tickets disabled, a free code, none left: "no tickets"',
      ev({ enable_tickets: false, newPrice: 0, available_tickets: 5, ticketsAvailable: false }),
      { labelKey: 'catalog.button.no_tickets', disabled: true },
    ],
    [
      'tickets disabled but a code gave access: watch',
      { ...ev({ enable_tickets: false }), hasAccess: true, now: ongoingNow },
      {
        labelKey: 'catalog.button.watch',
        tone: 'success',
        disabled: false,
        href: '/wydarzenie/hamlet?ogladaj=true',
      },
    ],
    // Signed out.
    [
      'signed out, paid: buy → sign-in',
      { viewer: null },
      { labelKey: 'catalog.button.buy', icon: 'login', disabled: false, href: login },
    ],
    [
      'signed out, free: sign-in text',
      { viewer: null, ...ev({ price: 0 }) },
      { labelKey: 'catalog.button.sign_in_free', disabled: false, href: login },
    ],
    [
      'signed out, free with tickets: sign-in text',
      { viewer: null, ...ev({ price: 0, available_tickets: 20 }) },
      { labelKey: 'catalog.button.sign_in_free', href: login },
    ],
    [
      'signed out, no slug: path by id',
      { viewer: null, ...ev({ slug: null }) },
      { href: '/logowanie?redirect=%2Fwydarzenie%2F12' },
    ],
    [
      'signed out, tickets disabled: hidden',
      { viewer: null, ...ev({ enable_tickets: false }) },
      { visible: false },
    ],
    [
      'signed out, sold out: no tickets',
      { viewer: null, ...ev({ available_tickets: 20, ticketsAvailable: false }) },
      { labelKey: 'catalog.button.no_tickets', tone: 'danger', disabled: true },
    ],
    [
      'signed out, country blocked',
      { viewer: null, countryBlocked: true },
      { labelKey: 'catalog.button.country_blocked', tone: 'danger', disabled: true },
    ],
    // Red and disabled.
    [
      'too young',
      { viewer: { birthday: '2010-01-01' }, ...ev({ age_restriction: 18 }) },
      {
        labelKey: 'catalog.button.age_restricted',
        tone: 'danger',
        icon: 'age',
        disabled: true,
        reason: 'age',
      },
    ],
    [
      'no birthday, age limit',
      { viewer: { birthday: null }, ...ev({ age_restriction: 12 }) },
      { labelKey: 'catalog.button.age_restricted' },
    ],
    [
      '18 on the day',
      { viewer: { birthday: '2008-05-10' }, ...ev({ age_restriction: 18 }) },
      { labelKey: 'catalog.button.buy' },
    ],
    [
      'age limit beats held access',
      { viewer: { birthday: '2010-01-01' }, hasAccess: true, ...ev({ age_restriction: 18 }) },
      { labelKey: 'catalog.button.age_restricted' },
    ],
    [
      'country blocked',
      { countryBlocked: true },
      { labelKey: 'catalog.button.country_blocked', tone: 'danger', icon: 'globe-off', disabled: true },
    ],
    [
      'too young in a blocked country: the country, which stops gifts too, before the age, which does not',
      { viewer: { birthday: '2010-01-01' }, countryBlocked: true, ...ev({ age_restriction: 18 }) },
      { labelKey: 'catalog.button.country_blocked', reason: 'country' },
    ],
    [
      'sold out',
      ev({ available_tickets: 20, ticketsAvailable: false }),
      { labelKey: 'catalog.button.no_tickets', tone: 'danger', icon: 'ticket-off', disabled: true },
    ],
    [
      'ticketsAvailable false without a limit is not sold out',
      ev({ available_tickets: null, ticketsAvailable: false }),
      { labelKey: 'catalog.button.buy' },
    ],
    // Access held.
    [
      'held, upcoming: green disabled "soon"',
      { hasAccess: true },
      {
        labelKey: 'catalog.button.soon',
        tone: 'success',
        icon: 'clock',
        disabled: true,
        reason: 'access_held',
      },
    ],
    [
      'held, ongoing: watch link',
      { hasAccess: true, now: ongoingNow },
      {
        labelKey: 'catalog.button.watch',
        tone: 'success',
        icon: 'play',
        disabled: false,
        href: '/wydarzenie/hamlet?ogladaj=true',
      },
    ],
    [
      'held, full day on fall-back day at 23:30 CET',
      {
        hasAccess: true,
        now: new Date('2026-10-25T22:30:00Z'),
        ...ev({ date_from: '2026-10-25', date_to: '2026-10-25', full_day: true }),
      },
      { labelKey: 'catalog.button.watch' },
    ],
    [
      'held, 00:00–23:59 event at 23:59:59.999 Warsaw',
      {
        hasAccess: true,
        now: new Date('2026-05-10T21:59:59.999Z'),
        ...ev({ time_from: '00:00', time_to: '23:59' }),
      },
      { labelKey: 'catalog.button.watch' },
    ],
    [
      'held, 00:00–23:59 event at the next Warsaw midnight',
      {
        hasAccess: true,
        now: new Date('2026-05-10T22:00:00Z'),
        ...ev({ time_from: '00:00', time_to: '23:59' }),
      },
      { labelKey: 'catalog.button.ended' },
    ],
    // Payment.
    [
      'PENDING: orange disabled',
      { paymentStatus: 'PENDING' },
      { labelKey: 'catalog.button.payment_pending', tone: 'warning', icon: 'hourglass', disabled: true },
    ],
    [
      'WAITING_FOR_CONFIRMATION: orange disabled',
      { paymentStatus: 'WAITING_FOR_CONFIRMATION' },
      { labelKey: 'catalog.button.payment_pending', tone: 'warning' },
    ],
    [
      'WAITING_FOR_REFUND: orange disabled',
      { paymentStatus: 'WAITING_FOR_REFUND' },
      { labelKey: 'catalog.button.refund_pending', tone: 'warning', disabled: true },
    ],
    [
      'pending beats sold out',
      { paymentStatus: 'PENDING', ...ev({ available_tickets: 5, ticketsAvailable: false }) },
      { labelKey: 'catalog.button.payment_pending' },
    ],
    [
      'CANCELED: buy again',
      { paymentStatus: 'CANCELED' },
      { labelKey: 'catalog.button.buy', disabled: false },
    ],
    ['REFUNDED: buy again', { paymentStatus: 'REFUNDED' }, { labelKey: 'catalog.button.buy' }],
    ['NOT_STARTED: buy again', { paymentStatus: 'NOT_STARTED' }, { labelKey: 'catalog.button.buy' }],
    ['UNDEFINED: buy again', { paymentStatus: 'UNDEFINED' }, { labelKey: 'catalog.button.buy' }],
    // Enabled.
    ['paid: buy', {}, { labelKey: 'catalog.button.buy', tone: 'default', icon: 'cart', disabled: false }],
    ['paid, ongoing: buy', { now: ongoingNow }, { labelKey: 'catalog.button.buy' }],
    [
      'free with tickets: get access',
      ev({ price: 0, available_tickets: 30 }),
      { labelKey: 'catalog.button.get_access', icon: 'ticket', disabled: false },
    ],
    [
      'code brings the price to 0: use code',
      ev({ newPrice: 0 }),
      { labelKey: 'catalog.button.use_code', icon: 'tag', disabled: false },
    ],
    ['code lowers the price: buy', ev({ newPrice: 1000 }), { labelKey: 'catalog.button.buy' }],
  ])('%s', (_name, patch, expected) => {
    const answer = eventButton({ ...base, ...patch });
    expect(answer).toMatchObject({ visible: true, ...expected });
  });

  it('never tells a visible state by colour alone: every tone has a label and an icon', () => {
    const answer = eventButton({ ...base, countryBlocked: true });
    expect(answer.visible && answer.labelKey && answer.icon).toBeTruthy();
  });
});
