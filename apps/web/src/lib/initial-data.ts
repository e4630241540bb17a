/**
 * The first screen's data that the server inlined into the HTML (<script id="initial-data">), read once.
 * Used as the initial data of the matching queries, so the first paint needs no request.
 */
interface InitialData {
  config?: unknown;
  /** The language the server wrote the answers in (the visitor's `scena_lang` cookie, else Polish). */
  language?: string;
  [key: string]: unknown;
}

let cached: InitialData | undefined;

export function initialData(): InitialData {
  if (cached) return cached;
  try {
    const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
    cached = element?.textContent ? (JSON.parse(element.textContent) as InitialData) : {};
  } catch {
    cached = {};
  }
  return cached;
}

/**
 * An answer the server inlined for this page (`slides`, `events`, `festival`, `videos`, `categories`, `event`,
 * `video`, `page`), when it was written in `language` and `matches` it (e.g. the same slug); else undefined. Use it as a
 * query's initialData with `initialDataUpdatedAt: inlinedAt()`. Only public (anonymous) answers are inlined.
 */
export function inlinedAnswer<T>(
  key: string,
  language: string,
  matches: (answer: T) => boolean = () => true,
): T | undefined {
  const data = initialData();
  const answer = data[key] as T | undefined;
  if (answer === undefined || data.language !== language) return undefined;
  return matches(answer) ? answer : undefined;
}

/**
 * When the inlined answers were fetched, for queries' initialDataUpdatedAt: they are the public answers the
 * server held when it wrote this page (the HTML itself is never cached), so they count as fetched at the
 * navigation's start (`performance.timeOrigin`) and are not asked for again within the query's staleTime.
 */
export function inlinedAt(): number {
  return typeof performance === 'undefined' ? 0 : Math.floor(performance.timeOrigin);
}
