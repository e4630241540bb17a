/** localStorage that never throws (private mode, full quota): the app works without persistence. */
export const storage = {
  get<T>(key: string): T | null {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Persistence is a convenience; the in-memory state stays correct.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/**
 * Saves at most once per `intervalMs` (visitor-side.md §9: local state saved at most once a second); the last
 * value always lands.
 */
export function throttledSaver(key: string, intervalMs = 1000) {
  let pending: { value: unknown } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSave = 0;
  const flush = () => {
    timer = null;
    if (!pending) return;
    lastSave = Date.now();
    if (pending.value === null) storage.remove(key);
    else storage.set(key, pending.value);
    pending = null;
  };
  return {
    save(value: unknown) {
      pending = { value };
      if (timer) return;
      const wait = Math.max(0, lastSave + intervalMs - Date.now());
      if (wait === 0) flush();
      else timer = setTimeout(flush, wait);
    },
    flush,
  };
}
