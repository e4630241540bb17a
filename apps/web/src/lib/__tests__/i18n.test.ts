import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module decides its language when it loads: load it anew for each case. */
async function loadI18n() {
  vi.resetModules();
  return import('../i18n');
}

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'scena_lang=; Path=/; Max-Age=0';
});

describe('the starting language', () => {
  it('is Polish without a choice, and remembered for the server', async () => {
    expect((await loadI18n()).currentLanguage()).toBe('pl');
    expect(document.cookie).toContain('scena_lang=pl');
  });

  it('follows the stored choice first', async () => {
    window.localStorage.setItem('scena.lang', JSON.stringify('en'));
    document.cookie = 'scena_lang=pl; Path=/';
    expect((await loadI18n()).currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("falls back to the cookie the page's HTML was written by", async () => {
    document.cookie = 'scena_lang=en; Path=/';
    expect((await loadI18n()).currentLanguage()).toBe('en');
  });

  it('ignores a language it does not have', async () => {
    document.cookie = 'scena_lang=de; Path=/';
    expect((await loadI18n()).currentLanguage()).toBe('pl');
  });
});
