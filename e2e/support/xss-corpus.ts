import type { Page } from '@playwright/test';

/**
 * A corpus of cross-site scripting payloads (issue 18, "The proof"), for every field staff or users can write.
 * Each payload, if it ever runs, calls `__xss(<its number>)` (or opens a dialog with it), which `armAgainstXss`
 * records, so a failure names the payload that got through. `kind` says which fields it suits: `markup` needs
 * `<` or `>` (fields that refuse markup answer 422), `text` has none (attribute breakouts, templates, escapes),
 * `url` is for link fields.
 */
export interface XssPayload {
  id: number;
  kind: 'markup' | 'text' | 'url';
  payload: string;
}

// The base64 of `<script>__xss(10)</script>`, for a data: URL.
const DATA_HTML_BASE64 = 'PHNjcmlwdD5fX3hzcygxMCk8L3NjcmlwdD4=';

export const XSS_CORPUS: readonly XssPayload[] = [
  { id: 1, kind: 'markup', payload: '<script>__xss(1)</script>' },
  { id: 2, kind: 'markup', payload: '<img src=x onerror=__xss(2)>' },
  { id: 3, kind: 'markup', payload: '<svg onload=__xss(3)>' },
  { id: 4, kind: 'markup', payload: '<iframe src="javascript:__xss(4)"></iframe>' },
  { id: 5, kind: 'markup', payload: '<a href="javascript:__xss(5)">x5</a>' },
  { id: 6, kind: 'markup', payload: '<a href="jaVaScRiPt:__xss(6)">x6</a>' },
  { id: 7, kind: 'markup', payload: '<a href="java&#x09;script:__xss(7)">x7</a>' },
  { id: 8, kind: 'markup', payload: '<a href="&#106;&#97;vascript&colon;__xss(8)">x8</a>' },
  { id: 9, kind: 'markup', payload: '<a href=" \njava\nscript:__xss(9)">x9</a>' },
  { id: 10, kind: 'markup', payload: `<a href="data:text/html;base64,${DATA_HTML_BASE64}">x10</a>` },
  { id: 11, kind: 'markup', payload: '<math><mtext><table><mglyph><style><img src=x onerror=__xss(11)>' },
  { id: 12, kind: 'markup', payload: "<style>@import 'https://xss.invalid/12.css';</style>" },
  { id: 13, kind: 'markup', payload: '"><svg/onload=__xss(13)>' },
  { id: 14, kind: 'markup', payload: '<form action="javascript:__xss(14)"><button>x14</button></form>' },
  { id: 15, kind: 'markup', payload: '<object data="javascript:__xss(15)"></object>' },
  { id: 16, kind: 'markup', payload: '<embed src="data:text/html,<script>__xss(16)</script>">' },
  { id: 17, kind: 'markup', payload: '<base href="javascript:__xss(17)//">' },
  { id: 18, kind: 'markup', payload: '<meta http-equiv="refresh" content="0;url=javascript:__xss(18)">' },
  { id: 19, kind: 'markup', payload: '<iframe srcdoc="<script>parent.__xss(19)</script>"></iframe>' },
  {
    id: 20,
    kind: 'markup',
    payload:
      "<svg><use href=\"data:image/svg+xml,<svg id='a' xmlns='http://www.w3.org/2000/svg'>" +
      "<image href='x' onerror='top.__xss(20)'/></svg>#a\"/></svg>",
  },
  {
    id: 21,
    kind: 'markup',
    payload: '<svg><a xlink:href="javascript:__xss(21)"><text y="9">x21</text></a></svg>',
  },
  { id: 22, kind: 'markup', payload: '<img src="x" onerror="&#95;&#95;xss(22)">' },
  { id: 23, kind: 'markup', payload: '<details open ontoggle=__xss(23)>x23</details>' },
  { id: 24, kind: 'markup', payload: '<form><button formaction="javascript:__xss(24)">x24</button></form>' },
  { id: 25, kind: 'markup', payload: '<noscript><p title="</noscript><img src=x onerror=__xss(25)>">' },
  { id: 26, kind: 'markup', payload: '<a href="vbscript:__xss(26)">x26</a>' },
  { id: 27, kind: 'markup', payload: '<img src="javascript:__xss(27)">' },
  { id: 28, kind: 'markup', payload: '<link rel=stylesheet href="https://xss.invalid/28.css">' },
  { id: 29, kind: 'markup', payload: '<p style="background:url(javascript:__xss(29))">x29</p>' },
  { id: 30, kind: 'markup', payload: '</textarea></title></script><img src=x onerror=__xss(30)>' },
  { id: 31, kind: 'markup', payload: '<!--<img src="--><img src=x onerror=__xss(31)//">' },
  { id: 32, kind: 'markup', payload: '<input autofocus onfocus=__xss(32)>' },
  { id: 33, kind: 'markup', payload: '<video><source onerror=__xss(33)></video>' },
  {
    id: 34,
    kind: 'markup',
    payload: '<a href="https://xss.invalid/" target="_top" onclick="__xss(34)">x34</a>',
  },
  { id: 35, kind: 'markup', payload: '<svg><script>__xss(35)</script></svg>' },
  {
    id: 36,
    kind: 'markup',
    payload: '<iframe src="https://player.vimeo.com/video/1" onload="__xss(36)"></iframe>',
  },
  { id: 37, kind: 'markup', payload: '<iframe src="https://xss.invalid/37"></iframe>' },
  { id: 38, kind: 'markup', payload: '＜script＞__xss(38)＜/script＞' },
  { id: 41, kind: 'text', payload: `" onmouseover="__xss(41)" x="` },
  { id: 42, kind: 'text', payload: `' autofocus onfocus='__xss(42)' x='` },
  { id: 43, kind: 'text', payload: "{{constructor.constructor('__xss(43)')()}}" },
  { id: 44, kind: 'text', payload: '${__xss(44)}' },
  { id: 45, kind: 'text', payload: '\\u003cimg src=x onerror=__xss(45)\\u003e' },
  { id: 46, kind: 'text', payload: '&lt;img src=x onerror=__xss(46)&gt;' },
  { id: 47, kind: 'text', payload: '&#60;svg onload=__xss(47)&#62;' },
  { id: 48, kind: 'text', payload: "');__xss(48);('" },
  { id: 51, kind: 'url', payload: 'javascript:__xss(51)' },
  { id: 52, kind: 'url', payload: 'JaVaScRiPt:__xss(52)' },
  { id: 53, kind: 'url', payload: 'java\tscript:__xss(53)' },
  { id: 54, kind: 'url', payload: ' \n javascript:__xss(54)' },
  { id: 55, kind: 'url', payload: 'java&#x09;script:__xss(55)' },
  { id: 56, kind: 'url', payload: `data:text/html;base64,${DATA_HTML_BASE64}` },
  { id: 57, kind: 'url', payload: 'vbscript:__xss(57)' },
  { id: 58, kind: 'url', payload: '//xss.invalid/58' },
  { id: 59, kind: 'url', payload: '/\\xss.invalid/59' },
  { id: 60, kind: 'url', payload: 'https://xss.invalid/60" onmouseover="__xss(60)' },
  { id: 61, kind: 'url', payload: 'javascript://%0a__xss(61)' },
  { id: 62, kind: 'url', payload: '/\t/xss.invalid/62' },
];

