import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TGroupTicketConfig } from '@scena/shared/commerce/group-ticket-settings';
import { adminPayment } from '@/test-support/payment-fixtures';
import { fakeApi, type Responder, writes } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { GroupTicketsSection } from '../group-tickets-section';

const GROUP: TGroupTicketConfig = {
  event_available: true,
  video_available: false,
  min_units: 5,
  max_units: 30,
  one_free: false,
  discount: 10,
};

/** The group-ticket settings with their state (a PUT changes what the next GET answers) and the list. */
function network(extra: Record<string, Responder> = {}) {
  let current = GROUP;
  return fakeApi({
    'GET /api/groupTickets/settings': () => ({ status: 200, body: current }),
    'PUT /api/groupTickets/settings': ({ body }) => {
      current = { ...current, ...(body as Partial<TGroupTicketConfig>) };
      return { status: 200, body: current };
    },
    '/api/groupTickets/': { status: 200, body: { orders: [], refunds: 0 } },
    ...extra,
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Zapisz zmiany' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a value and leaves the field, as a person moving on would (the rules run on blur). */
function enter(label: string, value: string) {
  fill(field(label), value);
  fireEvent.blur(field(label));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('group ticket settings', { timeout: 30_000 }, () => {
  test('shows the saved settings; Save is enabled only by a change', async () => {
    network();
    renderAdmin(<GroupTicketsSection />);
    expect((await screen.findByLabelText('Najmniej biletów')) as HTMLInputElement).toHaveProperty(
      'value',
      '5',
    );
    expect(field('Najwięcej biletów').value).toBe('30');
    expect(field('Rabat').value).toBe('10');
    expect(
      screen.getByRole('switch', { name: 'Bilety grupowe na wydarzenia' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('switch', { name: 'Jeden bilet gratis' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(isDisabled(saveButton())).toBe(true);
    fill(field('Rabat'), '15');
    expect(isDisabled(saveButton())).toBe(false);
    fill(field('Rabat'), '10');
    expect(isDisabled(saveButton())).toBe(true);
  });

  test('says the texts of §5 under the fields, and sends nothing', async () => {
    const calls = network();
    renderAdmin(<GroupTicketsSection />);
    await screen.findByLabelText('Najmniej biletów');
    enter('Najmniej biletów', '');
    expect(await screen.findByText('Proszę podać minimalną liczbę biletów.')).toBeTruthy();
    enter('Najwięcej biletów', '');
    expect(await screen.findByText('Proszę podać maksymalną liczbę biletów.')).toBeTruthy();
    enter('Najmniej biletów', 'dużo');
    expect(await screen.findByText('Nieprawidłowa wartość.')).toBeTruthy();
    enter('Rabat', '100');
    expect(await screen.findByText('Proszę podać wartość z zakresu 0-99')).toBeTruthy();
    await userEvent.click(saveButton());
    expect(writes(calls)).toEqual([]);
  });

  test('max below min is refused on max', async () => {
    const calls = network();
    renderAdmin(<GroupTicketsSection />);
    await screen.findByLabelText('Najmniej biletów');
    enter('Najmniej biletów', '12');
    enter('Najwięcej biletów', '10');
    await userEvent.click(saveButton());
    const message = await screen.findByText('Nieprawidłowa wartość.');
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe(field('Najwięcej biletów').id);
    expect(writes(calls)).toEqual([]);
  });

  test('Save sends all six as numbers and says "Zapisano zmiany"', async () => {
    const calls = network();
    renderAdmin(<GroupTicketsSection />);
    await screen.findByLabelText('Najmniej biletów');
    fill(field('Najmniej biletów'), ' 4 ');
    fill(field('Rabat'), '0');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        event_available: true,
        video_available: false,
        one_free: false,
        min_units: 4,
        max_units: 30,
        discount: 0,
      },
    ]);
    await waitFor(() => expect(isDisabled(saveButton())).toBe(true));
    expect(field('Najmniej biletów').value).toBe('4');
  });

  test('a failed save says what went wrong', async () => {
    network({
      'PUT /api/groupTickets/settings': {
        status: 500,
        body: { statusCode: 500, message: 'Wystąpił błąd. Prosimy spróbować później.' },
      },
    });
    renderAdmin(<GroupTicketsSection />);
    await screen.findByLabelText('Najmniej biletów');
    fill(field('Najwięcej biletów'), '40');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Wystąpił błąd: Wystąpił błąd. Prosimy spróbować później.')).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(false);
  });

  test('a toggle is saved at once with the saved numbers', async () => {
    const calls = network();
    renderAdmin(<GroupTicketsSection />);
    fill(await screen.findByLabelText('Rabat'), '50');
    await userEvent.click(screen.getByRole('switch', { name: 'Jeden bilet gratis' }));
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([{ ...GROUP, one_free: true }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Jeden bilet gratis' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    // The unsaved discount stays in the form, still waiting for Save.
    expect(field('Rabat').value).toBe('50');
    expect(isDisabled(saveButton())).toBe(false);
  });

  test('the price example follows the form: unit × N, one free, the discount rounded once', async () => {
    network({
      'GET /api/groupTickets/settings': { status: 200, body: { ...GROUP, one_free: true } },
    });
    renderAdmin(<GroupTicketsSection />);
    await screen.findByLabelText('Najmniej biletów');
    fill(field('Cena biletu'), '50');
    fill(field('Liczba biletów'), '8');
    // 8 × 50 = 400, one free → 350, 10 % off → 315.
    expect(screen.getByText('Grupa zapłaci: 315,00 zł')).toBeTruthy();
    expect(screen.getByText('jeden bilet gratis: −50,00 zł')).toBeTruthy();
    fill(field('Rabat'), '15');
    // 350 × 0.85 = 297.50
    expect(screen.getByText('Grupa zapłaci: 297,50 zł')).toBeTruthy();
    fill(field('Liczba biletów'), '2');
    expect(screen.getByText(/Podaj cenę biletu i liczbę biletów z dozwolonego zakresu/)).toBeTruthy();
  });
});

describe('ordered group tickets', { timeout: 30_000 }, () => {
  test('lists the orders with their quantity, the free ticket and the codes made', async () => {
    const order = adminPayment({
      productType: 'group_ticket',
      product_slug: 'event-3-8',
      product_quantity: 8,
      one_free: 1,
      amount: 315,
      codes: [
        {
          id: 1,
          code: 'GRUPA-AAAA',
          role: 'made',
          usage: [{ userId: 4, firstname: 'Ewa', lastname: 'Lis', used: true }],
        },
        { id: 2, code: 'GRUPA-BBBB', role: 'made', usage: [] },
      ],
      numberOfUses: 1,
    });
    const calls = network({ '/api/groupTickets/': { status: 200, body: { orders: [order], refunds: 0 } } });
    renderAdmin(<GroupTicketsSection />);
    expect(await screen.findByText('Zamówione bilety grupowe (1)')).toBeTruthy();
    expect(calls.some((call) => /^\/api\/groupTickets\/\?.*status=ALL/.test(call.url))).toBe(true);
    expect(screen.getByText('jeden gratis')).toBeTruthy();
    expect(screen.getByText('8')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kody zamówienia ext-1' }));
    expect(await screen.findByText('Wykorzystane kody: 1 z 2')).toBeTruthy();
    expect(screen.getByText('GRUPA-BBBB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ewa Lis' }).getAttribute('href')).toBe('/konto/4');
  });
});
