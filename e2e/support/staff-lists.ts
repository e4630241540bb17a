import { expect, type APIRequestContext } from '@playwright/test';
import { newBuyer, productId } from './buyer';

/**
 * The back-office's lists as a theatre's are (issue 19, item 8): orders of every kind by a buyer with a long name
 * and e-mail, a gift to a recipient with a long name, an invoice request for each with a long company name, and a
 * code with a long description. For the layout checks and the screenshots.
 */

const INVOICE = {
  invoiceType: 'company',
  company: 'Stowarzyszenie Miłośników Teatru Polskiego im. Heleny Modrzejewskiej',
  nip: '5260250274',
  street: 'ul. Długa 15/7',
  postal_code: '00-950',
  city: 'Warszawa',
  state: 'mazowieckie',
  country_code: 'PL',
};

/** Pays an order on the PayU stand-in's page as the buyer would (BLIK). */
async function pay(request: APIRequestContext, answer: { payu?: { orderId: string } }) {
  if (!answer.payu) return;
  const paid = await request.post(`/payu-standin/pay/${answer.payu.orderId}`, {
    form: { action: 'pay', method: 'blik', blikCode: '123456' },
  });
  expect(paid.status()).toBe(200);
}

/** Orders of every kind with long names, an invoice request each, and a code with a long description. */
export async function fillTheLists(request: APIRequestContext, adminToken: string) {
  const buyer = await newBuyer(request, 'maria.konstancja.wisniewska-przybyszewska', {
    firstname: 'Maria Konstancja',
    lastname: 'Wiśniewska-Przybyszewska',
  });
  const headers = { 'x-auth-token': buyer.token };
  const purchase = { tos: true, supply_consent: true, invoice: INVOICE };
  const eventId = await productId(request, 'event', 'dziady-na-zywo');
  const videoId = await productId(request, 'video', 'wesele');
  for (const [url, data] of [
    [
      '/api/gifts/',
      {
        ...purchase,
        productSlug: 'any',
        recipient_name: 'Konstanty Ildefons Gałczyński-Wielopolski',
        recipient_email: 'konstanty.ildefons.galczynski-wielopolski@example.com',
        message: 'Wszystkiego najlepszego z okazji urodzin! Do zobaczenia w teatrze.',
      },
    ],
    ['/api/groupTickets/', { ...purchase, productSlug: `event-${eventId}-12` }],
    [`/api/videopayments/${videoId}`, purchase],
  ] as const) {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    await pay(request, (await response.json()) as { payu?: { orderId: string } });
  }
  const code = await request.post('/api/codes', {
    headers: { 'x-auth-token': adminToken },
    data: {
      // Long, and new on every run against the same server.
      code: `JESIENNAPROMOCJA${Date.now().toString(36).toUpperCase()}`,
      desc: 'Jesienna promocja dla stałych widzów teatru: rabat na wszystkie spektakle, nagrania i transmisje',
      product_id: 'any',
      discount: '20%',
      limit: 100,
      expiration_date: '2030-12-31 23:59',
    },
  });
  expect(code.status(), await code.text()).toBe(201);
}
