/** The static pages a new theatre starts with, in Polish and English (staff edit them in the back-office). */
export const SEED_PAGES = [
  {
    id: 1,
    slug: 'polityka',
    pl: {
      title: 'Polityka prywatności',
      content: `<h2>Kto przetwarza Twoje dane</h2>
<p>Administratorem Twoich danych osobowych jest teatr prowadzący tę platformę. W sprawach danych osobowych napisz do nas przez stronę <a href="/kontakt">Kontakt</a>.</p>
<h2>Jakie dane zbieramy i po co</h2>
<ul>
<li>Imię, nazwisko, adres e-mail, datę urodzenia i kraj — aby prowadzić Twoje konto, sprawdzać ograniczenia wiekowe i regionalne oraz udostępniać kupione wydarzenia i nagrania (art. 6 ust. 1 lit. b RODO).</li>
<li>Dane do faktury i historię zamówień — aby rozliczyć sprzedaż zgodnie z przepisami podatkowymi (art. 6 ust. 1 lit. c RODO).</li>
<li>Adres IP i datę ostatniego logowania — aby chronić konto przed nadużyciami (art. 6 ust. 1 lit. f RODO).</li>
<li>Adres e-mail do newslettera — tylko za Twoją zgodą, którą możesz wycofać w każdej chwili na stronie konta lub linkiem w wiadomości.</li>
</ul>
<h2>Pliki cookies</h2>
<p>Używamy plików niezbędnych do działania serwisu. Pliki analityczne i marketingowe zapisujemy dopiero po Twojej zgodzie wyrażonej na pasku cookies.</p>
<h2>Twoje prawa</h2>
<p>Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz sprzeciwu, a także prawo skargi do Prezesa Urzędu Ochrony Danych Osobowych. Konto możesz usunąć samodzielnie na stronie „Moje konto”.</p>`,
    },
    en: {
      title: 'Privacy policy',
      content: `<h2>Who processes your data</h2>
<p>The theatre that runs this platform is the controller of your personal data. For anything about your data, write to us through the <a href="/kontakt">Contact</a> page.</p>
<h2>What we collect and why</h2>
<ul>
<li>Your name, e-mail address, date of birth and country — to run your account, check age and regional restrictions and give you the events and videos you bought (Art. 6(1)(b) GDPR).</li>
<li>Invoice data and order history — to account for sales as tax law requires (Art. 6(1)(c) GDPR).</li>
<li>Your IP address and last sign-in time — to protect your account from abuse (Art. 6(1)(f) GDPR).</li>
<li>Your e-mail address for the newsletter — only with your consent, which you can withdraw at any time on your account page or with the link in every message.</li>
</ul>
<h2>Cookies</h2>
<p>We use cookies the service needs to work. Analytics and marketing cookies are stored only after you agree in the cookie bar.</p>
<h2>Your rights</h2>
<p>You may access, correct, erase, restrict, port and object to the processing of your data, and complain to the Polish data protection authority (UODO). You can delete your account yourself on the "My account" page.</p>`,
    },
  },
  {
    id: 2,
    slug: 'regulamin',
    pl: {
      title: 'Regulamin',
      content: `<h2>§1. Postanowienia ogólne</h2>
<p>Regulamin określa zasady korzystania z internetowej sceny teatru: oglądania transmisji na żywo i nagrań na żądanie, zakupu biletów, biletów grupowych i prezentów oraz korzystania z kodów rabatowych.</p>
<h2>§2. Konto</h2>
<p>Do zakupu i oglądania potrzebne jest konto. Podczas rejestracji podajesz prawdziwe dane i potwierdzasz adres e-mail. Z konta może jednocześnie korzystać jedno urządzenie — zalogowanie na innym kończy poprzednią sesję.</p>
<h2>§3. Zakupy i płatności</h2>
<p>Ceny podane są w złotych i zawierają podatek VAT. Płatności obsługuje operator płatności internetowych. Dostęp do wydarzenia lub nagrania otrzymujesz po zaksięgowaniu płatności.</p>
<h2>§4. Prawo odstąpienia od umowy</h2>
<p>Zamawiając dostęp do transmisji lub nagrania, prosisz o jego udostępnienie przed upływem terminu na odstąpienie od umowy i przyjmujesz do wiadomości, że tracisz prawo odstąpienia (art. 38 ustawy o prawach konsumenta).</p>
<h2>§5. Reklamacje</h2>
<p>Reklamacje przyjmujemy przez stronę <a href="/kontakt">Kontakt</a> i odpowiadamy na nie w ciągu 14 dni.</p>`,
    },
    en: {
      title: 'Terms of service',
      content: `<h2>§1. General</h2>
<p>These terms govern the theatre's online stage: watching live streams and videos on demand, buying tickets, group tickets and gifts, and using discount codes.</p>
<h2>§2. Account</h2>
<p>You need an account to buy and watch. When you sign up you give true data and confirm your e-mail address. One device at a time may use an account — signing in on another ends the previous session.</p>
<h2>§3. Purchases and payments</h2>
<p>Prices are in Polish złoty and include VAT. Payments are handled by an online payment operator. You get access to an event or video once the payment is confirmed.</p>
<h2>§4. Right of withdrawal</h2>
<p>When you order access to a stream or a video, you ask for it to be supplied before the withdrawal period ends and acknowledge that you lose the right of withdrawal (Art. 38 of the Polish Consumer Rights Act).</p>
<h2>§5. Complaints</h2>
<p>Send complaints through the <a href="/kontakt">Contact</a> page; we answer within 14 days.</p>`,
    },
  },
  {
    id: 3,
    slug: 'kontakt',
    pl: {
      title: 'Kontakt',
      content: `<p>Masz pytanie o bilet, transmisję albo swoje konto? Napisz do nas — odpowiadamy w dni robocze w godzinach 9:00–17:00.</p>
<p><strong>Biuro widza:</strong> <a href="mailto:widownia@scena.local">widownia@scena.local</a></p>
<p>Jeśli transmisja nie działa, podaj w wiadomości tytuł wydarzenia, godzinę i nazwę przeglądarki — szybciej pomożemy.</p>`,
    },
    en: {
      title: 'Contact',
      content: `<p>A question about a ticket, a stream or your account? Write to us — we answer on working days, 9:00–17:00.</p>
<p><strong>Audience office:</strong> <a href="mailto:widownia@scena.local">widownia@scena.local</a></p>
<p>If a stream does not play, tell us the event title, the time and your browser — we will help sooner.</p>`,
    },
  },
  {
    id: 4,
    slug: 'jakkupicbilet',
    pl: {
      title: 'Jak kupić bilet',
      content: `<ol>
<li>Załóż konto i potwierdź adres e-mail.</li>
<li>Wybierz wydarzenie z repertuaru lub nagranie z oferty VOD i kliknij „Kup”.</li>
<li>Zaznacz zgody, opcjonalnie poproś o fakturę, i zapłać u operatora płatności.</li>
<li>Gdy płatność zostanie zaksięgowana, przycisk zmieni się na „Oglądaj”.</li>
</ol>`,
    },
    en: {
      title: 'How to buy a ticket',
      content: `<ol>
<li>Create an account and confirm your e-mail address.</li>
<li>Choose an event from the repertoire or a video on demand and click "Buy".</li>
<li>Tick the consents, optionally ask for an invoice, and pay with the payment operator.</li>
<li>Once the payment is confirmed, the button changes to "Watch".</li>
</ol>`,
    },
  },
  {
    id: 5,
    slug: 'deklaracja-dostepnosci',
    pl: {
      title: 'Deklaracja dostępności',
      content: `<p>Teatr zobowiązuje się zapewnić dostępność swojej platformy internetowej zgodnie z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych.</p>
<h2>Stan dostępności</h2>
<p>Platforma jest zgodna ze standardem WCAG 2.1 na poziomie AA. Spektakle udostępniamy także w wersjach z tłumaczeniem na polski język migowy (PJM) i z audiodeskrypcją, a nagrania z napisami.</p>
<h2>Skróty i udogodnienia</h2>
<ul><li>Całą platformę można obsługiwać klawiaturą.</li><li>Slajder na stronie głównej ma przycisk pauzy i nie przewija się sam, gdy w systemie włączone jest ograniczenie ruchu.</li></ul>
<h2>Informacje zwrotne i dane kontaktowe</h2>
<p>Jeśli napotkasz barierę, napisz przez stronę <a href="/kontakt">Kontakt</a>. Masz prawo żądać zapewnienia dostępności cyfrowej lub dostępu alternatywnego.</p>`,
    },
    en: {
      title: 'Accessibility statement',
      content: `<p>The theatre is committed to making its online platform accessible in line with the Polish Act of 4 April 2019 on the digital accessibility of public bodies' websites and mobile applications.</p>
<h2>Compliance status</h2>
<p>The platform conforms to WCAG 2.1 level AA. Performances are also offered with Polish Sign Language (PJM) interpretation and with audio description, and videos with subtitles.</p>
<h2>Features</h2>
<ul><li>The whole platform can be used with a keyboard.</li><li>The home-page slider has a pause button and does not move by itself when reduced motion is set in your system.</li></ul>
<h2>Feedback and contact</h2>
<p>If you meet a barrier, write to us through the <a href="/kontakt">Contact</a> page. You may request digital accessibility or an alternative means of access.</p>`,
    },
  },
] as const;
