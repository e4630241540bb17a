import { describe, expect, it } from 'vitest';
import { eventWhenText, type TEventWhen } from './event-when';

const event = (fields: Partial<TEventWhen>): TEventWhen => ({
  date_from: '2026-03-12',
  date_to: '2026-03-12',
  time_from: '19:00',
  time_to: '21:00',
  full_day: false,
  hide_time_to: false,
  ...fields,
});

describe('eventWhenText: the event page, the payment page and every place that says when an event is', () => {
  it.each([
    [event({}), '12.03.2026, 19:00–21:00', 'an evening'],
    [event({ time_from: '09:05:00', time_to: '10:30:00' }), '12.03.2026, 9:05–10:30', 'times with seconds'],
    [event({ hide_time_to: true }), '12.03.2026, 19:00', 'the end hidden'],
    [
      event({ date_to: '2026-03-13', time_from: '23:30', time_to: '01:35' }),
      '12.03.2026, 23:30 – 13.03.2026, 1:35',
      'past midnight',
    ],
    [event({ full_day: true, time_from: null, time_to: null }), '12.03.2026 (cały dzień)', 'a full day'],
    [
      event({ full_day: true, date_to: '2026-03-14', time_from: null, time_to: null }),
      '12.03.2026 – 14.03.2026 (cały dzień)',
      'full days',
    ],
    [event({ time_from: '00:00', time_to: '23:59' }), '12.03.2026 (cały dzień)', '00:00–23:59 is a full day'],
    [event({ date_to: null }), '12.03.2026, 19:00–21:00', 'no end date: one day'],
    [event({ date_from: '0000-00-00', date_to: null }), '—', 'no date'],
    [event({ date_from: null, date_to: null }), '—', 'no date at all'],
  ])('%j → %s (%s)', (schedule, expected, _why) => {
    expect(eventWhenText(schedule, 'cały dzień')).toBe(expected);
  });

  it('the summer time change does not move the wall-clock times', () => {
    expect(eventWhenText(event({ date_from: '2026-03-29', date_to: '2026-03-29' }), 'cały dzień')).toBe(
      '29.03.2026, 19:00–21:00',
    );
  });
});
