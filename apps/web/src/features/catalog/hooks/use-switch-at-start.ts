import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TButtonState } from '@scena/shared/catalog/button';
import { COUNTDOWN_SWITCH_TO_PLAYER_MS, countdownRandomDelayMs } from '@scena/shared/catalog/countdown';
import { useRefreshAt } from './use-refresh-at';

/**
 * When the countdown to the start reaches zero (visitor-side.md §4): after the random 3–8 s delay (so the
 * audience does not ask the server in the same second) the item is refetched, and 500 ms later, if the
 * button has become "watch", the page switches to the player view.
 */
export function useSwitchAtStart(
  start: Date | null,
  refetch: () => Promise<unknown>,
  button: TButtonState | null,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const watching = useRef(false);
  const [delay] = useState(() => countdownRandomDelayMs(Math.random));
  const latestButton = useRef(button);
  useEffect(() => {
    latestButton.current = button;
    watching.current = new URLSearchParams(location.search).get('ogladaj') === 'true';
  });
  useRefreshAt(start, delay, () => {
    void refetch().then(() => {
      setTimeout(() => {
        const current = latestButton.current;
        if (watching.current) return;
        if (current?.visible && current.labelKey === 'catalog.button.watch' && current.href) {
          navigate(current.href);
        }
      }, COUNTDOWN_SWITCH_TO_PLAYER_MS);
    });
  });
}
