import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING,
  eventEnd,
  eventStart,
  eventTimingStatus,
  isShownAsFullDay,
  type TEventSchedule,
} from './event-timing';

const evening: TEventSchedule = {
  date_from: '2026-05-10',
  date_to: '2026-05-10',
  time_from: '20:00',
  time_to: '22:00',
  full_day: false,
};
const fullDay = (date: string): TEventSchedule => ({
  date_from: date,
  date_to: date,
  time_from: null,
  time_to: null,
  full_day: true,
});
const at = (iso: string) => new Date(iso);

describe('isShownAsFullDay', () => {
  it.each([
    [{ time_from: '20:00', time_to: '22:00', full_day: false }, false, 'an evening'],
    [{ time_from: null, time_to: null, full_day: true }, true, 'the flag'],
    [{ time_from: '10:00', time_to: '12:00', full_day: 1 }, true, 'the flag as 1 wins over times'],
    [{ time_from: '00:00', time_to: '23:59', full_day: false }, true, '00:00–23:59 is shown as full day'],
    [{ time_from: '00:00:00', time_to: '23:59:59', full_day: 0 }, true, 'with seconds'],
    [{ time_from: '00:00', time_to: '23:58', full_day: false }, false, 'one minute short'],
    [{ time_from: '00:01', time_to: '23:59', full_day: false }, false, 'starts a minute late'],
    [{ time_from: '', time_to: '', full_day: null }, false, 'no times and no flag'],
  ])('%j → %s (%s)', (schedule, expected, _why) => {
    expect(isShownAsFullDay(schedule)).toBe(expected);
  });
});

describe('eventStart and eventEnd', () => {
  it.each([
    [evening, '2026-05-10T18:00:00.000Z', '2026-05-10T20:00:00.000Z', 'summer evening (CEST)'],
    [
      { ...evening, date_from: '2026-01-10', date_to: '2026-01-10' },
      '2026-01-10T19:00:00.000Z',
      '2026-01-10T21:00:00.000Z',
      'winter evening (CET)',
    ],
    [
      fullDay('2026-05-10'),
      '2026-05-09T22:00:00.000Z',
      '2026-05-10T21:59:59.000Z',
      'full day 00:00:00–23:59:59',
    ],
    [
      fullDay('2026-03-29'),
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T21:59:59.000Z',
      'full day on spring-forward day lasts 23 h',
    ],
    [
      fullDay('2026-10-25'),
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T22:59:59.000Z',
      'full day on fall-back day lasts 25 h',
    ],
    [
      { ...evening, time_from: '00:00', time_to: '23:59' },
      '2026-05-09T22:00:00.000Z',
      '2026-05-10T21:59:59.000Z',
      '00:00–23:59 runs to 23:59:59',
    ],
    [
      { ...evening, date_to: '0000-00-00' },
      '2026-05-10T18:00:00.000Z',
      '2026-05-10T20:00:00.000Z',
      'unset date_to: same day',
    ],
    [
      { ...evening, date_to: '2026-05-12' },
      '2026-05-10T18:00:00.000Z',
      '2026-05-12T20:00:00.000Z',
      'several days: one continuous window',
    ],
    [
      { ...evening, time_from: '19:30:15', time_to: '21:45:30' },
      '2026-05-10T17:30:15.000Z',
      '2026-05-10T19:45:30.000Z',
      'times with seconds',
    ],
    [
      { ...evening, date_from: '2026-03-29', date_to: '2026-03-29', time_from: '02:30', time_to: '04:00' },
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
      'start in the skipped hour moves forward',
    ],
    [
      { ...evening, date_from: '2026-10-25', date_to: '2026-10-25', time_from: '01:00', time_to: '03:00' },
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
      'fall back: 01:00 CEST to 03:00 CET is 4 h',
    ],
    [
      { ...evening, time_from: null, time_to: null },
      '2026-05-09T22:00:00.000Z',
      '2026-05-10T21:59:59.000Z',
      'missing times: the whole day',
    ],
  ])('%j → %s … %s (%s)', (schedule, start, end) => {
    expect(eventStart(schedule)?.toISOString()).toBe(start);
    expect(eventEnd(schedule)?.toISOString()).toBe(end);
  });

  it.each([
    [{ ...evening, date_from: '0000-00-00', date_to: '0000-00-00' }],
    [{ ...evening, date_from: '', date_to: null }],
    [{ ...evening, date_from: null, date_to: undefined }],
    [{ ...evening, date_from: '2026-02-30', date_to: '2026-02-30' }],
  ])('no instants without a start date: %j', (schedule) => {
    expect(eventStart(schedule)).toBeNull();
    expect(eventEnd(schedule)).toBeNull();
  });
});

describe('eventTimingStatus', () => {
  const { ended, upcoming, ongoing } = EVENT_TIMING;
  it.each([
    [evening, '2026-05-10T17:59:59.999Z', upcoming, 'a millisecond before the start'],
    [evening, '2026-05-10T18:00:00.000Z', ongoing, 'at the start'],
    [evening, '2026-05-10T19:00:00.000Z', ongoing, 'during'],
    [evening, '2026-05-10T20:00:00.999Z', ongoing, 'within the last second'],
    [evening, '2026-05-10T20:00:01.000Z', ended, 'after the end'],
    [evening, '2026-04-01T12:00:00.000Z', upcoming, 'weeks before'],
    [fullDay('2026-05-10'), '2026-05-09T21:59:59.999Z', upcoming, 'full day: 23:59:59.999 the day before'],
    [fullDay('2026-05-10'), '2026-05-09T22:00:00.000Z', ongoing, 'full day: Warsaw midnight'],
    [fullDay('2026-05-10'), '2026-05-10T21:59:59.999Z', ongoing, 'full day: 23:59:59.999'],
    [fullDay('2026-05-10'), '2026-05-10T22:00:00.000Z', ended, 'full day: next Warsaw midnight'],
    [
      fullDay('2026-03-29'),
      '2026-03-28T22:59:59.000Z',
      upcoming,
      'spring forward: 23:59:59 CET the day before',
    ],
    [fullDay('2026-03-29'), '2026-03-28T23:00:00.000Z', ongoing, 'spring forward: midnight CET'],
    [fullDay('2026-03-29'), '2026-03-29T21:59:59.000Z', ongoing, 'spring forward: 23:59:59 CEST'],
    [fullDay('2026-03-29'), '2026-03-29T22:00:00.000Z', ended, 'spring forward: next midnight CEST'],
    [fullDay('2026-10-25'), '2026-10-24T22:00:00.000Z', ongoing, 'fall back: midnight CEST'],
    [fullDay('2026-10-25'), '2026-10-25T22:59:59.000Z', ongoing, 'fall back: 23:59:59 CET'],
    [fullDay('2026-10-25'), '2026-10-25T23:00:00.000Z', ended, 'fall back: next midnight CET'],
    [{ ...evening, date_from: '0000-00-00' }, '2030-01-01T00:00:00.000Z', upcoming, 'undated stays upcoming'],
  ])('%j at %s → %i (%s)', (schedule, now, expected, _why) => {
    expect(eventTimingStatus(schedule, at(now))).toBe(expected);
  });
});
