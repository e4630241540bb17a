/**
 * The first screen's data that the server inlined into the HTML (<script id="initial-data">), read once.
 * Used as the initial data of the matching queries, so the first paint needs no request.
 */
interface InitialData {
  config?: unknown;
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
