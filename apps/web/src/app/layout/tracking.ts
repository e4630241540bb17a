/**
 * The third-party scripts that need the visitor's consent (product-decisions §33): injected only after it,
 * and only when the administrator set their ids. Nothing here runs at import.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: FacebookPixel;
    _fbq?: FacebookPixel;
  }
}

interface FacebookPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: FacebookPixel;
  loaded: boolean;
  version: string;
}

function addScript(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google Tag Manager (the analytics purpose). */
export function loadTagManager(containerId: string) {
  if (!containerId || document.getElementById('scena-gtm')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript('scena-gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
}

/** The Meta (Facebook) pixel (the marketing purpose): its queueing stub, then the library, then a page view. */
export function loadAdPixel(pixelId: string) {
  if (!pixelId || document.getElementById('scena-pixel')) return;
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as FacebookPixel;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = window._fbq ?? fbq;
  }
  addScript('scena-pixel', 'https://connect.facebook.net/en_US/fbevents.js');
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
}
