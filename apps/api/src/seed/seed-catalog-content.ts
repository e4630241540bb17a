import type { PaletteName } from './seed-catalog-images';

/**
 * The demo theatre's repertoire (seed-catalog.ts): real texts in Polish and English. Dates are not here but
 * relative to the seed time, as seed-catalog.ts computes them.
 */

export type CategoryKey = 'drama' | 'family' | 'music';

export const SEED_CATEGORIES: Array<{ key: CategoryKey; name: string; en: string }> = [
  { key: 'drama', name: 'Spektakle', en: 'Performances' },
  { key: 'family', name: 'Dla dzieci', en: 'For children' },
  { key: 'music', name: 'Koncerty i recitale', en: 'Concerts and recitals' },
];

interface Texts {
  title: string;
  subtitle: string;
  description: string;
  additional_desc: string;
}

export interface SeedVideo extends Texts {
  slug: string;
  en: Texts;
  categories: CategoryKey[];
  /** zł; 0 = free. */
  price: number;
  duration: number;
  age_restriction: number | null;
  weight: number;
  palette: PaletteName;
  /** Sign-language (PJM) and audio-description variants. */
  accessible?: boolean;
  restricted_access?: 'poland' | 'europe';
  /** 'ended': its window closed a week ago; 'soon': it opens in two weeks. */
  window?: 'ended' | 'soon';
  dashboard_hidden?: boolean;
  /** Shows the backstage gallery. */
  gallery?: boolean;
  tickets_expiration_time?: number;
}

