import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS } from '@scena/shared';
import { layout } from '../../src/modules/notifications/mail-layout';
import { passwordResetMail, verificationMail } from '../../src/modules/notifications/mail-templates';
import { fillIn, lifetimeText } from '../../src/modules/notifications/mail-words';
import en from '../../src/modules/notifications/locales/en.json';
import pl from '../../src/modules/notifications/locales/pl.json';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every template of a language file by its key path, plural forms left out (their number differs). */
function templates(texts: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) => {
      if (prefix === '' && key === 'lifetime') return [];
      if (typeof value === 'string') return [[`${prefix}${key}`, value]];
      return Object.entries(templates(value as object, `${prefix}${key}.`));
    }),
  );
}

const places = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the mails’ words', () => {
  it('are the same templates in Polish and English, with the same places for values', () => {
    const polish = templates(pl);
    const english = templates(en);
    expect(Object.keys(english).sort()).toEqual(Object.keys(polish).sort());
    for (const [key, template] of Object.entries(polish))
      expect(places(english[key]!), key).toEqual(places(template));
  });

  it.each([
    [LINK_TTL_MS.verify, '48 godzin', '48 hours'],
    [LINK_TTL_MS.reset, '1 godzinę', '1 hour'],
    [LINK_TTL_MS.admin_login, '10 minut', '10 minutes'],
    [2 * HOUR, '2 godziny', '2 hours'],
    [22 * HOUR, '22 godziny', '22 hours'],
    [12 * HOUR, '12 godzin', '12 hours'],
    [MINUTE, '1 minutę', '1 minute'],
    [3 * MINUTE, '3 minuty', '3 minutes'],
    [90 * MINUTE, '90 minut', '90 minutes'],
  ])('say how long a link lives: %d ms is "%s", "%s"', (ms, polish, english) => {
    expect(lifetimeText(ms, 'pl')).toBe(polish);
    expect(lifetimeText(ms, 'en')).toBe(english);
  });

  it('count a link’s lifetime from the constant it is made with', () => {
    expect(verificationMail('pl', 'a@x.pl', 'Jan', 'http://h/v').text).toContain(
      `Link jest ważny przez ${lifetimeText(LINK_TTL_MS.verify, 'pl')}.`,
    );
    expect(passwordResetMail('en', 'a@x.pl', 'http://h/r').text).toContain(
      `The link is valid for ${lifetimeText(LINK_TTL_MS.reset, 'en')} and works once.`,
    );
  });

  it('fill a value in once: braces in what someone typed stay as typed', () => {
    expect(fillIn('Dzień dobry {{name}},', { name: '{{name}} {{x}}' })).toBe('Dzień dobry {{name}} {{x}},');
    expect(fillIn('{{missing}}', {})).toBe('{{missing}}');
  });
});

describe('the mail layout', () => {
  it('escapes every word and value in the HTML part and writes the text part as it is', () => {
    const typed = '<img src=x onerror=alert(1)> & "q"';
    const mail = layout(
      'a@x.pl',
      {
        subject: typed,
        greeting: typed,
        paragraphs: [typed],
        details: [[typed, typed]],
        action: typed,
        secondaryAction: typed,
        footer: typed,
        unsubscribe: typed,
      },
      { action: 'http://h/a?x="><script>', secondaryAction: 'http://h/b', unsubscribe: 'http://h/u' },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"q"');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(mail.text).toContain(`${typed}: http://h/b`);
  });

  it('leaves out a link that has no address, with its label', () => {
    const mail = layout(
      'a@x.pl',
      { subject: 's', greeting: 'g', paragraphs: [], action: 'Go', footer: 'f', unsubscribe: 'Wypisz' },
      { action: 'http://h/', unsubscribe: null },
    );
    expect(mail.text).not.toContain('Wypisz');
    expect(mail.html).not.toContain('Wypisz');
  });
});
