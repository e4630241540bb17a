import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THostedUploadStart,
  THostedVideo,
  THostedVideoFinalised,
  THostedVideoUpdate,
  TSubtitleTrack,
  TSubtitleTrackForm,
} from '@scena/shared/media/hosted-videos';
import { api } from '@/lib/api-client';
import { hostedVideosQueryKey } from '../videos/api';

/**
 * The back-office's calls for hosted videos (admin-content.md §7 "Hosted videos"). The list is the very query
 * the video form's picker reads, so a finished upload shows up in both at once.
 */
export { useHostedVideos } from '../videos/api';

/** The host's paths hang off the video's uri ("/videos/123" → /api/vimeo/videos/123). */
const videoPath = (uri: string) => `/api/vimeo${uri}`;

const subtitlesQueryKey = (uri: string) => ['admin', 'hosted-video-subtitles', uri] as const;

function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostedVideosQueryKey }),
  });
}

/** POST /api/vimeo: a new video of `size` bytes with the link its bytes go to. */
export function useStartHostedUpload() {
  return useRefreshingMutation((body: THostedUploadStart) =>
    api<THostedVideo>('/api/vimeo', { method: 'POST', body }),
  );
}

/** PATCH /api/vimeo{uri}: every byte is in; the answer says whether the host still transcodes. */
export function useFinaliseHostedVideo() {
  return useRefreshingMutation((uri: string) =>
    api<THostedVideoFinalised>(videoPath(uri), { method: 'PATCH' }),
  );
}

export function useRenameHostedVideo() {
  return useRefreshingMutation(({ id, body }: { id: number; body: THostedVideoUpdate }) =>
    api<THostedVideo>(`/api/vimeo/${id}`, { method: 'PUT', body }),
  );
}

/** DELETE /api/vimeo/{id}: off our list only; the file stays on the host. */
export function useDeleteHostedVideo() {
  return useRefreshingMutation((id: number) => api<null>(`/api/vimeo/${id}`, { method: 'DELETE' }));
}

/** The list refreshes after an upload stops without finishing, so its row offers "continue". */
export function useRefreshHostedVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hostedVideosQueryKey });
}

export function useSubtitleTracks(uri: string) {
  return useQuery({
    queryKey: subtitlesQueryKey(uri),
    queryFn: ({ signal }) =>
      api<{ data: TSubtitleTrack[] }>(`${videoPath(uri)}/subtitles`, { signal }).then(
        (answer) => answer.data,
      ),
  });
}

function useSubtitleMutation<V, R>(uri: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subtitlesQueryKey(uri) }),
  });
}

export function useAddSubtitleTrack(uri: string) {
  return useSubtitleMutation(uri, (body: TSubtitleTrackForm) =>
    api<TSubtitleTrack>(`${videoPath(uri)}/subtitles`, { method: 'POST', body }),
  );
}

export function useDeleteSubtitleTrack(uri: string) {
  return useSubtitleMutation(uri, (trackId: string) =>
    api<null>(`${videoPath(uri)}/subtitles/${encodeURIComponent(trackId)}`, { method: 'DELETE' }),
  );
}
