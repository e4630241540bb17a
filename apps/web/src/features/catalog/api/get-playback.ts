import { useQuery } from '@tanstack/react-query';
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

/**
 * The stream of one variant for the signed-in viewer. Asked once per variant and kept: the first call starts a
 * video rental's window, and re-asking on focus would only churn the player.
 */
export function usePlayback(kind: CatalogKind, slugOrId: string, variant: PlaybackVariant, language: string) {
  return useQuery({
    queryKey: ['catalog', 'playback', kind, slugOrId, variant, language],
    queryFn: ({ signal }) =>
      api<Playback>(`/api/playback/${kind}/${encodeURIComponent(slugOrId)}?typ=${variant}`, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    // The switch keeps its variants on screen while another variant's stream is asked for.
    placeholderData: (previous) => previous,
  });
}
