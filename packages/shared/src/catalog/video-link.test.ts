import { describe, expect, it } from 'vitest';
import { localVideoLink, parseVideoLink } from './video-link';
import { zVideoLink } from './videos';

const invalid = { kind: 'invalid', messageKey: 'form.validate.wrong' };

describe('parseVideoLink', () => {
  it.each([
    ['123456789', { kind: 'vimeo', id: '123456789', url: 'https://player.vimeo.com/video/123456789' }],
    ['  76979871 ', { kind: 'vimeo', id: '76979871', url: 'https://player.vimeo.com/video/76979871' }],
    ['https://player.vimeo.com/video/1', { kind: 'frame', url: 'https://player.vimeo.com/video/1' }],
    ['http://example.com/live?x=1', { kind: 'frame', url: 'http://example.com/live?x=1' }],
    ['HTTPS://EXAMPLE.COM/', { kind: 'frame', url: 'HTTPS://EXAMPLE.COM/' }],
    [
      '<iframe src="https://player.vimeo.com/video/1" allowfullscreen></iframe>',
      {
        kind: 'iframe',
        html: '<iframe src="https://player.vimeo.com/video/1" allowfullscreen></iframe>',
        src: 'https://player.vimeo.com/video/1',
      },
    ],
    [
      '<div><IFRAME width="640" src=\'https://vimeo.com/event/1/embed\'></IFRAME></div>',
      {
        kind: 'iframe',
        html: '<div><IFRAME width="640" src=\'https://vimeo.com/event/1/embed\'></IFRAME></div>',
        src: 'https://vimeo.com/event/1/embed',
      },
    ],
    ['<iframe></iframe>', { kind: 'iframe', html: '<iframe></iframe>', src: null }],
    ['local:42', { kind: 'local', id: '42' }],
    ['local:3f2a-bc_9', { kind: 'local', id: '3f2a-bc_9' }],
    ['local:', invalid],
    ['local:../etc/passwd', invalid],
    ['httpfoo', invalid],
    ['http://', invalid],
    ['https://exa mple.com', invalid],
    ['ftp://example.com/video', invalid],
    ['javascript:alert(1)', invalid],
    ['12a34', invalid],
    ['-123', invalid],
    ['12.5', invalid],
    ['vimeo.com/123', invalid],
    ['', invalid],
    ['   ', invalid],
    [null, invalid],
    [undefined, invalid],
  ])('%j → %j', (value, expected) => {
    expect(parseVideoLink(value)).toEqual(expected);
  });

  it('makes a local link that parses back', () => {
    expect(parseVideoLink(localVideoLink(17))).toEqual({ kind: 'local', id: '17' });
  });
});

describe('zVideoLink', () => {
  it.each([
    ['123', true, undefined],
    ['local:5', true, undefined],
    ['', false, 'form.validate.required'],
    ['abc', false, 'form.validate.wrong'],
  ])('%j → ok %s (%s)', (value, ok, key) => {
    const result = zVideoLink().safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(key);
  });
});
