import { useEffect, useRef } from 'react';
import { msUntil } from '@scena/shared/catalog/countdown';

/** setTimeout's longest delay; a target further away is left to a later visit (nobody keeps a page open for weeks). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs `action` once `target` plus `delayMs` has passed, if the target is still ahead when set (a countdown
 * reaching zero: refetch, then maybe switch to the player). A new target re-arms it; unmounting cancels.
 */
export function useRefreshAt(target: Date | null, delayMs: number, action: () => void) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const time = target?.getTime() ?? null;
  useEffect(() => {
    if (time === null) return;
    const now = new Date();
    if (time <= now.getTime()) return;
    const wait = msUntil(new Date(time), now, delayMs);
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => latest.current(), wait);
    return () => clearTimeout(timer);
  }, [time, delayMs]);
}
