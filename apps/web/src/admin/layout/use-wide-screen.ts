import { useSyncExternalStore } from 'react';

/** antd's `lg` breakpoint: from here the section menu is a sidebar, below it a drawer. */
const WIDE = '(min-width: 992px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Read synchronously on the first render, so a phone never flashes the sidebar (and a desktop the drawer). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
