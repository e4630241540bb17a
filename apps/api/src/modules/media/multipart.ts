import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { IMAGE_V } from '@scena/shared/catalog/images';
import { V } from '@scena/shared';
import { AppError, badRequest, invalidField } from '../../lib/errors';

export { multipart };

/** Multipart limits for image forms: one file, a few short text fields. */
export const MULTIPART_LIMITS = { files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 };

export interface MultipartForm {
  fields: Record<string, string>;
  /** The uploaded files by field name. */
  files: Record<string, Buffer>;
}

interface FormOptions {
  /** The file fields the form may carry, each with its byte limit. */
  files: Record<string, number>;
  /** At most this many files (default: one per file field). */
  maxFiles?: number;
  /** At most this many text fields (default: MULTIPART_LIMITS.fields). */
  maxFields?: number;
}

/**
 * Reads a multipart form whose files may be the fields of `options.files`, each at most once. A file over its
 * field's byte limit is refused with a 422 on that field while it streams, so a huge upload is never buffered
 * whole; so is a text field cut at MULTIPART_LIMITS.fieldSize. A body that is not well-formed multipart (no or
 * another boundary, a part cut off, a part without a name) is a 400; too many parts, a 413.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: FormOptions,
): Promise<MultipartForm> {
  const fileFields = Object.keys(options.files);
  const maxFiles = options.maxFiles ?? fileFields.length;
  const maxFields = options.maxFields ?? MULTIPART_LIMITS.fields;
  const limits = {
    ...MULTIPART_LIMITS,
    files: maxFiles,
    fields: maxFields,
    parts: maxFiles + maxFields,
    fileSize: Math.max(...Object.values(options.files)),
  };
  const form: MultipartForm = { fields: {}, files: {} };
  // Watching starts in the same tick as the parser's reading (for-await's first step pipes the request into it).
  const close = watchForClose(request);
  try {
    for await (const part of request.parts({ limits })) {
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw badRequest();
      }
      if (part.type === 'file') {
        const maxBytes = options.files[part.fieldname];
        if (maxBytes === undefined || part.fieldname in form.files) {
          part.file.resume();
          throw invalidField(part.fieldname, V.notAllowed);
        }
        form.files[part.fieldname] = await readFile(part, maxBytes);
      } else {
        if (part.valueTruncated) throw invalidField(part.fieldname, V.tooLong);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
    if (!close.seen()) throw badRequest();
  } catch (error) {
    // Busboy's own refusals (no boundary, a cut-off part, a bad header) are plain errors: the body is malformed.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest();
  } finally {
    close.stop();
  }
  return form;
}

/**
 * Busboy ends quietly when a body stops before multipart's close delimiter (`--boundary--`), dropping the part
 * it was in: a form cut off inside a text part, or one whose boundary never comes, would pass for a whole one.
 * This watches the bytes as the parser reads them for the delimiter.
 */
function watchForClose(request: FastifyRequest) {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}--`);
  // The delimiter may straddle two chunks: the end of the last one is kept.
  const keep = delimiter.length - 1;
  let tail = Buffer.alloc(0);
  let seen = false;
  const onData = (chunk: Buffer) => {
    if (seen) return;
    seen = chunk.includes(delimiter) || Buffer.concat([tail, chunk.subarray(0, keep)]).includes(delimiter);
    tail = Buffer.concat([tail, chunk.subarray(-keep)]).subarray(-keep);
  };
  request.raw.on('data', onData);
  return {
    seen: () => boundary !== null && seen,
    stop: () => request.raw.off('data', onData),
  };
}

async function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw invalidField(part.fieldname, IMAGE_V.tooLarge);
    chunks.push(chunk);
  }
  // Busboy stops a file at the largest limit of the form and marks it cut.
  if (part.file.truncated) throw invalidField(part.fieldname, IMAGE_V.tooLarge);
  return Buffer.concat(chunks);
}
