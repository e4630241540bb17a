import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema';
import { createTestApp, DEMO_ACCOUNTS, sessionOf, type TestApp } from '../helpers';
import {
  buy,
  call as callAs,
  createEvent,
  createVideo,
  insertOrder,
  orderRow,
  PURCHASE,
  quickBuyers,
} from './support';

/** A company's request as the payment form sends it: the NIP is stored as its 10 digits. */
const COMPANY = {
  invoiceType: 'company',
  company: 'Teatr Przyjaciół sp. z o.o.',
  nip: 'PL 526-025-02-74',
  street: 'Krakowskie Przedmieście 1',
  postal_code: '00-071',
  city: 'Warszawa',
  state: 'mazowieckie',
  country_code: 'PL',
};
const PERSON = {
  invoiceType: 'person',
  firstname: 'Zofia',
  lastname: 'Żółkiewska',
  street: 'Długa 5/7',
  postal_code: '31-147',
  city: 'Kraków',
  state: 'małopolskie',
  country_code: 'PL',
};
/** The stored form of a request (ZInvoiceData's output), for orders made straight in the database. */
const STORED_PERSON = {
  invoiceType: 'person',
  company: null,
  nip: null,
  firstname: 'Jan',
  lastname: 'Kowalski',
  street: 'Rynek 1',
  postal_code: '50-101',
  city: 'Wrocław',
  state: 'dolnośląskie',
  country_code: 'PL',
};

type Invoice = { id: number; created_at: string; sent: boolean; sent_at: string | null };

