import { useEffect } from 'react';

const SITE_NAME = 'Scena';

/** Sets the tab's title to "{title} — Scena" while the page is shown; the previous title comes back after. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} — ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
