import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TUserCode } from '@scena/shared/commerce/codes';
import type { TAdminUserDetail } from '@scena/shared/users/user-list';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, writes, type Answer, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin, signInAdmin } from '../../../test-support';
import { UserDetailPage } from '../user-detail-page';
import { aBan, aDetail, adminUser, anOrder } from './user-fixtures';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const CODE: TUserCode = {
  id: 5,
  code_id: 5,
  code: 'JESIEN20',
  desc: 'Jesienna promocja',
  discount_percent: 20,
  discount_cash: null,
  event_id: null,
  video_id: null,
  product_id: 'any',
  product_title: null,
  product_path: null,
  expiration_date: '2026-12-31T22:59:00.000Z',
  activation_date: '2026-11-20T09:00:00.000Z',
  used: false,
  usage_date: null,
  state: 'active',
  cash_left: null,
};

/** The API as the server keeps it: writes change what the next reads answer. */
function fakeServer(options: { put?: Answer; detail?: Answer; firstBan?: Answer } = {}) {
  let firstBan = options.firstBan;
  let detail: TAdminUserDetail = aDetail({
    videoOrders: [
      anOrder({ id: 12, extOrderId: 'ext-12', productType: 'video', title: 'Chopin', status: 'PENDING' }),
    ],
  });
  let codes: TUserCode[] = [];
  return fakeApi((call: Call) => {
    const path = call.url.split('?')[0]!;
    if (call.method === 'GET' && path === '/api/users/7')
      return options.detail ?? { status: 200, body: detail };
    if (call.method === 'PUT' && path === '/api/users/7') {
      if (options.put) return options.put;
      detail = { ...detail, user: { ...detail.user, ...(call.body as object) } };
      return { status: 200, body: detail.user };
    }
    if (call.method === 'DELETE' && path === '/api/users/7') return { status: 200, body: { ok: true } };
    if (call.method === 'GET' && path === '/api/users/7/codes') return { status: 200, body: codes };
    if (call.method === 'POST' && path === '/api/users/7/codes') {
      codes = [CODE];
      return { status: 201, body: { status: 'activated', code: CODE } };
    }
    if (call.method === 'GET' && path === '/api/bans') return { status: 200, body: detail.bans };
    if (call.method === 'POST' && path === '/api/bans') {
      if (firstBan) {
        const answer = firstBan;
        firstBan = undefined;
        return answer;
      }
      const body = call.body as { reason: string; forever: boolean };
      const ban = aBan({ id: 3, reason: body.reason, forever: body.forever });
      detail = { ...detail, bans: [ban] };
      return { status: 201, body: ban };
    }
    if (call.method === 'POST' && path === '/api/mailing/7') {
      detail = { ...detail, user: { ...detail.user, mailing: true } };
      return { status: 200, body: { mailing: true } };
    }
    return undefined;
  });
}