describe('the invoices back-office (/api/invoices)', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    adminToken = await sessionOf(t.app, 'admin');
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    callAs(t, method, url, token, payload);

  async function list(query = ''): Promise<Invoice[]> {
    const response = await call('GET', `/api/invoices${query}`, adminToken);
    expect(response.statusCode, query).toBe(200);
    return response.json();
  }

  /** The ids of `list` that are among `ids`, in the list's order (other tests' requests are left out). */
  const among = (invoices: Invoice[], ids: number[]) =>
    invoices.map((invoice) => invoice.id).filter((id) => ids.includes(id));

  async function auditOf(orderId: number) {
    return t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
      .orderBy(asc(auditLog.id));
  }

  /** An event order with a company's invoice request, bought through the real purchase route. */
  async function boughtWithInvoice(invoice: Record<string, unknown> = COMPANY) {
    const event = await createEvent(t, adminToken);
    const [buyer] = await quickBuyers(t, 1);
    const response = await buy(t, buyer!.token, 'event', event.id, { ...PURCHASE, invoice });
    expect(response.statusCode).toBe(201);
    return { order: await orderRow(t, response.json().extOrderId), buyer: buyer!, event };
  }

  it('lists every invoice request of every kind of order, newest first, with the buyer and the data', async () => {
    const { order: eventOrder, buyer } = await boughtWithInvoice();
    const video = await createVideo(t);
    t.clock.advance(60_000);
    const videoAnswer = await buy(t, buyer.token, 'video', video.id, { ...PURCHASE, invoice: PERSON });
    expect(videoAnswer.statusCode).toBe(201);
    const videoOrder = await orderRow(t, videoAnswer.json().extOrderId);
    const gift = await insertOrder(t, {
      userId: buyer.id,
      kind: 'gift',
      status: 'COMPLETED',
      amountGrosze: 5000,
      descriptionPl: 'Bilet podarunkowy',
      invoice: STORED_PERSON,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    });
    const groupTicket = await insertOrder(t, {
      userId: buyer.id,
      kind: 'group_ticket',
      eventId: eventOrder.eventId,
      productQuantity: 5,
      status: 'COMPLETED',
      amountGrosze: 19960,
      invoice: STORED_PERSON,
      invoiceSentAt: new Date('2026-01-07T09:00:00Z'),
      createdAt: new Date('2026-01-06T10:00:00Z'),
    });
    const withoutInvoice = await insertOrder(t, {
      userId: buyer.id,
      status: 'COMPLETED',
      eventId: eventOrder.eventId,
      createdAt: new Date('2026-01-08T10:00:00Z'),
    });
    const ids = [eventOrder.id, videoOrder.id, gift.id, groupTicket.id, withoutInvoice.id];

    const all = await list();
    expect(among(all, ids)).toEqual([videoOrder.id, eventOrder.id, groupTicket.id, gift.id]);
    const dates = all.map((invoice) => invoice.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    expect(all.find((invoice) => invoice.id === eventOrder.id)).toEqual({
      id: eventOrder.id,
      userId: buyer.id,
      email: eventOrder.buyerEmail,
      firstname: 'Kupujący',
      lastname: eventOrder.buyerLastname,
      created_at: eventOrder.createdAt.toISOString(),
      extOrderId: eventOrder.extOrderId,
      productType: 'event',
      paymentStatus: 'PENDING',
      amount: 49.9,
      description: eventOrder.descriptionPl,
      sent: false,
      sent_at: null,
      data: {
        invoiceType: 'company',
        company: 'Teatr Przyjaciół sp. z o.o.',
        nip: '5260250274',
        firstname: null,
        lastname: null,
        street: 'Krakowskie Przedmieście 1',
        postal_code: '00-071',
        city: 'Warszawa',
        state: 'mazowieckie',
        country_code: 'PL',
      },
    });
    expect(all.find((invoice) => invoice.id === videoOrder.id)).toMatchObject({
      productType: 'video',
      amount: 29.9,
      data: { invoiceType: 'person', company: null, nip: null, firstname: 'Zofia', lastname: 'Żółkiewska' },
    });
    expect(all.find((invoice) => invoice.id === groupTicket.id)).toMatchObject({
      productType: 'group_ticket',
      paymentStatus: 'COMPLETED',
      amount: 199.6,
      sent: true,
      sent_at: '2026-01-07T09:00:00.000Z',
    });
    expect(all.find((invoice) => invoice.id === gift.id)).toMatchObject({
      productType: 'gift',
      description: 'Bilet podarunkowy',
      amount: 50,
    });

    expect(among(await list('?sent=unsent'), ids)).toEqual([videoOrder.id, eventOrder.id, gift.id]);
    expect(among(await list('?sent=sent'), ids)).toEqual([groupTicket.id]);
    expect(among(await list('?sent=all'), ids)).toEqual(among(all, ids));
  });

  it('marks an invoice sent and not sent again, each change with an audit row; a repeat changes nothing', async () => {
    const { order } = await boughtWithInvoice();
    const sentAt = new Date('2026-03-10T12:00:00Z');
    t.clock.set(sentAt);

    const sent = await call('PUT', `/api/invoices/${order.id}`, adminToken, { sent: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id: order.id, sent: true, sent_at: sentAt.toISOString() });
    expect((await orderRow(t, order.extOrderId)).invoiceSentAt).toEqual(sentAt);
    expect((await list('?sent=sent')).map((invoice) => invoice.id)).toContain(order.id);
    expect((await list('?sent=unsent')).map((invoice) => invoice.id)).not.toContain(order.id);

    // Marking it sent again keeps the first time and writes no second row.
    t.clock.advance(3600_000);
    const again = await call('PUT', `/api/invoices/${order.id}`, adminToken, { sent: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().sent_at).toBe(sentAt.toISOString());

    t.clock.advance(3600_000);
    const unsent = await call('PUT', `/api/invoices/${order.id}`, adminToken, { sent: false });
    expect(unsent.statusCode).toBe(200);
    expect(unsent.json()).toMatchObject({ id: order.id, sent: false, sent_at: null });
    const row = await orderRow(t, order.extOrderId);
    expect(row.invoiceSentAt).toBeNull();
    // The order itself is untouched: its status, amount and request stay as they were.
    expect(row).toMatchObject({
      status: order.status,
      amountGrosze: order.amountGrosze,
      updatedAt: order.updatedAt,
      invoice: order.invoice,
    });

    const audit = await auditOf(order.id);
    expect(audit.map((entry) => entry.action)).toEqual(['invoice.sent', 'invoice.unsent']);
    expect(audit[0]).toMatchObject({
      actorUserId: adminId,
      createdAt: sentAt,
      changes: { before: { invoice_sent_at: null }, after: { invoice_sent_at: sentAt.toISOString() } },
    });
    expect(audit[1]).toMatchObject({
      actorUserId: adminId,
      createdAt: new Date(sentAt.getTime() + 2 * 3600_000),
      changes: { before: { invoice_sent_at: sentAt.toISOString() }, after: { invoice_sent_at: null } },
    });

    // The order's history in the payments back-office shows the change.
    const detail = await call('GET', `/api/payments/${order.extOrderId}`, adminToken);
    expect(detail.json().history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['invoice.sent', 'invoice.unsent']),
    );
  });

  it('withdraws a request: the data and its sent mark go, the order stays, the audit row keeps the data', async () => {
    const { order } = await boughtWithInvoice();
    await call('PUT', `/api/invoices/${order.id}`, adminToken, { sent: true });
    const marked = await orderRow(t, order.extOrderId);

    const response = await call('DELETE', `/api/invoices/${order.id}`, adminToken);
    expect(response.statusCode).toBe(204);
    const row = await orderRow(t, order.extOrderId);
    expect(row.invoice).toBeNull();
    expect(row.invoiceSentAt).toBeNull();
    expect(row).toMatchObject({
      id: order.id,
      status: order.status,
      amountGrosze: order.amountGrosze,
      payuOrderId: order.payuOrderId,
      updatedAt: order.updatedAt,
    });
    expect((await list()).map((invoice) => invoice.id)).not.toContain(order.id);

    const withdrawal = (await auditOf(order.id)).find((entry) => entry.action === 'invoice.withdraw');
    expect(withdrawal).toMatchObject({
      actorUserId: adminId,
      changes: {
        before: { invoice: order.invoice, invoice_sent_at: marked.invoiceSentAt!.toISOString() },
        after: { invoice: null, invoice_sent_at: null },
      },
    });

    // Once withdrawn, there is no request left to mark or to withdraw.
    expect((await call('DELETE', `/api/invoices/${order.id}`, adminToken)).statusCode).toBe(404);
    expect((await call('PUT', `/api/invoices/${order.id}`, adminToken, { sent: true })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown order and for an order without a request, and writes nothing', async () => {
    const [buyer] = await quickBuyers(t, 1);
    const event = await createEvent(t, adminToken);
    const plain = await buy(t, buyer!.token, 'event', event.id);
    const order = await orderRow(t, plain.json().extOrderId);
    expect(order.invoice).toBeNull();

    for (const id of [order.id, 2_000_000_000]) {
      const put = await call('PUT', `/api/invoices/${id}`, adminToken, { sent: true });
      expect(put.statusCode, `PUT ${id}`).toBe(404);
      expect(put.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect((await call('DELETE', `/api/invoices/${id}`, adminToken)).statusCode, `DELETE ${id}`).toBe(404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('PUT', `/api/invoices/${id}`, adminToken, { sent: true })).statusCode, id).toBe(404);
      expect((await call('DELETE', `/api/invoices/${id}`, adminToken)).statusCode, id).toBe(404);
    }
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('refuses bad input with 422 and formError, and writes nothing', async () => {
    const { order } = await boughtWithInvoice();
    const bodies: Array<[unknown, Record<string, string>]> = [
      [{}, { sent: 'form.validate.required' }],
      [{ sent: 'yes' }, { sent: 'form.validate.wrong' }],
      [{ sent: 1 }, { sent: 'form.validate.wrong' }],
      [{ sent: null }, { sent: 'form.validate.wrong' }],
    ];
    for (const [body, formError] of bodies) {
      const response = await call('PUT', `/api/invoices/${order.id}`, adminToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().formError, JSON.stringify(body)).toEqual(formError);
    }
    for (const query of ['?sent=maybe', '?sent=']) {
      const response = await call('GET', `/api/invoices${query}`, adminToken);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().formError, query).toEqual({ sent: 'form.validate.wrong' });
    }
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('is documented in the OpenAPI description', async () => {
    const docs = (await call('GET', '/api/docs/json')).json() as { paths: Record<string, object> };
    expect(Object.keys(docs.paths['/api/invoices']!)).toEqual(['get']);
    expect(Object.keys(docs.paths['/api/invoices/{id}']!).sort()).toEqual(['delete', 'put']);
  });

  it('keeps every route to administrators: anonymous 401, standard, premium and the buyer 403', async () => {
    const { order, buyer } = await boughtWithInvoice();
    const standardToken = await sessionOf(t.app, 'standard');
    const premiumToken = await sessionOf(t.app, 'premium');
    const routes: Array<['GET' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices?sent=unsent'],
      ['PUT', `/api/invoices/${order.id}`, { sent: true }],
      ['PUT', `/api/invoices/${order.id}`, { sent: false }],
      ['DELETE', `/api/invoices/${order.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, standardToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, premiumToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, buyer.token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await orderRow(t, order.extOrderId)).toEqual(order);
    const written = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, String(order.id)),
          inArray(auditLog.action, ['invoice.sent', 'invoice.unsent', 'invoice.withdraw']),
        ),
      );
    expect(written).toEqual([]);
  });
});
