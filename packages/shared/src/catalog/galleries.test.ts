import { describe, expect, it } from 'vitest';
import { ZGalleryForm } from './galleries';

describe('ZGalleryForm', () => {
  it.each([
    ['Premiera', 'Premiera'],
    ['  Żółta sala (2024) ', 'Żółta sala (2024)'],
    ['Próba #2 - 100% @scena.', 'Próba #2 - 100% @scena.'],
  ])('accepts %j', (name, parsed) => {
    expect(ZGalleryForm.parse({ name })).toEqual({ name: parsed });
  });

  it.each([
    [undefined, 'form.validate.required'],
    ['', 'form.validate.required'],
    ['  ', 'form.validate.required'],
    ['Opera & balet', 'form.validate.gallery_name'],
    ['<b>x</b>', 'form.validate.gallery_name'],
    ['a/b', 'form.validate.gallery_name'],
    ['a–b', 'form.validate.gallery_name'],
    ['x'.repeat(101), 'form.validate.max_100'],
  ])('refuses %j with %s', (name, key) => {
    expect(ZGalleryForm.safeParse({ name }).error?.issues[0]?.message).toBe(key);
  });
});