const ofKind = (...kinds: XssPayload['kind'][]) => XSS_CORPUS.filter((entry) => kinds.includes(entry.kind));

/** The payloads for a link field. */
export const URL_PAYLOADS = ofKind('url');

/**
 * A field's value: its tag (so its page can be told to show it), then as many payloads as fit in `max`
 * characters, starting at the `start`-th so that the short fields between them still try the whole corpus.
 * `markup: false` leaves out the payloads a no-markup field refuses (`<`, `>`).
 */
export function corpusValue(tag: string, options: { max: number; markup: boolean; start?: number }): string {
  const pool = options.markup ? ofKind('markup', 'text', 'url') : ofKind('text', 'url');
  const usable = pool.filter((entry) => options.markup || !/[<>]/.test(entry.payload));
  let value = tag;
  for (let index = 0; index < usable.length; index += 1) {
    const entry = usable[((options.start ?? 0) + index) % usable.length]!;
    const next = `${value} ${entry.payload}`;
    if (next.length > options.max) continue;
    value = next;
  }
  return value;
}

/** The whole corpus as one staff HTML document, each payload in a paragraph led by its number. */
export function corpusHtml(tag: string): string {
  return [`<p>${tag}</p>`, ...XSS_CORPUS.map((entry) => `<p>x${entry.id}: ${entry.payload}</p>`)].join('\n');
}

/** Embed codes (an event's chat, an iframe video link): the iframe payloads around one allowed iframe. */
export function corpusEmbed(tag: string): string {
  const iframes = XSS_CORPUS.filter((entry) => /<(iframe|object|embed|script|img|svg)/i.test(entry.payload));
  return [
    `<iframe src="https://player.vimeo.com/video/76979871" title="${tag}"></iframe>`,
    ...iframes.map((entry) => entry.payload),
  ].join('\n');
}

