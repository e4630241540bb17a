import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Paths the server answers itself (API, files): a link there must load for real. */
const SERVER_PATHS = /^\/(api|external_api|dev|assets)(\/|$)/;

/**
 * A click handler for HTML we did not render (a page's content): a plain left click on a same-site link
 * navigates inside the app instead of reloading it. Modified clicks, new-tab targets, downloads, files and
 * in-page anchors keep the browser's behaviour.
 */
export function useSameSiteLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href');
      if (!href || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      let url: URL;
      try {
        url = new URL(href, window.location.href);
      } catch {
        return;
      }
      if (url.origin !== window.location.origin) return;
      if (SERVER_PATHS.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