export const SEED_VIDEOS: SeedVideo[] = [
  {
    slug: 'wesele',
    title: 'Wesele',
    subtitle: 'Stanisław Wyspiański · reżyseria Anna Zielińska',
    description:
      '<p>Listopadowa noc w bronowickiej chacie. Poeci, chłopi i mieszczanie bawią się na jednym weselu, a o północy przychodzą goście, których nikt nie zapraszał. Wyspiański pyta, czy potrafimy jeszcze razem działać — i nasza inscenizacja pyta o to samo.</p><p>Spektakl dostępny z tłumaczeniem na Polski Język Migowy, z audiodeskrypcją oraz z napisami po polsku i angielsku.</p>',
    additional_desc:
      '<p><strong>Obsada:</strong> Marta Lis (Panna Młoda), Piotr Gajewski (Pan Młody), Ewa Sikora (Rachela), Tomasz Wrona (Poeta), Jan Borowski (Chochoł).</p><p>Scenografia: Karolina Dąb · Muzyka: Michał Rój · Tłumaczenie na PJM: Agata Mroczek.</p>',
    en: {
      title: 'The Wedding',
      subtitle: 'Stanisław Wyspiański · directed by Anna Zielińska',
      description:
        '<p>A November night in a village cottage near Kraków. Poets, peasants and townsfolk dance at the same wedding, and at midnight guests arrive whom nobody invited. Wyspiański asks whether we can still act together — and so does our production.</p><p>Available with Polish Sign Language interpretation, audio description, and Polish and English subtitles.</p>',
      additional_desc:
        '<p><strong>Cast:</strong> Marta Lis (the Bride), Piotr Gajewski (the Groom), Ewa Sikora (Rachel), Tomasz Wrona (the Poet), Jan Borowski (the Straw Man).</p><p>Set design: Karolina Dąb · Music: Michał Rój · PJM interpretation: Agata Mroczek.</p>',
    },
    categories: ['drama'],
    price: 39.99,
    duration: 150,
    age_restriction: 12,
    weight: 100,
    palette: 'crimson',
    accessible: true,
    gallery: true,
  },
  {
    slug: 'dziady-czesc-iii',
    title: 'Dziady. Część III',
    subtitle: 'Adam Mickiewicz · Wielka Improwizacja na nowo',
    description:
      '<p>Wilno, cela klasztoru bazylianów. Młodzi więźniowie śpiewają, by nie oszaleć, a Konrad rzuca wyzwanie samemu Niebu. Kameralne, bardzo współczesne odczytanie dramatu o buncie i odpowiedzialności.</p>',
    additional_desc:
      '<p><strong>Obsada:</strong> Bartosz Kmieć (Konrad), Zofia Wilk (Ewa), Adam Kruk (Ksiądz Piotr), Igor Sadowski (Senator).</p><p>Nagranie dostępne wyłącznie w Polsce ze względu na prawa autorskie do muzyki.</p>',
    en: {
      title: "Forefathers' Eve, Part III",
      subtitle: 'Adam Mickiewicz · the Great Improvisation anew',
      description:
        '<p>Vilnius, a cell in the Basilian monastery. Young prisoners sing so as not to lose their minds, and Konrad challenges Heaven itself. An intimate, very contemporary reading of a drama about rebellion and responsibility.</p>',
      additional_desc:
        '<p><strong>Cast:</strong> Bartosz Kmieć (Konrad), Zofia Wilk (Eve), Adam Kruk (Father Peter), Igor Sadowski (the Senator).</p><p>Available in Poland only, because of the music rights.</p>',
    },
    categories: ['drama'],
    price: 34.9,
    duration: 130,
    age_restriction: 16,
    weight: 90,
    palette: 'ink',
    restricted_access: 'poland',
  },
  {
    slug: 'balladyna',
    title: 'Balladyna',
    subtitle: 'Juliusz Słowacki · baśń o władzy',
    description:
      '<p>Dwie siostry, dzban malin i korona, której nie da się udźwignąć. Słowacki opowiada baśń okrutną i zabawną zarazem, a nad jeziorem Gopło czuwa Goplana z Chochlikiem i Skierką.</p>',
    additional_desc:
      '<p><strong>Obsada:</strong> Natalia Rudnicka (Balladyna), Julia Pawlak (Alina), Krzysztof Mazur (Kirkor), Helena Bąk (Goplana).</p><p>Dostęp przez 48 godzin od pierwszego odtworzenia.</p>',
    en: {
      title: 'Balladyna',
      subtitle: 'Juliusz Słowacki · a fairy tale about power',
      description:
        '<p>Two sisters, a jug of raspberries and a crown too heavy to carry. Słowacki tells a tale both cruel and funny, while the nymph Goplana keeps watch over Lake Gopło.</p>',
      additional_desc:
        '<p><strong>Cast:</strong> Natalia Rudnicka (Balladyna), Julia Pawlak (Alina), Krzysztof Mazur (Kirkor), Helena Bąk (Goplana).</p><p>Access for 48 hours from the first playback.</p>',
    },
    categories: ['drama'],
    price: 29.9,
    duration: 115,
    age_restriction: 12,
    weight: 80,
    palette: 'forest',
    tickets_expiration_time: 48,
  },
  {
    slug: 'zemsta',
    title: 'Zemsta',
    subtitle: 'Aleksander Fredro · komedia o murze granicznym',
    description:
      '<p>Cześnik Raptusiewicz i Rejent Milczek dzielą jeden zamek i jeden mur, o który toczą wojnę. Wszystko psuje — albo naprawia — miłość Wacława i Klary. Fredro w najlepszym wydaniu: rymy, które śmieszą od dwustu lat.</p><p>Premiera online już wkrótce.</p>',
    additional_desc:
      '<p><strong>Obsada:</strong> Wojciech Nowicki (Cześnik), Roman Żak (Rejent), Aleksandra Fik (Klara), Filip Jasiński (Wacław), Leon Sowa (Papkin).</p>',
    en: {
      title: 'Revenge',
      subtitle: 'Aleksander Fredro · a comedy about a boundary wall',
      description:
        '<p>The hot-tempered Cupbearer and the silent Notary share one castle and one wall, over which they wage war. Love between Wacław and Klara spoils — or saves — everything. Fredro at his best: rhymes that have made audiences laugh for two hundred years.</p><p>Online premiere coming soon.</p>',
      additional_desc:
        '<p><strong>Cast:</strong> Wojciech Nowicki (the Cupbearer), Roman Żak (the Notary), Aleksandra Fik (Klara), Filip Jasiński (Wacław), Leon Sowa (Papkin).</p>',
    },
    categories: ['drama'],
    price: 29.9,
    duration: 120,
    age_restriction: null,
    weight: 70,
    palette: 'amber',
    window: 'soon',
  },
  {
    slug: 'calineczka',
    title: 'Calineczka',
    subtitle: 'Według Hansa Christiana Andersena · spektakl lalkowy',
    description:
      '<p>Dziewczynka nie większa od kciuka wyrusza w podróż przez łąki, stawy i mysie norki. Lalki, cienie i żywa muzyka — pierwsze spotkanie z teatrem dla najmłodszych widzów i ich rodzin.</p><p>Nagranie bezpłatne: wystarczy się zalogować.</p>',
    additional_desc:
      '<p><strong>Animacja lalek:</strong> Maria Górska, Szymon Kot, Lena Wróbel.</p><p>Dla dzieci od 4 lat.</p>',
    en: {
      title: 'Thumbelina',
      subtitle: 'After Hans Christian Andersen · a puppet show',
      description:
        '<p>A girl no bigger than a thumb sets off on a journey through meadows, ponds and mouse holes. Puppets, shadows and live music — a first meeting with theatre for the youngest audience and their families.</p><p>Free to watch: just sign in.</p>',
      additional_desc:
        '<p><strong>Puppeteers:</strong> Maria Górska, Szymon Kot, Lena Wróbel.</p><p>For children aged 4 and up.</p>',
    },
    categories: ['family'],
    price: 0,
    duration: 50,
    age_restriction: null,
    weight: 60,
    palette: 'rose',
  },
  {
    slug: 'pinokio',
    title: 'Pinokio',
    subtitle: 'Według Carla Collodiego · spektakl rodzinny',
    description:
      '<p>Drewniany pajac, który bardzo chce być prawdziwym chłopcem, ucieka z domu Dżepetta prosto w świat pełen pokus. Opowieść o kłamstwie, odwadze i o tym, że dorastać można w każdym wieku.</p>',
    additional_desc:
      '<p><strong>Obsada:</strong> Kacper Lis (Pinokio), Henryk Duda (Dżepetto), Ola Zając (Wróżka), Marek Kowal (Lis).</p><p>Dla dzieci od 6 lat.</p>',
    en: {
      title: 'Pinocchio',
      subtitle: 'After Carlo Collodi · a family show',
      description:
        "<p>A wooden puppet who longs to be a real boy runs away from Geppetto's home straight into a world full of temptations. A story about lying, courage, and growing up at any age.</p>",
      additional_desc:
        '<p><strong>Cast:</strong> Kacper Lis (Pinocchio), Henryk Duda (Geppetto), Ola Zając (the Fairy), Marek Kowal (the Fox).</p><p>For children aged 6 and up.</p>',
    },
    categories: ['family'],
    price: 19.9,
    duration: 75,
    age_restriction: null,
    weight: 50,
    palette: 'teal',
  },
  {
    slug: 'chopin-noca',
    title: 'Chopin nocą',
    subtitle: 'Recital fortepianowy przy świecach',
    description:
      '<p>Nokturny, mazurki i Ballada g-moll w foyer teatru, przy świecach. Pianistka Alicja Mróz prowadzi widzów przez noc z muzyką Fryderyka Chopina, opowiadając o listach kompozytora.</p>',
    additional_desc:
      '<p><strong>Program:</strong> Nokturn Es-dur op. 9 nr 2, Mazurki op. 17, Ballada g-moll op. 23, Polonez As-dur op. 53.</p>',
    en: {
      title: 'Chopin by Night',
      subtitle: 'A candlelit piano recital',
      description:
        "<p>Nocturnes, mazurkas and the G minor Ballade by candlelight in the theatre's foyer. Pianist Alicja Mróz guides the audience through a night with Fryderyk Chopin's music and tells stories from the composer's letters.</p>",
      additional_desc:
        '<p><strong>Programme:</strong> Nocturne in E-flat major, Op. 9 No. 2; Mazurkas, Op. 17; Ballade in G minor, Op. 23; Polonaise in A-flat major, Op. 53.</p>',
    },
    categories: ['music'],
    price: 24.9,
    duration: 70,
    age_restriction: null,
    weight: 40,
    palette: 'slate',
  },
  {
    slug: 'straszny-dwor-gala',
    title: 'Straszny dwór — koncert galowy',
    subtitle: 'Stanisław Moniuszko · orkiestra i chór Sceny',
    description:
      '<p>Najpiękniejsze arie i mazur ze „Strasznego dworu” w wykonaniu solistów, orkiestry i chóru teatru. Zapis sylwestrowej gali — był dostępny online do końca sezonu.</p>',
    additional_desc:
      '<p><strong>Soliści:</strong> Joanna Ryś (Hanna), Paweł Bielecki (Stefan), Marek Orzeł (Miecznik). Dyryguje Tadeusz Wawrzyniak.</p>',
    en: {
      title: 'The Haunted Manor — gala concert',
      subtitle: "Stanisław Moniuszko · the theatre's orchestra and choir",
      description:
        "<p>The finest arias and the mazurka from “The Haunted Manor” performed by soloists, the theatre's orchestra and choir. A recording of the New Year's Eve gala — it was available online until the end of the season.</p>",
      additional_desc:
        '<p><strong>Soloists:</strong> Joanna Ryś (Hanna), Paweł Bielecki (Stefan), Marek Orzeł (the Sword-bearer). Conducted by Tadeusz Wawrzyniak.</p>',
    },
    categories: ['music'],
    price: 24.9,
    duration: 95,
    age_restriction: null,
    weight: 30,
    palette: 'plum',
    window: 'ended',
  },
  {
    slug: 'koledy-i-pastoralki',
    title: 'Kolędy i pastorałki',
    subtitle: 'Koncert zespołu wokalnego Sceny',
    description:
      '<p>Od „Bóg się rodzi” po góralskie pastorałki — świąteczny koncert zespołu wokalnego teatru. Nagranie nie jest pokazywane na stronie głównej; można je obejrzeć z bezpośredniego linku.</p>',
    additional_desc:
      '<p><strong>Wykonawcy:</strong> zespół wokalny Sceny, kierownictwo muzyczne Beata Lipska.</p>',
    en: {
      title: 'Polish Christmas carols',
      subtitle: "A concert of the theatre's vocal ensemble",
      description:
        "<p>From “God is born” to highland pastorals — a Christmas concert by the theatre's vocal ensemble. The recording is not shown on the home page; it can be watched from a direct link.</p>",
      additional_desc:
        "<p><strong>Performers:</strong> the theatre's vocal ensemble, music director Beata Lipska.</p>",
    },
    categories: ['music'],
    price: 14.9,
    duration: 45,
    age_restriction: null,
    weight: 20,
    palette: 'amber',
    dashboard_hidden: true,
  },
];