/** What one page showed of the corpus. */
export interface XssFinding {
  url: string;
  problem: string;
  html: string;
}

declare global {
  interface Window {
    __xss: (id: unknown) => void;
    __xssRan: unknown[];
  }
}

/**
 * Makes every frame of the page record a payload that runs: `__xss(n)` and any dialog (alert, confirm,
 * prompt). Call once per page, before its first navigation.
 */
export async function armAgainstXss(page: Page, ran: string[]) {
  await page.addInitScript(() => {
    window.__xssRan = [];
    window.__xss = (id) => {
      window.__xssRan.push(id);
      try {
        window.top?.__xssRan.push(id);
      } catch {
        // A cross-origin top: this frame's own list keeps it.
      }
    };
  });
  page.on('dialog', (dialog) => {
    ran.push(`dialog ${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
}

/**
 * Inspects the page as it is now (every frame): payloads that ran, and anything in the DOM through which one
 * could — an inline handler, a script or style that is not the app's own, a link or source with a script or
 * HTML scheme, or an element a page of ours never has (object, embed, base, meta http-equiv, srcdoc).
 */
export async function findXss(page: Page): Promise<XssFinding[]> {
  const findings: XssFinding[] = [];
  // A player's frame that could not load (no network in tests) shows Chromium's own error page.
  for (const frame of page.frames().filter((each) => !each.url().startsWith('chrome-error:'))) {
    const found = await frame
      .evaluate(() => {
        const problems: Array<{ problem: string; html: string }> = [];
        const report = (problem: string, element: Element) =>
          problems.push({ problem, html: element.outerHTML.slice(0, 200) });
        for (const id of window.__xssRan ?? []) {
          problems.push({ problem: `payload ${String(id)} ran`, html: '' });
        }
        const URL_ATTRIBUTES = [
          'href',
          'xlink:href',
          'src',
          'action',
          'formaction',
          'data',
          'poster',
          'background',
          'srcset',
        ];
        // What a browser does to a URL before reading its scheme: control characters and whitespace go.
        // eslint-disable-next-line no-control-regex
        const scheme = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        // Data the app reads (first-screen answers, JSON-LD) is no script; anything else must be the app's own file.
        const isData = (script: HTMLScriptElement) =>
          ['application/json', 'application/ld+json'].includes(script.type);
        const isOwnFile = (script: HTMLScriptElement) =>
          script.src !== '' && new URL(script.src).origin === location.origin;
        for (const element of Array.from(document.querySelectorAll('*'))) {
          const tag = element.localName;
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase();
            if (name.startsWith('on')) report(`inline handler ${name}`, element);
            if (name === 'srcdoc') report('srcdoc', element);
            if (
              name === 'style' &&
              /javascript:|expression\(|@import|url\(\s*['"]?\s*data:text/i.test(attribute.value)
            ) {
              report('style with a script or an import', element);
            }
            if (URL_ATTRIBUTES.includes(name)) {
              const value = scheme(attribute.value);
              if (
                /^(javascript|vbscript):|^data:text\/html/.test(value) ||
                /(^|,)\s*javascript:/.test(value)
              ) {
                report(`${name} with a script scheme`, element);
              }
            }
          }
          if (
            tag === 'script' &&
            !isData(element as HTMLScriptElement) &&
            !isOwnFile(element as HTMLScriptElement)
          ) {
            report('a script not the app’s', element);
          }
          if (tag === 'style' && /xss\.invalid/i.test(element.textContent ?? ''))
            report('a payload’s style', element);
          if (tag === 'link' && /xss\.invalid/i.test(element.getAttribute('href') ?? '')) {
            report('a payload’s link', element);
          }
          if (['object', 'embed', 'base', 'applet'].includes(tag)) report(`<${tag}>`, element);
          if (tag === 'meta' && element.hasAttribute('http-equiv')) report('<meta http-equiv>', element);
          if (tag === 'iframe') {
            const src = element.getAttribute('src') ?? '';
            if (!/^https:\/\/(player\.)?vimeo\.com\//.test(src)) {
              report('an iframe not from an allowed player', element);
            }
          }
        }
        return problems;
      })
      .catch(() => []);
    findings.push(...found.map((entry) => ({ url: frame.url(), ...entry })));
  }
  return findings;
}

/** Where each payload's number shows as text on the page (the `x<n>:` labels of corpusHtml and the raw calls). */
export async function payloadsShownAsText(page: Page): Promise<number[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const shown = new Set<number>();
  for (const match of text.matchAll(/__xss\((\d+)\)|\bx(\d+):/g)) shown.add(Number(match[1] ?? match[2]));
  return [...shown].sort((a, b) => a - b);
}
