import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAdminEvent } from '@scena/shared/catalog/events';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { EventsSection } from '../events-section';
import { adminEvent } from '@/test-support/catalog-fixtures';
import { fakeApi } from '@/test-support/fake-api';
import { renderAdmin, stubBrowser } from '../../../test-support';

/** The live event runs all of today in Warsaw, whenever the test runs. */
const today = warsawToday();
const event = (overrides: Partial<TAdminEvent>) =>
  adminEvent({
    id: 1,
    slug: 'hamlet-live',
    title: 'Hamlet na żywo',
    date_from: today,
    date_to: today,
    time_from: '00:00',
    time_to: '23:59',
    video_id: 10,
    status: 1,
    video_link: '123',
    ...overrides,
  });

const LIST = [
  event({ id: 1 }),
  event({
    id: 2,
    slug: null,
    title: 'Wesele',
    date_from: '2099-05-01',
    date_to: '2099-05-01',
    time_from: '19:00',
    time_to: '21:30',
    published: false,
    video_link: null,
    event_price: 30,
  }),
];

const VIDEOS = [
  { id: 10, title: 'Hamlet' },
  { id: 11, title: 'Dziady' },
];

const COMMON = {
  'GET /api/events': { status: 200, body: LIST },
  'GET /api/videos': { status: 200, body: VIDEOS },
};

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function row(title: string) {
  return (await screen.findByText(title)).closest('tr') as HTMLElement;
}

/** Types into a date or time picker and confirms with Enter, as a keyboard user does. */
async function pick(input: HTMLElement, text: string) {
  await userEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('events section', { timeout: 60_000 }, () => {
  test('shows current events by default with time status and flags as text', async () => {
    const calls = fakeApi(COMMON);
    renderAdmin(<EventsSection />);
    const live = await row('Hamlet na żywo');
    expect(within(live).getByText('Trwa')).toBeTruthy();
    const later = await row('Wesele');
    expect(within(later).getByText('Wkrótce')).toBeTruthy();
    expect(within(later).getByText('Nieopublikowane')).toBeTruthy();
    expect(within(later).getByText('Niezdefiniowany link')).toBeTruthy();
    expect(within(live).queryByText('Niezdefiniowany link')).toBeNull();
    expect(within(later).getByText('30,00 zł')).toBeTruthy();
    expect(within(later).getByText('01.05.2099 19:00 – 21:30')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/events'))?.url).toBe('/api/events');
  });

  test('a search with the start after the end says "Niepoprawna data" and sends nothing', async () => {
    const calls = fakeApi(COMMON);
    renderAdmin(<EventsSection />);
    await row('Wesele');
    const search = screen.getByRole('search');
    await pick(within(search).getByLabelText('Od dnia'), '10.05.2026');
    await pick(within(search).getByLabelText('Do dnia'), '01.05.2026');
    await userEvent.click(within(search).getByRole('button', { name: 'Szukaj' }));
    expect(await within(search).findByText('Niepoprawna data.')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/events?')).length).toBe(0);

    await pick(within(search).getByLabelText('Do dnia'), '20.05.2026');
    await userEvent.click(within(search).getByLabelText('Tylko festiwalowe'));
    await userEvent.click(within(search).getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/events?date_from=2026-05-10&date_to=2026-05-20&festival=true',
      ),
    );
  });

  test('the drawer fills the title from the video and sends the JSON body', async () => {
    const calls = fakeApi({
      ...COMMON,
      'POST /api/events/': { status: 201, body: event({ id: 3, title: 'Dziady' }) },
    });
    renderAdmin(<EventsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj wydarzenie' }));
    const drawer = await screen.findByRole('dialog');
    const video = within(drawer).getByLabelText('Wideo');
    await userEvent.click(video);
    await userEvent.click(await screen.findByTitle('Dziady'));
    expect((within(drawer).getByLabelText('Tytuł') as HTMLInputElement).value).toBe('Dziady');
    await pick(within(drawer).getByLabelText('Data rozpoczęcia'), '01.12.2026');
    await pick(within(drawer).getByLabelText('Data zakończenia'), '01.12.2026');
    await pick(within(drawer).getByLabelText('Godzina rozpoczęcia (czas polski)'), '19:00');
    await pick(within(drawer).getByLabelText('Godzina zakończenia (czas polski)'), '21:00');
    await userEvent.click(within(drawer).getByLabelText('Zablokuj płatności'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/events/');
    expect(post.body).toMatchObject({
      title: 'Dziady',
      video_id: 11,
      date_from: '2026-12-01',
      date_to: '2026-12-01',
      time_from: '19:00',
      time_to: '21:00',
      enable_tickets: false,
      enable_codes: true,
      available_tickets: null,
      event_price: '0.00',
    });
  });

  test('a 422 from the API shows under its field', async () => {
    fakeApi({
      ...COMMON,
      'PUT /api/events/1': {
        status: 422,
        body: { statusCode: 422, message: 'Błąd', formError: { slug: 'form.validate.slug_taken' } },
      },
    });
    renderAdmin(<EventsSection />);
    const live = await row('Hamlet na żywo');
    await userEvent.click(within(live).getByRole('button', { name: /^Edytuj:/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));
    const error = await within(drawer).findByText('Ten odnośnik jest już zajęty.');
    expect(error.closest('.ant-form-item')?.textContent).toContain('Odnośnik (slug)');
  });

  test('delete asks first, then deletes', async () => {
    const calls = fakeApi({ ...COMMON, 'DELETE /api/events/2': { status: 200, body: { ok: true } } });
    renderAdmin(<EventsSection />);
    const later = await row('Wesele');
    await userEvent.click(within(later).getByRole('button', { name: /^Usuń:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/events/2')).toBe(true),
    );
  });

  test('?edit={id} opens that event in the drawer', async () => {
    fakeApi({ ...COMMON, 'GET /api/events/2': { status: 200, body: LIST[1] } });
    renderAdmin(<EventsSection />, '/teapp-admin?view=events&edit=2');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Edycja: Wesele')).toBeTruthy();
  });
});
