import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { HelpSection } from '../help-section';

const CONFIG = { ...ZAppConfig.parse({}), images: {} };

function fakeServer(overrides: Partial<typeof CONFIG> = {}) {
  let stored = { ...CONFIG, ...overrides };
  return fakeApi({
    'GET /api/appconfig/': () => ({ status: 200, body: stored }),
    'PUT /api/appconfig': (call: Call) => {
      stored = { ...stored, ...(call.body as object) };
      return { status: 200, body: stored };
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the help screen', { timeout: 30_000 }, () => {
  test('defines the five words of the glossary', async () => {
    fakeServer();
    renderAdmin(<HelpSection />);
    const glossary = screen.getByRole('region', { name: 'Słowniczek' });
    const terms = within(glossary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Widok repertuaru', 'Widok VOD', 'Widok festiwalowy', 'Wydarzenie', 'Wideo']);
    expect(within(glossary).getAllByRole('definition')).toHaveLength(5);
    expect(within(glossary).getByText(/Biblioteka nagrań na żądanie/)).toBeTruthy();
  });

  test('shows only the links that are set, opening in a new tab', async () => {
    fakeServer({ help_faq_url: 'https://teatr.example/faq' });
    renderAdmin(<HelpSection />);
    const faq = await screen.findByRole('link', { name: /Najczęściej zadawane pytania/ });
    expect(faq.getAttribute('href')).toBe('https://teatr.example/faq');
    expect(faq.getAttribute('target')).toBe('_blank');
    expect(faq.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /Panel zgłoszeń/ })).toBeNull();
  });

  test('says when no link is set; a new address is checked, saved, and its link appears', async () => {
    const calls = fakeServer();
    renderAdmin(<HelpSection />);
    expect(await screen.findByText(/Nie ustawiono jeszcze żadnego odnośnika/)).toBeTruthy();
    const settings = screen.getByRole('region', { name: 'Ustawienia odnośników' });
    const submissions = await within(settings).findByRole('textbox', { name: 'Adres panelu zgłoszeń' });
    const save = within(settings).getByRole('button', { name: 'Zapisz' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fill(submissions, 'http://zgloszenia.teatr.example');
    await userEvent.click(save);
    expect(await within(settings).findByText('Podaj pełny adres zaczynający się od https://.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fill(submissions, 'https://zgloszenia.teatr.example');
    await userEvent.click(save);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          url: '/api/appconfig',
          method: 'PUT',
          body: { help_submissions_url: 'https://zgloszenia.teatr.example' },
        },
      ]),
    );
    const link = await screen.findByRole('link', { name: /Panel zgłoszeń/ });
    expect(link.getAttribute('href')).toBe('https://zgloszenia.teatr.example');
  });
});
