import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TVideo } from '@scena/shared/catalog/videos';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';
import { useCurrentUser } from '@/lib/session-store';

export type CatalogKind = 'event' | 'video';

/**
 * Where each kind is read: anonymous visitors take the public answer (the one the server inlines into the
 * HTML); signed-in viewers the session-aware one, which adds access, paymentStatus and countryBlocked — the
 * button needs them.
 */
const READ_PATH: Record<CatalogKind, { anonymous: string; signedIn: string }> = {
  event: { anonymous: '/external_api/event/', signedIn: '/api/events/' },
  video: { anonymous: '/external_api/video/', signedIn: '/api/videos/' },
};

/** The server's inlined item (initial-data key `event` or `video`) when it is the one asked for, in `language`. */
function inlined<T extends { id: number; slug: string | null }>(
  kind: CatalogKind,
  slugOrId: string,
  language: string,
): T | undefined {
  return inlinedAnswer<T>(
    kind,
    language,
    (candidate) => candidate.slug === slugOrId || String(candidate.id) === slugOrId,
  );
}

/**
 * One event or video by slug or id, in `language`. The viewer is part of the key: the signed-in answer
 * differs from the anonymous one. The inlined answer is the anonymous one, so a signed-in viewer only gets it
 * as a placeholder (the page waits for the real answer before showing a button).
 */
function useItem<T extends TEvent | TVideo>(kind: CatalogKind, slugOrId: string, language: string) {
  const user = useCurrentUser();
  const inline = inlined<T>(kind, slugOrId, language);
  return useQuery<T>({
    queryKey: ['catalog', kind, slugOrId, language, user ? `user:${user.id}` : 'anonymous'],
    queryFn: ({ signal }) => {
      const base = user ? READ_PATH[kind].signedIn : READ_PATH[kind].anonymous;
      return api<T>(`${base}${encodeURIComponent(slugOrId)}`, { signal });
    },
    initialData: user ? undefined : (inline as never),
    initialDataUpdatedAt: inlinedAt(),
    // A language switch keeps the item on screen until its translation arrives (same item only).
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] === slugOrId ? previous : undefined) ??
      (user ? (inline as never) : undefined),
    staleTime: 30_000,
  });
}

export function useEvent(slugOrId: string, language: string) {
  return useItem<TEvent>('event', slugOrId, language);
}

export function useVideo(slugOrId: string, language: string) {
  return useItem<TVideo>('video', slugOrId, language);
}
