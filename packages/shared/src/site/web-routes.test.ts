import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes';

describe('the pages of the web app', () => {
  it('match as react-router matches them: one segment per parameter, an optional trailing slash, any case', () => {
    for (const pathname of [
      '/',
      '/logowanie',
      '/logowanie/',
      '/LOGOWANIE',
      '/n/o-teatrze',
      '/wydarzenie/hamlet-2026',
      '/wydarzenie/12/publiczne',
      '/wideo/wesele/publiczny',
      '/wideo/%C5%BCaba',
      '/platnosc/prezent',
      '/platnosc/bilet-grupowy/7',
      '/status-zamowienia/bilet-grupowy/abc-123',
      '/konto',
      '/konto/15',
      '/teapp-admin/uzytkownicy',
    ]) {
      expect(isWebRoute(pathname), pathname).toBe(true);
    }
  });

  it('are nothing else', () => {
    for (const pathname of [
      '/nie-ma-takiej-strony',
      '',
      '//',
      '/n',
      '/n/',
      '/n/a/b',
      '/wydarzenie',
      '/wydarzenie/',
      '/wydarzenie/hamlet/inne',
      '/wideo/wesele/publiczna',
      '/konto/15/zamowienia',
      '/teapp-admin/nieznana',
      '/platnosc/wydarzenie',
      '/status-zamowienia/inne/abc',
      '/logowanie.php',
    ]) {
      expect(isWebRoute(pathname), pathname).toBe(false);
    }
  });
});
