import { describe, expect, it } from 'vitest';
import { sanitizeEmbedHtml, sanitizeHtml } from '../../src/lib/sanitize-html';

/**
 * The embed allow-list (an event's chat, an iframe stream link): iframes over https from the listed hosts and
 * nothing else. Each row is a way a pasted code has tried to smuggle in another host, a script or a handler.
 */

const GOOD = 'https://player.vimeo.com/event/123/chat';

describe('sanitizeEmbedHtml', () => {
  it('keeps an iframe of a listed host with its harmless attributes', () => {
    expect(
      sanitizeEmbedHtml(
        `<iframe src="${GOOD}" width="400" height="600" frameborder="0" allowfullscreen></iframe>`,
      ),
    ).toBe(`<iframe src="${GOOD}" width="400" height="600" frameborder="0" allowfullscreen></iframe>`);
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/chat"></iframe>'],
    ['a listed name as a subdomain', '<iframe src="https://player.vimeo.com.evil.example/"></iframe>'],
    ['a listed name as user info', '<iframe src="https://player.vimeo.com@evil.example/"></iframe>'],
    ['a listed name in the query only', '<iframe src="https://evil.example/?player.vimeo.com"></iframe>'],
    ['plain http', '<iframe src="http://player.vimeo.com/event/1"></iframe>'],
    ['protocol-relative', '<iframe src="//player.vimeo.com/event/1"></iframe>'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['javascript: entity-encoded', '<iframe src="jav&#x61;script:alert(1)"></iframe>'],
    ['data:', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['no source', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a script', '<script>alert(1)</script>'],
    ['svg', '<svg onload="alert(1)"><iframe src="https://evil.example"></iframe></svg>'],
    ['object', `<object data="${GOOD}"></object>`],
    ['a frameset', `<frameset><frame src="https://evil.example"></frameset>`],
    ['a backslash host', '<iframe src="https:\\\\evil.example\\player.vimeo.com"></iframe>'],
  ])('drops %s', (_label, html) => {
    const clean = sanitizeEmbedHtml(html);
    expect(clean).not.toMatch(/evil|script|alert|onload|object|frame src="(?!https:\/\/player\.vimeo\.com)/i);
  });

  it('strips handlers, srcdoc and styles from an allowed iframe', () => {
    const clean = sanitizeEmbedHtml(
      `<iframe src="${GOOD}" onload="alert(1)" srcdoc="<b>x</b>" style="position:fixed" name="top"></iframe>`,
    );
    expect(clean).toBe(`<iframe src="${GOOD}"></iframe>`);
  });
});

describe('sanitizeHtml, beyond test/pages/sanitize-html.test.ts', () => {
  it.each([
    ['an SVG image with a handler', '<img src="https://x.example/a.svg" onload="alert(1)">'],
    ['a handler in an unclosed tag', '<p <img src=x onerror=alert(1)>'],
    ['a comment that hides a script', '<!--><script>alert(1)</script>-->'],
    ['a base tag', '<base href="https://evil.example/">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['vbscript', '<a href="vbscript:msgbox(1)">a</a>'],
    ['a named frame target', '<a href="https://x.example" target="_parent">a</a>'],
    ['a math element with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ])('makes %s harmless', (_label, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/onload|onerror|<script|javascript:|vbscript:|<base|<meta|_parent|xlink/i);
  });
});
