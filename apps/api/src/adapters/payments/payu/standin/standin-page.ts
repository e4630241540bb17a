import { formatPrice } from '@scena/shared/catalog/money';
import { escapeHtml } from '../../../../lib/escape-html';

/** Texts of the stand-in's hosted payment page, in the buyer's language. */
const TEXT = {
  pl: {
    title: 'Płatność',
    sandbox: 'Środowisko testowe — żadne pieniądze nie zostaną pobrane',
    merchant: 'Zamówienie',
    amount: 'Do zapłaty',
    order: 'Numer zamówienia',
    method: 'Metoda płatności',
    blik: 'BLIK',
    blikCode: 'Kod BLIK (6 cyfr)',
    blikHint: 'W środowisku testowym działa dowolny 6-cyfrowy kod.',
    blikWrong: 'Wpisz 6 cyfr kodu BLIK.',
    card: 'Karta płatnicza',
    cardNumber: 'Numer karty testowej',
    transfer: 'Przelew online',
    bank: 'Bank',
    pay: 'Zapłać',
    decline: 'Odrzuć płatność',
    pending: 'Zostaw w toku',
    other: 'English',
    expired: 'Czas na płatność minął. Wróć do sklepu i złóż zamówienie ponownie.',
    done: { COMPLETED: 'To zamówienie zostało opłacone.', CANCELED: 'To zamówienie zostało anulowane.' },
    back: 'Wróć do sklepu',
    secure: 'Połączenie szyfrowane · PayU',
  },
  en: {
    title: 'Payment',
    sandbox: 'Test environment — no money will be taken',
    merchant: 'Purchase',
    amount: 'Amount due',
    order: 'Order number',
    method: 'Payment method',
    blik: 'BLIK',
    blikCode: 'BLIK code (6 digits)',
    blikHint: 'In the test environment any 6-digit code works.',
    blikWrong: 'Enter the 6 digits of your BLIK code.',
    card: 'Payment card',
    cardNumber: 'Test card number',
    transfer: 'Online bank transfer',
    bank: 'Bank',
    pay: 'Pay',
    decline: 'Decline payment',
    pending: 'Leave pending',
    other: 'Polski',
    expired: 'The time to pay has run out. Go back to the shop and order again.',
    done: { COMPLETED: 'This order has been paid.', CANCELED: 'This order has been cancelled.' },
    back: 'Back to the shop',
    secure: 'Encrypted connection · PayU',
  },
} as const;

export type StandinLanguage = keyof typeof TEXT;

