import { describe, expect, test } from 'vitest';
import { formatBytes, formatDuration, formatSpeed } from '../format';
import { addSample, RATE_WINDOW_MS, transferRate, type RateSample } from '../transfer-rate';

const MB = 1024 ** 2;

function feed(points: Array<[number, number]>): RateSample[] {
  return points.reduce<RateSample[]>((samples, [at, bytes]) => addSample(samples, { at, bytes }), []);
}

describe('transfer rate', () => {
  test('no speed before a second of measuring', () => {
    expect(
      transferRate(
        feed([
          [0, 0],
          [900, 5 * MB],
        ]),
        100 * MB,
      ),
    ).toEqual({
      bytesPerSecond: null,
      secondsLeft: null,
    });
  });

  test('speed over the samples and the time the rest takes, rounded up', () => {
    const rate = transferRate(
      feed([
        [0, 0],
        [1000, 4 * MB],
        [2000, 10 * MB],
      ]),
      100 * MB,
    );
    expect(rate.bytesPerSecond).toBe(5 * MB);
    expect(rate.secondsLeft).toBe(18);
  });

  test('the window forgets a fast start: the speed is that of the last few seconds', () => {
    const samples = feed([
      [0, 0],
      [1000, 50 * MB],
      [2000, 51 * MB],
      [3000, 52 * MB],
      [4000, 53 * MB],
      [5000, 54 * MB],
      [6000, 55 * MB],
      [7000, 56 * MB],
    ]);
    expect(samples[0]!.at).toBe(7000 - RATE_WINDOW_MS);
    expect(transferRate(samples, 100 * MB).bytesPerSecond).toBe(MB);
  });

  test('a burst inside the window is smoothed, not taken as the speed', () => {
    const samples = feed([
      [0, 0],
      [4000, 4 * MB],
      [4050, 8 * MB],
    ]);
    expect(transferRate(samples, 100 * MB).bytesPerSecond).toBeCloseTo((8 * MB) / 4.05, 0);
  });

  test('a stall brings the speed down and the time left up', () => {
    const moving = feed([
      [0, 0],
      [1000, MB],
      [2000, 2 * MB],
    ]);
    const stalled = [3000, 4000].reduce((samples, at) => addSample(samples, { at, bytes: 2 * MB }), moving);
    const before = transferRate(moving, 10 * MB);
    const after = transferRate(stalled, 10 * MB);
    expect(after.bytesPerSecond!).toBeLessThan(before.bytesPerSecond!);
    expect(after.secondsLeft!).toBeGreaterThan(before.secondsLeft!);
  });

  test('nothing moving in the whole window: speed 0, time left unknown', () => {
    expect(
      transferRate(
        feed([
          [0, MB],
          [6000, MB],
        ]),
        10 * MB,
      ),
    ).toEqual({ bytesPerSecond: 0, secondsLeft: null });
  });

  test("a retry from the server's lower offset starts the measurement afresh", () => {
    const samples = feed([
      [0, 0],
      [1000, 10 * MB],
      [2000, 20 * MB],
      [2500, 15 * MB],
    ]);
    expect(samples).toEqual([{ at: 2500, bytes: 15 * MB }]);
    expect(transferRate(samples, 100 * MB).bytesPerSecond).toBeNull();
  });

  test('a resumed upload counts only the bytes moved since it resumed', () => {
    const rate = transferRate(
      feed([
        [0, 40 * MB],
        [2000, 44 * MB],
      ]),
      100 * MB,
    );
    expect(rate.bytesPerSecond).toBe(2 * MB);
    expect(rate.secondsLeft).toBe(28);
  });

  test('all sent: nothing left', () => {
    expect(
      transferRate(
        feed([
          [0, 0],
          [2000, 10 * MB],
        ]),
        10 * MB,
      ).secondsLeft,
    ).toBe(0);
  });
});

describe('formats', () => {
  test('sizes in binary units with the language decimal mark', () => {
    expect(formatBytes(10 * 1024 ** 3, 'pl')).toBe('10 GB');
    expect(formatBytes(1.5 * 1024 ** 3, 'pl')).toBe('1,5 GB');
    expect(formatBytes(1.5 * 1024 ** 3, 'en')).toBe('1.5 GB');
    expect(formatBytes(20 * MB, 'pl')).toBe('20 MB');
    expect(formatBytes(512, 'pl')).toBe('512 B');
  });

  test('speed always in MB/s', () => {
    expect(formatSpeed(12.34 * MB, 'pl')).toBe('12,3 MB/s');
    expect(formatSpeed(0.25 * MB, 'en')).toBe('0.3 MB/s');
  });

  test('durations', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});
