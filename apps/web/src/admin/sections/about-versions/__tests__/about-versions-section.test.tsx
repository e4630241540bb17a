import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi, headersOf } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';
import { AboutVersionsSection } from '../about-versions-section';
import { MarkdownView, parseMarkdown } from '../changelog-markdown';

const CHANGELOG = `# Changelog

Every change, newest first. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## 1.0.0 - 2026-11-26

### Added

- Restrictions screen: maintenance and the
  autoban.
- The \`GET /api/about\` call.

## 0.1.0 - 2026-11-22

- The foundation.
`;

const CHANGELOG_PL = `# Historia zmian

## 1.0.0 - 2026-11-26

### Dodane

- Ekran ograniczeń: przerwa techniczna i autoblokada.
`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the changelog markdown', () => {
  test('reads headings, lists with wrapped items and paragraphs', () => {
    expect(parseMarkdown(CHANGELOG)).toEqual([
      { kind: 'heading', level: 1, text: 'Changelog' },
      {
        kind: 'paragraph',
        text: 'Every change, newest first. The format follows [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).',
      },
      { kind: 'heading', level: 2, text: '1.0.0 - 2026-11-26' },
      { kind: 'heading', level: 3, text: 'Added' },
      {
        kind: 'list',
        items: ['Restrictions screen: maintenance and the autoban.', 'The `GET /api/about` call.'],
      },
      { kind: 'heading', level: 2, text: '0.1.0 - 2026-11-22' },
      { kind: 'list', items: ['The foundation.'] },
    ]);
  });

  test('never injects HTML and links only to https', () => {
    const source =
      '## <img src=x onerror=alert(1)>\n\n- [bad](javascript:alert(1)) and [good](https://example.com)\n\n<script>alert(1)</script>';
    const { container } = render(<MarkdownView blocks={parseMarkdown(source)} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com']);
    expect(container.textContent).toMatch(/bad.* and good/);
  });
});

describe('the versions screen', { timeout: 30_000 }, () => {
  test("lists the releases 1.8 to 1.10, then this product's version and changelog", async () => {
    fakeApi({ 'GET /api/about': { status: 200, body: { version: '1.0.0', changelog: CHANGELOG } } });
    renderAdmin(<AboutVersionsSection />);
    const releases = screen.getByRole('region', { name: 'Historia wersji panelu' });
    const headings = within(releases)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Wersja 1.10 — wydana 4 kwietnia 2023', 'Wersja 1.9', 'Wersja 1.8']);
    expect(within(releases).getByText(/odnośnik ważny 10 minut/)).toBeTruthy();

    const changelog = await screen.findByRole('region', { name: 'Scena 1.0.0: historia zmian' });
    expect(
      within(changelog)
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H2 Scena 1.0.0: historia zmian',
      'H3 1.0.0 - 2026-11-26',
      'H4 Added',
      'H3 0.1.0 - 2026-11-22',
    ]);
    expect(within(changelog).getByText('GET /api/about').tagName).toBe('CODE');
    expect(within(changelog).getByRole('link', { name: 'Keep a Changelog' })).toBeTruthy();
  });

  test("shows the release notes in the panel's language, and the other language's when it switches", async () => {
    const calls = fakeApi({
      'GET /api/about': (call) => ({
        status: 200,
        body: {
          version: '1.0.0',
          changelog: headersOf(call).get('accept-language') === 'en' ? CHANGELOG : CHANGELOG_PL,
        },
      }),
    });
    renderAdmin(<AboutVersionsSection />);
    const notes = await screen.findByRole('region', { name: 'Scena 1.0.0: historia zmian' });
    expect(within(notes).getByRole('heading', { name: 'Dodane' })).toBeTruthy();
    expect(within(notes).getByText(/Ekran ograniczeń/)).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByRole('heading', { name: 'Added' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Dodane' })).toBeNull();
      expect(calls.map((call) => headersOf(call).get('accept-language'))).toEqual(['pl', 'en']);
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  test('says so when the changelog cannot be loaded, with a retry', async () => {
    fakeApi({ 'GET /api/about': { status: 500, body: { statusCode: 500, message: 'Błąd serwera' } } });
    renderAdmin(<AboutVersionsSection />);
    expect(await screen.findByText('Nie udało się wczytać historii zmian')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
