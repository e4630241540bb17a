import { describe, expect, it } from 'vitest';
import { EVENT_TIMING } from './event-timing';
import { videoWindowStatus } from './video-window';

const { ended, upcoming, ongoing } = EVENT_TIMING;

describe('videoWindowStatus', () => {
  it.each([
    [null, null, '2026-05-10T12:00:00Z', ongoing, 'no window'],
    ['0000-00-00', '0000-00-00', '2026-05-10T12:00:00Z', ongoing, 'zero dates are unset'],
    ['', '', '2026-05-10T12:00:00Z', ongoing, 'empty dates are unset'],
    ['2026-05-11', null, '2026-05-10T21:59:59.999Z', upcoming, 'before Warsaw midnight of available_from'],
    ['2026-05-11', null, '2026-05-10T22:00:00Z', ongoing, 'from Warsaw midnight'],
    ['2026-05-11 19:00', null, '2026-05-11T16:59:59Z', upcoming, 'wall clock with time, before'],
    ['2026-05-11 19:00', null, '2026-05-11T17:00:00Z', ongoing, 'wall clock with time, at'],
    ['2026-05-11T17:00:00.000Z', null, '2026-05-11T17:00:00Z', ongoing, 'ISO instant'],
    [new Date('2026-05-11T17:00:00Z'), null, '2026-05-11T16:00:00Z', upcoming, 'a Date'],
    [null, '2026-05-10', '2026-05-10T21:59:59.999Z', ongoing, 'date-only end runs to 23:59:59'],
    [null, '2026-05-10', '2026-05-10T22:00:00Z', ended, 'ended at the next Warsaw midnight'],
    [null, '2026-10-25', '2026-10-25T22:59:59Z', ongoing, 'end on the fall-back day: 23:59:59 CET'],
    [null, '2026-03-29', '2026-03-29T22:00:00Z', ended, 'end on the spring-forward day: midnight CEST'],
    [null, '2026-05-10 20:00', '2026-05-10T18:00:00.999Z', ongoing, 'end with time, within the second'],
    [null, '2026-05-10 20:00', '2026-05-10T18:00:01Z', ended, 'end with time, after'],
  ])('from %j to %j at %s → %i (%s)', (from, end, now, expected, _why) => {
    expect(videoWindowStatus({ available_from: from, end_date: end }, new Date(now))).toBe(expected);
  });
});
