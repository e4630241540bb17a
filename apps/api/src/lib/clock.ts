/** The app's only source of "now": tests replace it to move time (link expiry, sessions, bars). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. It starts where the test says, never at the machine's now. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(value: Date | string): void {
    this.current = new Date(value).getTime();
  }
}
