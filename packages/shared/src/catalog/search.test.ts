import { describe, expect, it } from 'vitest';
import { V } from '../validation/messages';
import { searchSnippet, SEARCH_SNIPPET_MAX, ZSearchQuery } from './search';

describe('searchSnippet', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['<p>Żółw</p>', 'Żółw'],
    ['<p>Pierwszy</p><p>drugi</p>', 'Pierwszy drugi'],
    ['<h2>Tytuł</h2>\n\n  <ul><li>a</li>\t<li>b</li></ul>', 'Tytuł a b'],
    ['Kot&nbsp;i&nbsp;pies', 'Kot i pies'],
    ['Romeo &amp; Julia', 'Romeo & Julia'],
    ['&lt;b&gt; to nie tag', '<b> to nie tag'],
    ['&quot;Wesele&quot; &#8222;Dziady&#8221; &#x141;&oacute;d&zacute;', '"Wesele" „Dziady” Łódź'],
    ['&Oacute;sma &ZDOT; &unknown; & samotny', 'Ósma &ZDOT; &unknown; & samotny'],
    ['Raz&hellip; dwa &ndash; trzy', 'Raz… dwa – trzy'],
    ['<p>a<br>b<br/>c</p>', 'a b c'],
    ['<script>alert(1)</script>Tekst<style>p{}</style>', 'Tekst'],
    ['<!-- uwaga -->Tekst', 'Tekst'],
    ['<a href="https://example.com/x">Link</a> dalej', 'Link dalej'],
    ['&#0; zero', '&#0; zero'],
  ])('%j → %j', (html, expected) => {
    expect(searchSnippet(html)).toBe(expected);
  });

  it('keeps a text of exactly the limit whole', () => {
    const text = 'a'.repeat(SEARCH_SNIPPET_MAX);
    expect(searchSnippet(text)).toBe(text);
  });

  it('cuts a long text at a word boundary, ellipsis included in the limit', () => {
    const text = Array.from({ length: 60 }, (_, i) => `słowo${i}`).join(' ');
    const snippet = searchSnippet(`<p>${text}</p>`);
    expect(snippet.length).toBeLessThanOrEqual(SEARCH_SNIPPET_MAX);
    expect(snippet.length).toBeGreaterThan(SEARCH_SNIPPET_MAX - 50);
    expect(snippet.endsWith('…')).toBe(true);
    expect(text.startsWith(snippet.slice(0, -1))).toBe(true);
    expect(text.charAt(snippet.length - 1)).toBe(' ');
  });

  it('drops punctuation before the ellipsis', () => {
    const text = `${'x'.repeat(180)} zdanie, ${'y'.repeat(30)}`;
    expect(searchSnippet(text)).toBe(`${'x'.repeat(180)} zdanie…`);
  });

  it('cuts hard when the last word is too long', () => {
    const text = `krótko ${'z'.repeat(300)}`;
    const snippet = searchSnippet(text);
    expect(snippet).toHaveLength(SEARCH_SNIPPET_MAX);
    expect(snippet).toBe(`${text.slice(0, SEARCH_SNIPPET_MAX - 1)}…`);
  });

  it('never splits a character made of two code units', () => {
    const snippet = searchSnippet('🎭'.repeat(250));
    expect(Array.from(snippet)).toHaveLength(SEARCH_SNIPPET_MAX);
    expect(snippet.endsWith('🎭…')).toBe(true);
  });
});

describe('ZSearchQuery', () => {
  it.each([
    [{ search: 'abc' }, 'abc'],
    [{ search: '  żół  ' }, 'żół'],
  ])('accepts %j', (input, search) => {
    expect(ZSearchQuery.parse(input)).toEqual({ search });
  });

  it.each([[{ search: 'ab' }], [{ search: '  ab  ' }], [{ search: '' }], [{}]])(
    'refuses %j with the minimum-length key',
    (input) => {
      const result = ZSearchQuery.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([V.minLength3]);
    },
  );

  it('refuses a very long query', () => {
    const result = ZSearchQuery.safeParse({ search: 'a'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe(V.tooLong);
  });
});
