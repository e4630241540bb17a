import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CODES_PATH,
  adminSectionPath,
  adminUserPath,
  itemPath,
  loginHref,
  mailedLinkPath,
  orderStatusPath,
  paymentPath,
  staticPagePath,
  watchHref,
} from './site-paths';
import { isWebRoute } from './web-routes';

describe('the URL map', () => {
  it.each([
    [itemPath('video', { id: 3, slug: 'wesele' }), '/wideo/wesele'],
    [itemPath('event', { id: 7, slug: null }), '/wydarzenie/7'],
    [itemPath('event', { id: 7 }), '/wydarzenie/7'],
    [watchHref('/wideo/wesele'), '/wideo/wesele?ogladaj=true'],
    [loginHref('/wydarzenie/hamlet'), '/logowanie?redirect=%2Fwydarzenie%2Fhamlet'],
    [staticPagePath('regulamin'), '/n/regulamin'],
    [paymentPath('event', 12), '/platnosc/wydarzenie/12'],
    [paymentPath('video', '4'), '/platnosc/wideo/4'],
    [orderStatusPath('event', 'Ab_-9'), '/status-zamowienia/wydarzenie/Ab_-9'],
    [orderStatusPath('video', 'x'), '/status-zamowienia/wideo/x'],
    [orderStatusPath('gift', 'x'), '/status-zamowienia/prezent/x'],
    [orderStatusPath('group_ticket', 'x'), '/status-zamowienia/bilet-grupowy/x'],
    [adminUserPath(15), '/konto/15'],
    [adminSectionPath('promotion_codes'), '/teapp-admin?view=promotion_codes'],
    [ACCOUNT_CODES_PATH, '/konto#kody'],
    [mailedLinkPath('verify', 't0k', 'a+b@x.pl'), '/weryfikacja-konta?token=t0k&email=a%2Bb%40x.pl'],
    [mailedLinkPath('reset', 't0k', 'a@x.pl'), '/nowe-haslo?token=t0k&email=a%40x.pl'],
    [mailedLinkPath('admin_login', 't0k', 'a@x.pl'), '/logowanie?login_token=t0k&login_email=a%40x.pl'],
  ])('%s is %s, a page of the web app', (built, expected) => {
    expect(built).toBe(expected);
    expect(isWebRoute(built.replace(/[?#].*$/, '')), built).toBe(true);
  });

  it('encodes what could break out of its segment', () => {
    expect(orderStatusPath('gift', 'a/b?c')).toBe('/status-zamowienia/prezent/a%2Fb%3Fc');
    expect(itemPath('video', { id: 1, slug: 'ż/a' })).toBe('/wideo/%C5%BC%2Fa');
  });
});