/** When an event happens, relative to the seed time, in Warsaw wall-clock time. */
export type EventTiming =
  | { kind: 'days'; days: number; from: string; to: string }
  | { kind: 'full-day'; days: number }
  /** Started an hour ago, ends in two: on the air whenever the seed runs. */
  | { kind: 'ongoing' };

export interface SeedEvent {
  slug: string;
  title: string;
  subtitle: string;
  en: { title: string; subtitle: string };
  video: string;
  price: number;
  timing: EventTiming;
  is_festival?: boolean;
  available_tickets?: number;
  hide_time_to?: boolean;
}

export const SEED_EVENTS: SeedEvent[] = [
  {
    slug: 'wesele-premiera',
    title: 'Wesele — premiera online',
    subtitle: 'Pokaz premierowy z rozmową z twórcami po spektaklu',
    en: {
      title: 'The Wedding — online premiere',
      subtitle: 'The premiere screening, followed by a talk with the artists',
    },
    video: 'wesele',
    price: 39.99,
    timing: { kind: 'days', days: -12, from: '19:00', to: '21:45' },
  },
  {
    slug: 'dziady-na-zywo',
    title: 'Dziady — transmisja na żywo',
    subtitle: 'Wieczór z Mickiewiczem prosto ze sceny',
    en: { title: "Forefathers' Eve — live", subtitle: 'An evening with Mickiewicz straight from the stage' },
    video: 'dziady-czesc-iii',
    price: 34.9,
    timing: { kind: 'ongoing' },
  },
  {
    slug: 'balladyna-wieczor',
    title: 'Balladyna — wieczór ze Słowackim',
    subtitle: 'Pokaz online z wprowadzeniem reżyserki',
    en: {
      title: 'Balladyna — an evening with Słowacki',
      subtitle: "An online screening with the director's introduction",
    },
    video: 'balladyna',
    price: 29.9,
    timing: { kind: 'days', days: 3, from: '19:00', to: '21:00' },
  },
  {
    slug: 'calineczka-poranek',
    title: 'Calineczka — poranek dla dzieci',
    subtitle: 'Bezpłatny pokaz dla rodzin przez cały dzień',
    en: { title: 'Thumbelina — a morning for children', subtitle: 'A free all-day screening for families' },
    video: 'calineczka',
    price: 0,
    timing: { kind: 'full-day', days: 2 },
  },
  {
    slug: 'festiwal-chopin-noca',
    title: 'Festiwal Nowej Sceny: Chopin nocą',
    subtitle: 'Koncert otwarcia festiwalu',
    en: { title: 'New Stage Festival: Chopin by Night', subtitle: 'The festival opening concert' },
    video: 'chopin-noca',
    price: 24.9,
    timing: { kind: 'days', days: 5, from: '20:00', to: '21:15' },
    is_festival: true,
  },
  {
    slug: 'festiwal-pinokio',
    title: 'Festiwal Nowej Sceny: Pinokio',
    subtitle: 'Pokaz rodzinny — liczba biletów ograniczona',
    en: { title: 'New Stage Festival: Pinocchio', subtitle: 'A family screening — limited tickets' },
    video: 'pinokio',
    price: 19.9,
    timing: { kind: 'days', days: 6, from: '11:00', to: '12:15' },
    is_festival: true,
    available_tickets: 5,
    hide_time_to: true,
  },
];

