import { useSyncExternalStore } from 'react';
import { isAdmin } from '@scena/shared/users/roles';
import type { TSession, TUser } from '@scena/shared/users/schemas';
import { storage, throttledSaver } from './storage';

const KEY = 'scena.session';

export interface StoredSession {
  token: string;
  user: TUser;
  expiresAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const saver = throttledSaver(KEY, 1000);
let current: StoredSession | null = storage.get<StoredSession>(KEY);

function emit() {
  for (const listener of listeners) listener();
}

/** The signed-in user and token, kept locally (visitor-side.md §4 "Session"); saved at most once a second. */
export const sessionStore = {
  get: (): StoredSession | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: TSession) {
    current = { token: session.token, user: session.user, expiresAt: session.expiresAt };
    saver.save(current);
    saver.flush();
    emit();
  },
  updateUser(user: TUser) {
    if (!current) return;
    current = { ...current, user };
    saver.save(current);
    emit();
  },
  clear() {
    if (!current) return;
    current = null;
    saver.save(null);
    saver.flush();
    emit();
  },
  /** True when the stored session has run out: detected before any call, not after a failed one. */
  isExpired(now = Date.now()): boolean {
    return current !== null && new Date(current.expiresAt).getTime() <= now;
  },
};

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    current = storage.get<StoredSession>(KEY);
    emit();
  });
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useCurrentUser(): TUser | null {
  return useSession()?.user ?? null;
}

export function useIsAdmin(): boolean {
  return isAdmin(useCurrentUser());
}