export const STANDIN_BANKS = ['mBank', 'PKO BP', 'Pekao', 'ING', 'Santander', 'Millennium'] as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#eef1ef}
header{background:#0b7a3a;color:#fff}
.bar{max-width:560px;margin:0 auto;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px}
.logo{font-weight:800;font-size:1.4rem;letter-spacing:.02em}
.bar a{color:#fff}
.sandbox{margin:0;background:#fff4d6;color:#6b4400;border-bottom:1px solid #e8c66b;text-align:center;padding:8px 16px;font-size:.9rem}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
h1{font-size:1.35rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px}
dt{color:#4a4a4a}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.6rem;color:#0b5d2d}
fieldset{border:1px solid #b8bfbb;border-radius:10px;padding:12px 16px 16px;margin:0 0 20px}
legend{font-weight:700;padding:0 6px}
.method{border-top:1px solid #e3e6e4;padding:12px 0 4px}
.method:first-of-type{border-top:0}
.method>label{display:flex;gap:10px;align-items:center;font-weight:600;cursor:pointer}
input[type=radio]{width:20px;height:20px;accent-color:#0b7a3a}
.detail{margin:8px 0 0 30px}
.detail label{display:block;font-size:.95rem;margin-bottom:4px}
input[type=text],select{width:100%;max-width:260px;font:inherit;padding:10px 12px;border:1px solid #6f7772;border-radius:8px;background:#fff}
input[name=blikCode]{letter-spacing:.3em;font-size:1.2rem;max-width:180px}
.hint{color:#4a4a4a;font-size:.9rem;margin:4px 0 0}
.error{color:#b00020;font-weight:600;margin:6px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font:inherit;font-weight:700;border-radius:8px;padding:12px 20px;cursor:pointer;border:2px solid transparent}
.pay{background:#0b7a3a;color:#fff;flex:1 1 100%}
.pay:hover{background:#09652f}
.secondary{background:#fff;color:#1c1c1c;border-color:#6f7772;flex:1 1 160px}
.secondary:hover{background:#f2f4f3}
:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
.notice{margin:0 0 16px;font-weight:600}
footer{text-align:center;color:#4a4a4a;font-size:.85rem;margin:16px 0 32px}
`;

function layout(language: StandinLanguage, otherHref: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} — PayU</title>
<style>${STYLE}</style></head><body>
<header><div class="bar"><span class="logo" aria-label="PayU">PayU</span><a href="${escapeHtml(otherHref)}" lang="${language === 'pl' ? 'en' : 'pl'}">${t.other}</a></div></header>
<p class="sandbox">${t.sandbox}</p>
<main>${body}</main>
<footer>${t.secure}</footer></body></html>`;
}

export interface StandinPageOrder {
  orderId: string;
  extOrderId: string | null;
  description: string;
  totalAmount: number;
  continueUrl: string | null;
}

/** The payment page: the order, three methods, and Pay / Decline / Leave pending. */
export function paymentPage(
  order: StandinPageOrder,
  language: StandinLanguage,
  options: { action: string; otherHref: string; blikError?: boolean; method?: string; blikCode?: string },
): string {
  const t = TEXT[language];
  const method = options.method ?? 'blik';
  const checked = (name: string) => (method === name ? ' checked' : '');
  const banks = STANDIN_BANKS.map((bank) => `<option>${escapeHtml(bank)}</option>`).join('');
  const body = `<div class="card"><h1>${t.title}</h1>
<dl><dt>${t.merchant}</dt><dd>${escapeHtml(order.description)}</dd>
<dt>${t.order}</dt><dd>${escapeHtml(order.extOrderId ?? order.orderId)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(formatPrice(order.totalAmount, language))}</dd></dl>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="lang" value="${language}">
<fieldset><legend>${t.method}</legend>
<div class="method"><label><input type="radio" name="method" value="blik"${checked('blik')}> ${t.blik}</label>
<div class="detail"><label for="blik-code">${t.blikCode}</label>
<input type="text" id="blik-code" name="blikCode" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" value="${escapeHtml(options.blikCode ?? '')}" aria-describedby="blik-hint${options.blikError ? ' blik-error' : ''}"${options.blikError ? ' aria-invalid="true"' : ''}>
<p class="hint" id="blik-hint">${t.blikHint}</p>${options.blikError ? `<p class="error" id="blik-error" role="alert">${t.blikWrong}</p>` : ''}</div></div>
<div class="method"><label><input type="radio" name="method" value="card"${checked('card')}> ${t.card}</label>
<div class="detail"><label for="card-number">${t.cardNumber}</label>
<input type="text" id="card-number" name="cardNumber" value="4444 3333 2222 1111" readonly></div></div>
<div class="method"><label><input type="radio" name="method" value="transfer"${checked('transfer')}> ${t.transfer}</label>
<div class="detail"><label for="bank">${t.bank}</label><select id="bank" name="bank">${banks}</select></div></div>
</fieldset>
<div class="actions"><button class="pay" type="submit" name="action" value="pay">${t.pay} ${escapeHtml(formatPrice(order.totalAmount, language))}</button>
<button class="secondary" type="submit" name="action" value="decline">${t.decline}</button>
<button class="secondary" type="submit" name="action" value="pending">${t.pending}</button></div>
</form></div>`;
  return layout(language, options.otherHref, body);
}

/** A page for an order that can no longer be paid: expired, or already paid or cancelled. */
export function finishedPage(
  order: StandinPageOrder,
  language: StandinLanguage,
  state: 'expired' | 'COMPLETED' | 'CANCELED',
  otherHref: string,
): string {
  const t = TEXT[language];
  const text = state === 'expired' ? t.expired : t.done[state];
  const back = order.continueUrl ? `<p><a href="${escapeHtml(order.continueUrl)}">${t.back}</a></p>` : '';
  return layout(
    language,
    otherHref,
    `<div class="card"><h1>${t.title}</h1><p class="notice" role="status">${text}</p>${back}</div>`,
  );
}