export const SEED_SLIDES: Array<{
  title: string;
  text: string;
  url: string;
  palette: PaletteName;
  en: { title: string; text: string };
}> = [
  {
    title: 'Wesele z PJM i audiodeskrypcją',
    text: 'Spektakl Wyspiańskiego obejrzysz z tłumaczeniem na Polski Język Migowy, z audiodeskrypcją i z napisami.',
    url: '/wideo/wesele',
    palette: 'crimson',
    en: {
      title: 'The Wedding with PJM and audio description',
      text: "Watch Wyspiański's play with Polish Sign Language interpretation, audio description and subtitles.",
    },
  },
  {
    title: 'Festiwal Nowej Sceny',
    text: 'Koncert Chopinowski na otwarcie i rodzinny Pinokio — festiwalowe wieczory już wkrótce.',
    url: '/wydarzenie/festiwal-chopin-noca',
    palette: 'ink',
    en: {
      title: 'New Stage Festival',
      text: 'A Chopin concert to open it and a family Pinocchio — festival evenings are coming soon.',
    },
  },
  {
    title: 'Teatr dla najmłodszych',
    text: 'Calineczka za darmo dla wszystkich zalogowanych widzów. Zabierzcie dzieci do teatru bez wychodzenia z domu.',
    url: '/wydarzenie/calineczka-poranek',
    palette: 'rose',
    en: {
      title: 'Theatre for the youngest',
      text: 'Thumbelina is free for every signed-in viewer. Take the children to the theatre without leaving home.',
    },
  },
];

