/**
 * The first screen's data that the server inlined into the HTML (<script id="initial-data">), read once.
 * Used as the initial data of the matching queries, so the first paint needs no request.
 */
interface InitialData {
  config?: unknown;
  /** The language the server wrote the answers in (from the request's Accept-Language). */
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
 * An answer the server inlined for this page (`slides`, `events`, `videos`, `categories`, `event`, `video`,
 * `page`), when it was written in `language` and `matches` it (e.g. the same slug); else undefined. Use it as a
 * query's initialData with initialDataUpdatedAt 0, so the query refetches at once: the server wrote it for an
 * anonymous visitor.
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