function renderPage(userId = '7') {
  return renderAdmin(
    <>
      <UserDetailPage userId={userId} />
      <Where />
    </>,
    `/konto/${userId}`,
  );
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the administrator's user page", { timeout: 30_000 }, () => {
  test('shows the data, the terms state, the orders of each kind with links, and the IP', async () => {
    fakeServer();
    renderPage();
    expect(await screen.findByText('Zofia Wiśniewska')).toBeTruthy();
    expect(screen.getByText('widz@example.com')).toBeTruthy();
    // The last sign-in's address with its country, the flag named for screen readers.
    const ip = screen.getByText(/^203\.0\.113\.7/);
    expect(ip.textContent?.replace(/\s+/g, ' ')).toBe('203.0.113.7 Polska');
    expect(within(ip).getByRole('img', { name: 'Polska' })).toBeTruthy();
    expect(screen.getByText('aktualny regulamin zaakceptowany')).toBeTruthy();
    expect(screen.getByText('standardowy')).toBeTruthy();
    const ticket = screen.getByRole('link', { name: 'Wesele na żywo' });
    expect(ticket.getAttribute('href')).toBe('/wydarzenie/wesele-na-zywo');
    const row = ticket.closest('tr')!;
    expect(within(row).getByText('Opłacone')).toBeTruthy();
    expect(within(row).getByText(/49,90/)).toBeTruthy();
    expect(within(row).getByText('złożone 10.11.2026 19:30')).toBeTruthy();

    await userEvent.click(screen.getByText('Nagrania (1)'));
    const rental = (await screen.findByText('Chopin')).closest('tr')!;
    expect(within(rental).getByText('W trakcie')).toBeTruthy();
    expect(screen.getByText('Prezenty (0)')).toBeTruthy();
    expect(screen.getByText('Bilety grupowe (0)')).toBeTruthy();
  });

  test('Edytuj opens the form; a saved change is read again and edit mode closes', async () => {
    const calls = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    expect(screen.getByRole('button', { name: 'Cofnij' })).toBeTruthy();
    fill(screen.getByLabelText('Imię'), 'Zofia Maria');
    fill(screen.getByLabelText('Adres e-mail'), 'zofia@teatr.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    const [put] = writes(calls);
    expect(put).toMatchObject({
      url: '/api/users/7',
      method: 'PUT',
      body: { firstname: 'Zofia Maria', email: 'zofia@teatr.pl', role_id: 2, birthday: '1990-05-17' },
    });
    expect(put!.body).not.toHaveProperty('password');
    expect(await screen.findByText('Zofia Maria Wiśniewska')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edytuj' })).toBeTruthy();
    // The page was read again after the save.
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/users/7')).toHaveLength(2);
  });

  test('the shared schema refuses bad fields before anything is sent; the server puts its own under them', async () => {
    const calls = fakeServer({
      put: {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Niepoprawne dane',
          formError: { role_id: 'form.validate.admin_domain' },
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    fill(screen.getByLabelText('Imię'), 'Zofia<b>');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(
      await screen.findByText('Dozwolone są tylko litery, spacje, łączniki, myślniki i apostrofy.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fill(screen.getByLabelText('Imię'), 'Zofia');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(
      await screen.findByText('Rolę administratora można nadać tylko adresom z zaufanych domen.', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cofnij' })).toBeTruthy();
  });

  test('the newsletter switch subscribes the user at once', async () => {
    const calls = fakeServer();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Newsletter' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('wyłączony')).toBeTruthy();
    await userEvent.click(toggle);
    expect(await screen.findByText('Zapisano użytkownika do newslettera')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/mailing/7', method: 'POST', body: null }]);
    await waitFor(() => expect(screen.getByText('włączony')).toBeTruthy());
  });

  test('activates a code for the user with "Kod został aktywowany"', async () => {
    const calls = fakeServer();
    renderPage();
    expect(
      await screen.findByText('Użytkownik nie ma aktywowanych kodów.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fill(screen.getByLabelText('Kod'), 'jesien20');
    await userEvent.click(screen.getByRole('button', { name: 'Aktywuj kod' }));
    expect(await screen.findByText('Kod został aktywowany')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { url: '/api/users/7/codes', method: 'POST', body: { code: 'jesien20' } },
    ]);
    const row = (await screen.findByText('JESIEN20')).closest('tr')!;
    expect(within(row).getByText('20%')).toBeTruthy();
    expect(within(row).getByText('niewykorzystany')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Usuń kod JESIEN20' })).toBeTruthy();
  });

  test('the ban form: a week ahead by default, the refusal under the date; forever sends no date', async () => {
    // 00:30 in Warsaw, still the day before in UTC: a week ahead is counted in Warsaw's days. Only Date is
    // faked: the form's timers and user-event run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T23:30:00Z'));
    signInAdmin();
    // The server's clock has the last word on "in the future" (the browser's may be wrong).
    const calls = fakeServer({
      firstBan: {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Niepoprawne dane',
          formError: { expiration_date: 'form.validate.future_date' },
        },
      },
    });
    renderPage();
    const form = (await screen.findByRole('heading', { name: 'Zablokuj użytkownika' })).closest('section')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Zablokuj' }));
    expect(await within(form).findByText('Proszę podać datę w przyszłości.')).toBeTruthy();
    const [first] = writes(calls);
    const sent = first!.body as { expiration_date: string; reason: string };
    expect(sent.reason).toBe('nie określono');
    expect(sent.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(sent.expiration_date.slice(0, 10)).toBe('2026-12-06');

    await userEvent.click(within(form).getByLabelText('Na zawsze'));
    await userEvent.click(within(form).getByLabelText('Wyślij użytkownikowi e-mail o blokadzie'));
    await userEvent.click(within(form).getByRole('button', { name: 'Zablokuj' }));
    expect(await screen.findByText('Użytkownik został zablokowany i wylogowany')).toBeTruthy();
    expect(writes(calls).slice(1)).toEqual([
      {
        url: '/api/bans',
        method: 'POST',
        body: { user_id: 7, reason: 'nie określono', forever: true, expiration_date: null, send_email: true },
      },
    ]);
    expect(await screen.findByText('zablokowany na zawsze')).toBeTruthy();
  });

  test('deleting the account asks first, warns of the lost access, then goes back to the panel', async () => {
    const calls = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń konto' }));
    expect(await screen.findByText('Czy na pewno chcesz usunąć konto?')).toBeTruthy();
    expect(screen.getByText(/straci dostęp do wszystkich wydarzeń i nagrań/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń konto' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/teapp-admin'));
    expect(writes(calls)).toEqual([{ url: '/api/users/7', method: 'DELETE', body: null }]);
  });

  test('a deleted account is read-only; an unknown one says so; a failure says why', async () => {
    fakeServer({
      detail: { status: 200, body: aDetail({ user: adminUser({ role_id: 5, role: 'deleted' }) }) },
    });
    renderPage();
    expect(await screen.findByText(/To konto zostało usunięte/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń konto' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Zablokuj użytkownika' })).toBeNull();
    cleanup();

    fakeServer({ detail: { status: 404, body: { statusCode: 404, message: 'Nie znaleziono.' } } });
    renderPage();
    expect(await screen.findByText('Nie ma takiego użytkownika.')).toBeTruthy();
    cleanup();

    fakeServer({ detail: { status: 500, body: { statusCode: 500, message: 'Awaria' } } });
    renderPage();
    expect(await screen.findByText('Wystąpił błąd: Awaria')).toBeTruthy();
  });
});
