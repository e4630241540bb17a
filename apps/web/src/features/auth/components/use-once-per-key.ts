import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per `key` (a mailed link's token): StrictMode's doubled effects and re-renders never spend a
 * single-use link twice. A null key runs nothing.
 */
export function useOncePerKey(key: string | null, effect: () => void) {
  const done = useRef<string | null>(null);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    latest.current();
  }, [key]);
}
