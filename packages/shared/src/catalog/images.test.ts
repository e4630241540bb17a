import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, renditionWidths } from './images';

describe('renditionWidths', () => {
  it.each([
    [3000, [400, 800, 1200]],
    [1200, [400, 800, 1200]],
    [1000, [400, 800, 1000]],
    [800, [400, 800]],
    [600, [400, 600]],
    [400, [400]],
    [120, [120]],
  ])('an image %i px wide gets %j, never upscaled', (width, widths) => {
    expect(renditionWidths(width)).toEqual(widths);
  });
});

describe('IMAGE_LIMITS', () => {
  it('follows admin-content §5: slides 5200 KB and 4000 px; galleries shrunk to 2000 px', () => {
    expect(IMAGE_LIMITS.slide).toEqual({
      maxBytes: 5200 * 1024,
      maxPx: 4000,
      outputPx: 4000,
      maxOutputBytes: 4 * 1024 * 1024,
    });
    expect(IMAGE_LIMITS.gallery).toMatchObject({ outputPx: 2000, maxOutputBytes: 3 * 1024 * 1024 });
  });
});
