import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<h2>Tytuł</h2><p>Tekst <strong>ważny</strong>, <em>ten</em>, <b>b</b> <i>i</i> <u>u</u><br /></p>'],
    ['<h3>a</h3><h4>b</h4><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>cytat</blockquote>'],
    ['<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'],
    ['<img src="https://example.com/a.jpg" alt="Scena" width="300" height="200" />'],
    ['<img src="/media/a.jpg" alt="" />'],
  ])('keeps allowed markup: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x.jpg" onerror="alert(1)" />', '<img src="x.jpg" />'],
    ['<p onclick="alert(1)" style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a rel="noopener">a</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">a</a>', '<a rel="noopener">a</a>'],
    ['<a href="java\tscript:alert(1)">a</a>', '<a rel="noopener">a</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a rel="noopener">a</a>'],
    ['<a href="//evil.example/">a</a>', '<a rel="noopener">a</a>'],
    ['<img src="data:image/png;base64,AAAA" />', '<img />'],
    ['<img src="mailto:a@b.pl" />', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<style>p{}</style><form><input name="x"></form><p>a</p>', '<p>a</p>'],
    ['<h1>Duży</h1>', '<h2>Duży</h2>'],
    ['<div><span>tekst</span></div>', 'tekst'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('cleans %s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('keeps safe links and forces rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://teatr.pl" title="Teatr" target="_blank" rel="opener">t</a>')).toBe(
      '<a href="https://teatr.pl" title="Teatr" rel="noopener" target="_blank">t</a>',
    );
    expect(sanitizeHtml('<a href="/kontakt">k</a><a href="mailto:kasa@teatr.pl">m</a>')).toBe(
      '<a href="/kontakt" rel="noopener">k</a><a href="mailto:kasa@teatr.pl" rel="noopener">m</a>',
    );
    expect(sanitizeHtml('<a href="https://teatr.pl" target="_top">t</a>')).toBe(
      '<a href="https://teatr.pl" rel="noopener">t</a>',
    );
  });
});
