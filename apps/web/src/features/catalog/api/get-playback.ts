import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CatalogKind } from './catalog-item';

export const PLAYBACK_VARIANTS = ['standard', 'pjm', 'audiodeskrypcja'] as const;
export type PlaybackVariant = (typeof PLAYBACK_VARIANTS)[number];

/** GET /api/playback/{kind}/{slugOrId}?typ=… (apps/api/src/modules/catalog/playback.ts). */
export interface Playback {
  kind: 'iframe' | 'frame' | 'vimeo' | 'local';
  url?: string;
  /** iframe only: the embed code the server sanitized. */
  html?: string;
  variants: PlaybackVariant[];
  /** The event's chat embed code, sanitized by the server; null when there is none. */
  chat: string | null;
  subtitles: Array<{ language: string; kind?: 'subtitles' | 'captions'; label?: string; url: string }>;
}

export function parseVariant(value: string | null): PlaybackVariant {
  return (PLAYBACK_VARIANTS as readonly string[]).includes(value ?? '')
    ? (value as PlaybackVariant)
    : 'standard';
}

const playbackKey = (kind: CatalogKind, slugOrId: string, variant: PlaybackVariant, language: string) =>
  ['catalog', 'playback', kind, slugOrId, variant, language] as const;

const playbackPath = (kind: CatalogKind, slugOrId: string, variant: PlaybackVariant) =>
  `/api/playback/${kind}/${encodeURIComponent(slugOrId)}?typ=${variant}`;

/**
 * The stream of one variant for the signed-in viewer. Asked once per variant and kept: the first call starts a
 * video rental's window, and re-asking on focus would only churn the player. A local recording's link lives
 * minutes; useRenewPlayback and a refetch after a refused request keep it fresh.
 */
export function usePlayback(kind: CatalogKind, slugOrId: string, variant: PlaybackVariant, language: string) {
  return useQuery({
    queryKey: playbackKey(kind, slugOrId, variant, language),
    queryFn: ({ signal }) => api<Playback>(playbackPath(kind, slugOrId, variant), { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    // The switch keeps its variants on screen while another variant's stream is asked for.
    placeholderData: (previous) => previous,
  });
}

/**
 * Asks the playback call again for the same stream and puts the answer in place of the one on screen: a fresh
 * link before the one playing expires. The call validates the session on the way, so the player's session check
 * makes it instead of validate-session; its refusals are the check's to show (the API client's immediate
 * sign-out is skipped). Any other refusal (a refund, the end of a rental) leaves the stream as it is: its link
 * fails within minutes, and the refetch after that shows why.
 */
export function useRenewPlayback(
  kind: CatalogKind,
  slugOrId: string,
  variant: PlaybackVariant,
  language: string,
) {
  const client = useQueryClient();
  return useCallback(
    async (signal: AbortSignal) => {
      const fresh = await api<Playback>(playbackPath(kind, slugOrId, variant), {
        signal,
        skipSessionHandling: true,
      });
      client.setQueryData(playbackKey(kind, slugOrId, variant, language), fresh);
    },
    [client, kind, slugOrId, variant, language],
  );
}
