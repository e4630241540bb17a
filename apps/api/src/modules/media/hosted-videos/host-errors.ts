import type { FastifyBaseLogger } from 'fastify';
import { HOSTED_V } from '@scena/shared/media/hosted-videos';
import { LocalHostRefusal } from '../../../adapters/video-host/local/local-host';
import { VideoHostError } from '../../../adapters/video-host/video-host';
import { AppError, invalidField, notFound } from '../../../lib/errors';

/**
 * Runs one call of the video host and turns its failures into answers: a file too large for the host is the
 * size field's error, a full disk a 507, something the host does not know a 404, and a host that is down or
 * refuses a 503 with a message to try again (the details go to the log, not to the staff member).
 */
export async function callHost<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof LocalHostRefusal) {
      if (error.reason === 'no_space') throw new AppError(507, 'error.upload_no_space');
      throw invalidField('size', error.reason === 'too_large' ? HOSTED_V.size : HOSTED_V.file);
    }
    if (error instanceof VideoHostError && error.status === 404) throw notFound();
    if (error instanceof VideoHostError) {
      log.warn({ err: error }, 'the video host refused or did not answer');
      throw new AppError(503, 'error.video_host_unavailable');
    }
    throw error;
  }
}
