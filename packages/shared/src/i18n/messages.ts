/**
 * Texts of the message keys that both sides use: validation keys (form.validate.*) and error keys (error.*).
 * The server answers `message` in the request's language from here; the web app merges these into its
 * language files, so a key is translated the same way wherever it is shown.
 */
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

export const messages = {
  pl: {
    'form.validate.required': 'To pole jest wymagane.',
    'form.validate.email': 'Niepoprawny adres e-mail.',
    'form.validate.passwd':
      'Hasło musi mieć co najmniej 8 znaków: litery, cyfry lub znaki @ ^ ( ) _ - $ # ! % * ? &.',
    'form.validate.passwdmatch': 'Hasła nie są takie same.',
    'form.validate.special_chars': 'Dozwolone są tylko litery, spacje, łączniki, myślniki i apostrofy.',
    'form.validate.date': 'Niepoprawna data.',
    'form.validate.min_age': 'Musisz mieć co najmniej 13 lat.',
    'form.validate.wrong_input_max2': 'Maksymalnie 2 znaki, bez znaczników HTML.',
    'form.validate.country': 'Wybierz kraj z listy.',
    'form.validate.wrong': 'Niepoprawna wartość.',
    'form.validate.too_long': 'Za długi tekst.',
    'form.validate.no_html': 'Znaczniki HTML są niedozwolone.',
    'form.validate.not_allowed': 'Tego pola nie można zmienić.',
    'form.validate.email_taken': 'Konto z tym adresem e-mail już istnieje.',
    'form.validate.admin_domain': 'Rolę administratora można nadać tylko adresom z zaufanych domen.',
    'form.validate.own_admin_role':
      'Nie możesz odebrać roli administratora samemu sobie — poproś o to innego administratora.',
    'form.validate.wrong_password': 'Niepoprawny e-mail lub hasło.',
    'form.validate.link_invalid': 'Link wygasł lub jest nieprawidłowy.',
    'form.validate.min_length_3': 'Wpisz co najmniej 3 znaki.',
    'form.validate.page_link': 'Niepoprawny odnośnik.',
    'form.validate.contact_email': 'Niepoprawny adres email.',
    'form.validate.ticket_validity': 'Niepoprawna wartość. Dozwolone wartości: 3, 6, 12, 24, 36, 48, 72.',
    'form.validate.slug': 'Dozwolone małe litery, cyfry i łączniki.',
    'form.validate.slug_taken': 'Ten odnośnik jest już zajęty.',
    'form.validate.future_date': 'Podaj datę w przyszłości.',
    'form.validate.mailing_age':
      'Newsletter jest dla osób, które ukończyły 16 lat. Sprawdź datę urodzenia w danych konta.',
    'form.validate.user_not_found': 'Nie ma takiego użytkownika.',
    'form.validate.ban_self': 'Nie możesz zablokować własnego konta.',
    'form.validate.category_name':
      'Niepoprawna nazwa. Dozwolone litery, cyfry, spacje i znaki ( ) ! - + # ? % @ .',
    'form.validate.language_required': 'Proszę wybrać język.',
    'form.validate.language': 'Niepoprawny język.',
    'form.validate.language_polish':
      'Polski to język podstawowy: zmień go w samym elemencie, nie w tłumaczeniu.',
    'form.validate.translation_exists': 'Tłumaczenie na ten język już istnieje.',
    'form.validate.max_100': 'Maksymalnie 100 znaków.',
    'form.validate.max_200': 'Maksymalnie 200 znaków.',
    'form.validate.max_500': 'Maksymalnie 500 znaków.',
    'form.validate.max_40': 'Maksymalnie 40 znaków.',
    'form.validate.range': 'Niepoprawny zakres.',
    'form.validate.date_order': 'Niepoprawna data: początek jest późniejszy niż koniec.',
    'form.validate.time_order': 'Niepoprawne godziny: początek jest późniejszy niż koniec.',
    'form.validate.slug_digits': 'Odnośnik nie może składać się z samych cyfr.',
    'form.validate.event_has_orders': 'Nie można usunąć wydarzenia, które ma zamówienia.',
    'form.validate.video_in_use': 'Nie można usunąć nagrania, które ma zamówienia lub wydarzenia.',
    'form.validate.video_not_uploaded': 'To nagranie nie zostało jeszcze przesłane do końca.',
    'form.validate.image_type': 'Niepoprawny format pliku. Dozwolone są tylko pliki JPG i PNG.',
    'form.validate.image_too_large': 'Zbyt duży rozmiar pliku.',
    'form.validate.image_dimensions': 'Zbyt duże wymiary obrazu (szerokość lub wysokość).',
    'form.validate.gallery_name': 'Niepoprawna nazwa. Dozwolone litery, cyfry i spacje.',
    'form.validate.gallery_full': 'Galeria może zawierać najwyżej 5 zdjęć.',
    'form.validate.slide_title': 'Proszę podać tytuł.',
    'form.validate.slide_text': 'Proszę podać tekst slajdu.',
    'form.validate.ad_link': 'Niepoprawny odnośnik.',
    'form.validate.newcontent_recent':
      'Powiadomienie o nowych treściach zostało wysłane mniej niż 10 minut temu.',
    'error.validation': 'Popraw zaznaczone pola.',
    'error.bad_request': 'Niepoprawne żądanie.',
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
    'form.validate.required': 'This field is required.',
    'form.validate.email': 'Invalid e-mail address.',
    'form.validate.passwd':
      'The password needs at least 8 characters: letters, digits or @ ^ ( ) _ - $ # ! % * ? &.',
    'form.validate.passwdmatch': 'The passwords do not match.',
    'form.validate.special_chars': 'Only letters, spaces, hyphens, dashes and apostrophes are allowed.',
    'form.validate.date': 'Invalid date.',
    'form.validate.min_age': 'You must be at least 13 years old.',
    'form.validate.wrong_input_max2': 'At most 2 characters, no HTML.',
    'form.validate.country': 'Choose a country from the list.',
    'form.validate.wrong': 'Invalid value.',
    'form.validate.too_long': 'Too long.',
    'form.validate.no_html': 'HTML tags are not allowed.',
    'form.validate.not_allowed': 'This field cannot be changed.',
    'form.validate.email_taken': 'An account with this e-mail address already exists.',
    'form.validate.admin_domain': 'The administrator role is only for addresses on trusted domains.',
    'form.validate.own_admin_role':
      'You cannot take the administrator role away from yourself: ask another administrator.',
    'form.validate.wrong_password': 'Wrong e-mail or password.',
    'form.validate.link_invalid': 'The link has expired or is invalid.',
    'form.validate.min_length_3': 'Type at least 3 characters.',
    'form.validate.page_link': 'Invalid link.',
    'form.validate.contact_email': 'Invalid e-mail address.',
    'form.validate.ticket_validity': 'Invalid value. Allowed values: 3, 6, 12, 24, 36, 48, 72.',
    'form.validate.slug': 'Lowercase letters, digits and hyphens only.',
    'form.validate.slug_taken': 'This slug is already taken.',
    'form.validate.future_date': 'Enter a date in the future.',
    'form.validate.mailing_age':
      'The newsletter is for people aged 16 or over. Check the date of birth in your account details.',
    'form.validate.user_not_found': 'There is no such user.',
    'form.validate.ban_self': 'You cannot block your own account.',
    'form.validate.category_name':
      'Invalid name. Letters, digits, spaces and ( ) ! - + # ? % @ . are allowed.',
    'form.validate.language_required': 'Please choose a language.',
    'form.validate.language': 'Invalid language.',
    'form.validate.language_polish':
      'Polish is the main language: change it on the item itself, not in a translation.',
    'form.validate.translation_exists': 'A translation into this language already exists.',
    'form.validate.max_100': 'At most 100 characters.',
    'form.validate.max_200': 'At most 200 characters.',
    'form.validate.max_500': 'At most 500 characters.',
    'form.validate.max_40': 'At most 40 characters.',
    'form.validate.range': 'Invalid range.',
    'form.validate.date_order': 'Invalid date: the start is after the end.',
    'form.validate.time_order': 'Invalid times: the start is after the end.',
    'form.validate.slug_digits': 'A slug cannot be digits only.',
    'form.validate.event_has_orders': 'An event with orders cannot be deleted.',
    'form.validate.video_in_use': 'A video with orders or events cannot be deleted.',
    'form.validate.video_not_uploaded': 'This video has not finished uploading yet.',
    'form.validate.image_type': 'Invalid file type. Only JPG and PNG files are allowed.',
    'form.validate.image_too_large': 'The file is too large.',
    'form.validate.image_dimensions': 'The image is too wide or too tall.',
    'form.validate.gallery_name': 'Invalid name. Letters, digits and spaces are allowed.',
    'form.validate.gallery_full': 'A gallery can hold at most 5 images.',
    'form.validate.slide_title': 'Please enter a title.',
    'form.validate.slide_text': 'Please enter the slide text.',
    'form.validate.ad_link': 'Invalid link.',
    'form.validate.newcontent_recent': 'The new-content notification was sent less than 10 minutes ago.',
    'error.validation': 'Please correct the marked fields.',
    'error.bad_request': 'Bad request.',
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