export const SEED_GALLERY = {
  name: 'Wesele za kulisami',
  images: [
    { title: 'Próba generalna', subtitle: 'Wesele · scena zbiorowa', palette: 'crimson' },
    { title: 'Garderoba', subtitle: 'Kostiumy Karoliny Dąb', palette: 'amber' },
    { title: 'Chochoł', subtitle: 'Jan Borowski przed wejściem', palette: 'forest' },
    { title: 'Ukłony', subtitle: 'Premiera · brawa na stojąco', palette: 'plum' },
  ],
} as const satisfies {
  name: string;
  images: Array<{ title: string; subtitle: string; palette: PaletteName }>;
};

/**
 * The hosted videos of one recording: a copy of the clip for each version it has, as a theatre uploads one file
 * per recording and version. So no two products share a file, and switching versions really switches the stream.
 */
export function seedRecordingHosted(video: Pick<SeedVideo, 'title' | 'slug'>) {
  return {
    standard: { name: `${video.title} — klip pokazowy (PL, EN)`, fileName: `${video.slug}.webm` },
    pjm: { name: `${video.title} — klip pokazowy, wersja PJM`, fileName: `${video.slug}-pjm.webm` },
    audioDescription: {
      name: `${video.title} — klip pokazowy z audiodeskrypcją`,
      fileName: `${video.slug}-audiodeskrypcja.webm`,
    },
  };
}

export const SEED_HOSTED_PENDING = {
  name: 'Zemsta — nagranie premiery (wysyłanie przerwane)',
  fileName: 'zemsta-premiera.mp4',
};
