import { describe, expect, it } from 'vitest';
import { parseProductSlug, productSlugOf, productTypeOfSegment } from './product-slug';

describe('product slugs (product-decisions §6)', () => {
  it.each([
    ['event-12', { type: 'event', id: 12 }],
    ['video-7', { type: 'video', id: 7 }],
    ['any', { type: 'any' }],
    ['event-12-8', { type: 'event', id: 12, quantity: 8 }],
    [' video-3 ', { type: 'video', id: 3 }],
  ])('reads %s', (text, expected) => expect(parseProductSlug(text)).toEqual(expected));

  it.each(['event-0', 'event-012', 'video-', 'foo-1', 'event-1-0', 'event-99999999999', 'EVENT-1', ''])(
    'refuses %j',
    (text) => expect(parseProductSlug(text)).toBeNull(),
  );

  it('writes them back', () => {
    expect(productSlugOf({ type: 'event', id: 12 })).toBe('event-12');
    expect(productSlugOf({ type: 'event', id: 12 }, 8)).toBe('event-12-8');
    expect(productSlugOf({ type: 'any' })).toBe('any');
    expect(productTypeOfSegment('wideo')).toBe('video');
    expect(productTypeOfSegment('koncert')).toBeNull();
  });
});
