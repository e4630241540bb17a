import type { Language } from './language';
import { validationMessages } from './validation-messages';

/**
 * Texts of the message keys that both sides use: validation keys (form.validate.*, validation-messages.ts) and
 * error keys (error.*). The server answers `message` in the request's language from here; the web app merges
 * these into its language files, so a key is translated the same way wherever it is shown.
 */
export { DEFAULT_LANGUAGE, LANGUAGES, languageOr, type Language } from './language';

/** The texts of the error keys (error.*) and of the refusals the server names (catalog.*, commerce.*). */
export const serverMessages = {
  pl: {
    'commerce.refusal.signed_out': 'Zaloguj się, aby kupić.',
    'commerce.refusal.age': 'Zakup jest niedostępny ze względu na ograniczenie wiekowe.',
    'commerce.refusal.country': 'Zakup jest niedostępny w Twoim kraju.',
    'commerce.refusal.no_tickets': 'Brak biletów — wszystkie zostały sprzedane.',
    'commerce.refusal.ended': 'Wydarzenie już się zakończyło.',
    'commerce.refusal.payments_unavailable': 'Płatności za to wydarzenie są niedostępne.',
    'commerce.refusal.not_available': 'To nagranie nie jest już dostępne.',
    'commerce.refusal.access_held': 'Masz już dostęp.',
    'commerce.refusal.payment_pending': 'Twoja płatność jest w trakcie realizacji.',
    'commerce.refusal.refund_pending': 'Trwa zwrot płatności.',
    'commerce.refusal.code_used_up': 'Twój kod został już wykorzystany maksymalną liczbę razy.',
    'commerce.refusal.gifts_unavailable': 'Prezenty są niedostępne.',
    'commerce.refusal.group_unavailable': 'Bilety grupowe są niedostępne.',
    'error.purchase_refused': 'Zakup jest niedostępny.',
    'error.payment_unavailable': 'Nie udało się połączyć z systemem płatności. Spróbuj ponownie za chwilę.',
    'error.order_not_pending': 'To zamówienie nie czeka już na płatność.',
    'error.order_paid': 'Ta płatność została już zrealizowana — zamówienie jest opłacone.',
    'error.payment_link_expired': 'Do tej płatności nie można już wrócić. Anuluj ją i kup od nowa.',
    'error.validation': 'Popraw zaznaczone pola.',
    'error.bad_request': 'Niepoprawne żądanie.',
    'error.bad_multipart':
      'Nie udało się odczytać przesłanego formularza (uszkodzony lub niepełny). Wyślij go jeszcze raz.',
    'error.media_link_invalid': 'Link do nagrania wygasł lub jest nieprawidłowy.',
    'error.internal': 'Wystąpił błąd. Prosimy spróbować później.',
    'error.not_found': 'Nie znaleziono.',
    'error.session_expired': 'Twoja sesja wygasła. Zaloguj się ponownie.',
    'error.session_replaced':
      'Ktoś zalogował się na Twoje konto z innego urządzenia. Jeśli to nie Ty, zresetuj hasło.',
    'error.user_blocked': 'Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.',
    'error.not_admin': 'Brak uprawnień.',
    'error.invalid_credentials': 'Niepoprawny e-mail lub hasło.',
    'error.unverified': 'Konto nie zostało jeszcze zweryfikowane. Sprawdź skrzynkę e-mail.',
    'error.admin_link_sent': 'Wysłaliśmy link logowania na adres e-mail administratora.',
    'error.admin_link_invalid': 'Niepoprawny token logowania - link wygasł lub jest nieprawidłowy.',
    'error.verification_invalid': 'Link weryfikacyjny wygasł lub jest nieprawidłowy.',
    'error.already_verified': 'To konto jest już zweryfikowane. Możesz się zalogować.',
    'error.reset_invalid': 'Link do zmiany hasła wygasł lub jest nieprawidłowy.',
    'error.rate_limited': 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    'error.maintenance': 'Trwa przerwa techniczna.',
    'error.not_allowed_field': 'Nie możesz zmienić tego pola.',
    'error.not_entitled': 'Nie masz dostępu do tego nagrania.',
    'error.video_host_unavailable': 'Nie udało się połączyć z serwisem wideo. Spróbuj ponownie za chwilę.',
    'error.upload_no_space':
      'Na serwerze brakuje miejsca na ten plik. Zwolnij miejsce na dysku albo skontaktuj się z administratorem.',
    'error.upload_incomplete': 'Plik nie został przesłany do końca. Wybierz „Kontynuuj przesyłanie”.',
    'error.hosted_video_in_use':
      'To wideo jest używane w katalogu nagrań. Najpierw wybierz inne wideo w formularzu nagrania.',
    'catalog.playback.signed_out': 'Zaloguj się, aby obejrzeć.',
    'catalog.playback.banned': 'Twoje konto zostało zablokowane.',
    'catalog.playback.not_bought': 'Kup bilet, aby obejrzeć.',
    'catalog.playback.payment_pending': 'Płatność jest w trakcie realizacji.',
    'catalog.playback.age': 'To nagranie jest niedostępne ze względu na ograniczenie wiekowe.',
    'catalog.playback.country': 'To nagranie jest niedostępne w Twoim kraju.',
    'catalog.playback.not_yet_available': 'To nagranie nie jest jeszcze dostępne.',
    'catalog.playback.ended': 'To nagranie nie jest już dostępne.',
  },
  en: {
    'commerce.refusal.signed_out': 'Sign in to buy.',
    'commerce.refusal.age': 'Not available because of the age limit.',
    'commerce.refusal.country': 'Not available in your country.',
    'commerce.refusal.no_tickets': 'No tickets left — they are sold out.',
    'commerce.refusal.ended': 'The event has already ended.',
    'commerce.refusal.payments_unavailable': 'Payments for this event are not available.',
    'commerce.refusal.not_available': 'This recording is no longer available.',
    'commerce.refusal.access_held': 'You already have access.',
    'commerce.refusal.payment_pending': 'Your payment is being processed.',
    'commerce.refusal.refund_pending': 'A refund is in progress.',
    'commerce.refusal.code_used_up': 'Your code has been used the maximum number of times.',
    'commerce.refusal.gifts_unavailable': 'Gifts are not available.',
    'commerce.refusal.group_unavailable': 'Group tickets are not available.',
    'error.purchase_refused': 'This purchase is not available.',
    'error.payment_unavailable': 'We could not reach the payment system. Please try again in a moment.',
    'error.order_not_pending': 'This order is no longer waiting for payment.',
    'error.order_paid': 'This payment has already been made — the order is paid.',
    'error.payment_link_expired': 'This payment can no longer be resumed. Cancel it and buy again.',
    'error.validation': 'Please correct the marked fields.',
    'error.bad_request': 'Bad request.',
    'error.bad_multipart': 'The form could not be read (it is damaged or incomplete). Please send it again.',
    'error.media_link_invalid': 'The video link has expired or is invalid.',
    'error.internal': 'Something went wrong. Please try again later.',
    'error.not_found': 'Not found.',
    'error.session_expired': 'Your session has expired. Please sign in again.',
    'error.session_replaced':
      'Someone signed in to your account from another device. If it was not you, reset your password.',
    'error.user_blocked': 'Your account has been blocked. Please contact the administrator.',
    'error.not_admin': 'You do not have permission.',
    'error.invalid_credentials': 'Wrong e-mail or password.',
    'error.unverified': 'Your account is not verified yet. Check your e-mail.',
    'error.admin_link_sent': 'We sent a sign-in link to the administrator’s e-mail address.',
    'error.admin_link_invalid': 'Invalid sign-in token - the link has expired or is invalid.',
    'error.verification_invalid': 'The verification link has expired or is invalid.',
    'error.already_verified': 'This account is already verified. You can sign in.',
    'error.reset_invalid': 'The password link has expired or is invalid.',
    'error.rate_limited': 'Too many attempts. Please try again in a few minutes.',
    'error.maintenance': 'Maintenance in progress.',
    'error.not_allowed_field': 'You cannot change this field.',
    'error.not_entitled': 'You do not have access to this recording.',
    'error.video_host_unavailable': 'We could not reach the video service. Please try again in a moment.',
    'error.upload_no_space':
      'The server does not have enough free space for this file. Free some disk space or contact the administrator.',
    'error.upload_incomplete': 'The file has not been fully uploaded. Choose “Continue transfer”.',
    'error.hosted_video_in_use':
      'A video in the catalogue uses this file. Choose another file in that video’s form first.',
    'catalog.playback.signed_out': 'Sign in to watch.',
    'catalog.playback.banned': 'Your account has been blocked.',
    'catalog.playback.not_bought': 'Buy a ticket to watch.',
    'catalog.playback.payment_pending': 'Your payment is being processed.',
    'catalog.playback.age': 'This recording is unavailable because of its age limit.',
    'catalog.playback.country': 'This recording is unavailable in your country.',
    'catalog.playback.not_yet_available': 'This recording is not available yet.',
    'catalog.playback.ended': 'This recording is no longer available.',
  },
} as const satisfies Record<Language, Record<string, string>>;

function allMessages() {
  return {
    pl: { ...validationMessages.pl, ...serverMessages.pl },
    en: { ...validationMessages.en, ...serverMessages.en },
  } as const;
}

/**
 * Every text of a key both sides use: what the server translates `message` from. A pure call, so a web page that
 * registers only the server's texts does not carry the validation ones.
 */
export const messages = /* @__PURE__ */ allMessages();

export type MessageText = keyof (typeof messages)['pl'];

/** The text of a key in a language, falling back to Polish, then to the key itself. */
export function translateMessage(key: string, language: Language): string {
  return (
    (messages[language] as Record<string, string>)[key] ?? (messages.pl as Record<string, string>)[key] ?? key
  );
}

/** The language of an Accept-Language header: English when it leads with en, else Polish. */
export function languageFromHeader(header: string | undefined | null): Language {
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'pl';
}
