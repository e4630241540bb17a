import { endedRefusal } from '../commerce/purchase-refusals';
import { meetsAgeLimit } from '../access/age';
import { EVENT_TIMING } from './event-timing';
import { videoWindowStatus, type TVideoWindow } from './video-window';
import {
  ageRestrictedButton,
  countryBlockedButton,
  hiddenButton,
  paymentUnderWayButton,
  shownButton,
  type TButtonState,
} from './button';
import { itemPath, loginHref, watchHref } from '../site/site-paths';

export interface TVideoButtonVideo extends TVideoWindow {
  id: number;
  slug?: string | null;
  /** video_price in grosze. */
  price: number;
  /** The price after the viewer's code, in grosze; null/undefined when no code applies. */
  newPrice?: number | null;
  age_restriction: number | null | undefined;
}

export interface TVideoButtonInput {
  now: Date;
  video: TVideoButtonVideo;
  viewer: { birthday: string | null | undefined } | null;
  /** The viewer holds access (the API's `access`, findAccessBasis): free, valid COMPLETED order, admin, premium. */
  hasAccess: boolean;
  paymentStatus: string | null | undefined;
  /** The API's countryBlock. */
  countryBlocked: boolean;
}

/**
 * The video page button (visitor-side.md §4 "Video button": processing; buy when not entitled; for entitled
 * users "soon" before available_from, otherwise "watch"), with the same signed-out, age and country rules as
 * the event button. The first rule that applies wins:
 *  1. signed out: red when the country is blocked; a free video shows the sign-in text, a paid one "buy", both
 *     linking to /logowanie?redirect=/wideo/{slugOrId} (hidden once the window has ended);
 *  2. red and disabled for the country block, then for the age limit (the age last, as in buy-button.ts);
 *  3. access held: green — disabled "soon" before available_from, "watch" (?ogladaj=true) inside the window,
 *     a disabled grey "ended" after end_date (after the window there is no access, §4);
 *  4. orange "processing" while a payment is pending; orange "refund pending" while WAITING_FOR_REFUND;
 *  5. after end_date: hidden — nothing left to buy;
 *  6. enabled: "use code" when the code brings the price to 0, "get access" for price 0, otherwise "buy".
 * Access is held before "processing" is considered: a premium viewer with a stray pending order still watches.
 */
export function videoButton(input: TVideoButtonInput): TButtonState {
  const { video, viewer } = input;
  const path = itemPath('video', video);
  const window = videoWindowStatus(video, input.now);

  if (!viewer) {
    if (input.countryBlocked) return countryBlockedButton();
    if (window === EVENT_TIMING.ended) return hiddenButton(endedRefusal('video'));
    return video.price === 0
      ? shownButton('catalog.button.sign_in_free', 'default', 'login', false, { href: loginHref(path) })
      : shownButton('catalog.button.buy', 'default', 'login', false, {
          href: loginHref(path),
          reason: 'signed_out',
        });
  }

  if (input.countryBlocked) return countryBlockedButton();
  if (!meetsAgeLimit(viewer.birthday, video.age_restriction, input.now)) return ageRestrictedButton();

  if (input.hasAccess) {
    if (window === EVENT_TIMING.upcoming) {
      return shownButton('catalog.button.soon', 'success', 'clock', true, { reason: 'access_held' });
    }
    if (window === EVENT_TIMING.ended)
      return shownButton('catalog.button.ended', 'default', 'flag', true, { reason: endedRefusal('video') });
    return shownButton('catalog.button.watch', 'success', 'play', false, {
      href: watchHref(path),
      reason: 'access_held',
    });
  }

  const underWay = paymentUnderWayButton(input.paymentStatus, 'catalog.button.processing');
  if (underWay) return underWay;
  if (window === EVENT_TIMING.ended) return hiddenButton(endedRefusal('video'));
  if (video.newPrice === 0) return shownButton('catalog.button.use_code', 'default', 'tag', false);
  if (video.price === 0) return shownButton('catalog.button.get_access', 'default', 'ticket', false);
  return shownButton('catalog.button.buy', 'default', 'cart', false);
}

export type TWatchVisibility =
  | { visible: true }
  | { visible: false; reason: 'no_access' | 'not_yet_available' | 'ended' | 'country' | 'age' };

/**
 * Whether the watch button (the way into the player) shows (visitor-side.md §5 "Watch button"): hidden without
 * access, before availability (and after the window, §4), when the country is blocked, or when the viewer's age
 * is below age_restriction. The reasons are checked in that order.
 */
export function watchButtonVisibility(input: {
  now: Date;
  video: TVideoWindow & { age_restriction: number | null | undefined };
  viewer: { birthday: string | null | undefined } | null;
  hasAccess: boolean;
  countryBlocked: boolean;
}): TWatchVisibility {
  if (!input.viewer || !input.hasAccess) return { visible: false, reason: 'no_access' };
  const window = videoWindowStatus(input.video, input.now);
  if (window === EVENT_TIMING.upcoming) return { visible: false, reason: 'not_yet_available' };
  if (window === EVENT_TIMING.ended) return { visible: false, reason: 'ended' };
  if (input.countryBlocked) return { visible: false, reason: 'country' };
  if (!meetsAgeLimit(input.viewer.birthday, input.video.age_restriction, input.now)) {
    return { visible: false, reason: 'age' };
  }
  return { visible: true };
}
