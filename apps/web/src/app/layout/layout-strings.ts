import { registerStrings } from '@/lib/i18n';

/**
 * The few texts of the layout parts that every page shows (bars, cookie consent, terms modal). They ship in the
 * initial JS, so they stay short; page texts belong in their feature's chunk.
 */
registerStrings({
  pl: {
    'layout.bars.label': 'Komunikaty serwisu',
    'layout.bars.info': 'Informacja:',
    'layout.bars.error': 'Ważne:',
    'layout.bars.dismiss': 'Zamknij komunikat',
    'layout.cookies.title': 'Pliki cookie',
    'layout.cookies.text':
      'Niezbędne pliki cookie pozwalają serwisowi działać. Za Twoją zgodą użyjemy też narzędzi analitycznych i marketingowych.',
    'layout.cookies.acceptAll': 'Akceptuję wszystkie',
    'layout.cookies.necessaryOnly': 'Tylko niezbędne',
    'layout.cookies.settings': 'Ustawienia',
    'layout.cookies.save': 'Zapisz wybór',
    'layout.cookies.purposes': 'Cele plików cookie',
    'layout.cookies.necessary': 'Niezbędne (zawsze włączone): logowanie, język i zapamiętanie tego wyboru',
    'layout.cookies.analytics': 'Analityczne (Google Tag Manager): jak korzystasz z serwisu',
    'layout.cookies.marketing': 'Marketingowe (piksel Meta): skuteczność naszych reklam',
    'layout.terms.title': 'Akceptacja regulaminu',
    'layout.terms.text':
      'Aby dalej korzystać z serwisu, zapoznaj się z regulaminem i polityką prywatności, a następnie je zaakceptuj.',
    'layout.terms.accept': 'Akceptuję',
  },
  en: {
    'layout.bars.label': 'Site notices',
    'layout.bars.info': 'Information:',
    'layout.bars.error': 'Important:',
    'layout.bars.dismiss': 'Close the notice',
    'layout.cookies.title': 'Cookies',
    'layout.cookies.text':
      'Necessary cookies make the site work. With your consent we also use analytics and marketing tools.',
    'layout.cookies.acceptAll': 'Accept all',
    'layout.cookies.necessaryOnly': 'Only necessary',
    'layout.cookies.settings': 'Settings',
    'layout.cookies.save': 'Save my choice',
    'layout.cookies.purposes': 'Cookie purposes',
    'layout.cookies.necessary': 'Necessary (always on): signing in, language and remembering this choice',
    'layout.cookies.analytics': 'Analytics (Google Tag Manager): how you use the site',
    'layout.cookies.marketing': 'Marketing (Meta pixel): how well our ads work',
    'layout.terms.title': 'Accept the terms',
    'layout.terms.text':
      'To keep using the site, please read the terms of service and the privacy policy, then accept them.',
    'layout.terms.accept': 'I accept',
  },
});
