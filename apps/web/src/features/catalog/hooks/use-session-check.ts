import { useEffect, useRef, useState } from 'react';
import { ERROR_CODE } from '@scena/shared/http/error-codes';
import { api, ApiError, forceSignOut, type SignOutReason } from '@/lib/api-client';

/** While the player is open the session is checked this often (visitor-side.md §9: 300000 ms). */
export const SESSION_CHECK_INTERVAL_MS = 300_000;
/** How long the warning stays before the sign-out (visitor-side.md §8, §9: 10 s). */
export const SESSION_WARNING_MS = 10_000;

export interface SessionWarning {
  reason: Exclude<SignOutReason, 'signedOut'>;
  secondsLeft: number;
}

/**
 * visitor-side.md §8 "During playback": a 401 shows the blocked-account warning and signs out with
 * userBlocked, a 403 the another-user warning and signs out with anotherUser. A plainly expired session (the
 * server's SESSION_EXPIRED) ends as sessionEnd, as everywhere else.
 */
export function warningReasonOf(error: ApiError): SessionWarning['reason'] | null {
  if (error.code === ERROR_CODE.sessionReplaced || error.status === 403) return 'anotherUser';
  if (error.code === ERROR_CODE.sessionExpired) return 'sessionEnd';
  if (error.code === ERROR_CODE.userBlocked || error.status === 401) return 'userBlocked';
  return null;
}

/**
 * The call the check makes, which must skip the API client's session handling: validate-session, or while a
 * local recording plays the playback call that renews its link (it validates the session on the way).
 */
export type SessionCheck = (signal: AbortSignal) => Promise<unknown>;

const validateSession: SessionCheck = (signal) =>
  api('/api/users/validate-session', { skipSessionHandling: true, signal });

/**
 * Validates the session every 5 minutes while `active`, with `check` when given; on a refusal shows a 10-second
 * warning (the answer's secondsLeft counts down), then signs out. The call skips the API client's immediate
 * forced sign-out so the warning can be read first; network failures and other refusals are ignored (the next
 * check tries again).
 */
export function useSessionCheck(
  active: boolean,
  check: SessionCheck = validateSession,
): SessionWarning | null {
  const [reason, setReason] = useState<SessionWarning['reason'] | null>(null);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // The latest check, read when the timer fires: a new one (another variant) must not restart the 5 minutes.
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  }, [check]);

  useEffect(() => {
    if (!active || reason) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      latestCheck.current(controller.signal).catch((error: unknown) => {
        if (!(error instanceof ApiError)) return;
        const found = warningReasonOf(error);
        if (!found) return;
        setReason(found);
        setDeadline(Date.now() + SESSION_WARNING_MS);
        setNow(Date.now());
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [active, reason]);

  useEffect(() => {
    if (!reason) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const end = setTimeout(() => forceSignOut(reason), Math.max(0, deadline - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [reason, deadline]);

  if (!reason) return null;
  return { reason, secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)) };
}
