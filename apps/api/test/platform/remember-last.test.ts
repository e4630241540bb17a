import { describe, expect, it } from 'vitest';
import { rememberLast } from '../../src/lib/remember-last';

describe('rememberLast', () => {
  it('computes again only when an input changes, per key', () => {
    let runs = 0;
    const joined = rememberLast((inputs) => {
      runs += 1;
      return inputs.join('+');
    });
    expect(joined('pl', ['a', 'b'])).toBe('a+b');
    expect(joined('pl', ['a', 'b'])).toBe('a+b');
    expect(runs).toBe(1);
    expect(joined('en', ['a', 'b'])).toBe('a+b');
    expect(runs).toBe(2);
    expect(joined('pl', ['a', 'c'])).toBe('a+c');
    expect(joined('pl', ['a'])).toBe('a');
    expect(runs).toBe(4);
    // Equal text read anew (another string in memory) is the same input.
    const long = 'x'.repeat(100_000);
    expect(joined('pl', [long])).toBe(long);
    expect(joined('pl', [JSON.parse(JSON.stringify(long)) as string])).toBe(long);
    expect(runs).toBe(5);
  });
});
