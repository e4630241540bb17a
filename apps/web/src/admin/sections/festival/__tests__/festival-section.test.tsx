import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FestivalSection } from '../festival-section';
import { fakeApi } from '@/test-support/fake-api';
import { fill, renderAdmin, stubBrowser } from '../../../test-support';

const CONFIG = {
  festival_title: 'Festiwal Teatrów',
  festival_title_en: 'Theatre Festival',
  festival_short_dates: false,
  festival_show_finished: true,
  festival_reverse_finished: false,
  view_festival: true,
  maintenance: false,
};

const EVENTS = [
  {
    id: 7,
    slug: 'dziady',
    title: 'Dziady',
    date_from: '2020-05-01',
    date_to: '2020-05-01',
    time_from: '19:00',
    time_to: '21:00',
    full_day: false,
    published: false,
    is_festival: true,
  },
];

const COMMON = {
  'GET /api/appconfig/': { status: 200, body: CONFIG },
  'GET /api/events': { status: 200, body: EVENTS },
};

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('festival section', { timeout: 60_000 }, () => {
  test('lists every festival event with a link to edit it in events', async () => {
    const calls = fakeApi(COMMON);
    renderAdmin(<FestivalSection />);
    const link = await screen.findByRole('link', { name: 'Edytuj w wydarzeniach: Dziady' });
    expect(link.getAttribute('href')).toBe('/teapp-admin?view=events&edit=7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Zakończone')).toBeTruthy();
    expect(within(row).getByText('Nieopublikowane — poza listą festiwalu')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/events?date_from=2000-01-01&festival=true');
  });

  test('a switch saves at once; the titles save only what changed', async () => {
    const calls = fakeApi({
      ...COMMON,
      'PUT /api/appconfig': { status: 200, body: { ...CONFIG, festival_reverse_finished: true } },
    });
    renderAdmin(<FestivalSection />);
    const reverse = await screen.findByRole('switch', { name: 'Zakończone w odwrotnej kolejności' });
    await userEvent.click(reverse);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ festival_reverse_finished: true });
    expect(await screen.findByText('Zaktualizowano zmiany')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Zapisz tytuły' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const english = screen.getByLabelText('Tytuł festiwalu (angielski)');
    fill(english, 'Festival');
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').length).toBe(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({ festival_title_en: 'Festival' });
  });

  test('the home-page block switch asks first (issue 19, item 11): Cancel keeps it, the confirmation hides it', async () => {
    const calls = fakeApi({
      ...COMMON,
      'PUT /api/appconfig': { status: 200, body: { ...CONFIG, view_festival: false } },
    });
    renderAdmin(<FestivalSection />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Pokazuj blok festiwalu' }));
    let question = await screen.findByRole('dialog', { name: 'Ukryć „Festiwal” na stronie głównej?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Anuluj' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: 'Pokazuj blok festiwalu' }));
    // The first question may still be fading out: the new one is the last.
    question = (await screen.findAllByRole('dialog', { name: 'Ukryć „Festiwal” na stronie głównej?' })).at(
      -1,
    )!;
    await userEvent.click(within(question).getByRole('button', { name: 'Ukryj' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ view_festival: false });
  });

  test('a 422 on a title shows under it', async () => {
    fakeApi({
      ...COMMON,
      'PUT /api/appconfig': {
        status: 422,
        body: { statusCode: 422, message: 'Błąd', formError: { festival_title: 'form.validate.too_long' } },
      },
    });
    renderAdmin(<FestivalSection />);
    const polish = await screen.findByLabelText('Tytuł festiwalu (polski)');
    await userEvent.type(polish, ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz tytuły' }));
    const item = (await screen.findByLabelText('Tytuł festiwalu (polski)')).closest(
      '.ant-form-item',
    ) as HTMLElement;
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toBeTruthy());
  });
});
