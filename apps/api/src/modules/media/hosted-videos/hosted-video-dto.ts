import type { THostedVideo, THostedVideoStatus } from '@scena/shared/media/hosted-videos';
import type { HostedVideoRow } from './hosted-videos.repository';

/** A row as the back-office sees it; the upload link only when given (unfinished videos, to continue them). */
export function hostedVideoDto(row: HostedVideoRow, uploadLink: string | null = null): THostedVideo {
  return {
    id: row.id,
    name: row.name,
    uri: row.uri,
    status: row.status as THostedVideoStatus,
    size: row.size,
    file_name: row.fileName,
    upload_link: row.status === 'NOT_UPLOADED' ? uploadLink : null,
    created_at: row.createdAt.toISOString(),
  };
}
