import type { FastifyRequest } from 'fastify';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { IMAGE_V } from '@scena/shared/catalog/images';
import { V } from '@scena/shared';
import { AppError, badMultipart, invalidField } from './errors';

export { multipart };

/** Multipart limits for image forms: one file, a few short text fields. */
export const MULTIPART_LIMITS = { files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 };

type MultipartLimits = NonNullable<NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits']>;

/**
 * Whatever the parser throws while reading the body is the sender's fault: no boundary, a malformed header, a
 * part cut short, a body that ends before its closing boundary. The limits' own errors (413, their `code`
 * FST_*) keep their answer.
 */
function asBodyError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { statusCode } = error as { statusCode?: number };
  return statusCode && statusCode >= 400 && statusCode < 500 ? error : badMultipart();
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

/**
 * The parts of a multipart body, in order: the one way every route reads one, so that a body the parser cannot
 * read answers 400 `error.bad_multipart` (never a 500) before the route has written anything. A part without a
 * field name is refused too: it cannot belong to any field of a form. So is a body without a single part
 * (RFC 2046 asks for one), which would otherwise read as an empty form: on PUT /api/slides/{id} that is the
 * up arrow's "move to the top", and the up arrow sends JSON. And so is a body that ends before its close
 * delimiter, whose last part the parser would drop without a word.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): AsyncGenerator<Multipart, void, undefined> {
  // Watching starts in the same tick as the parser's reading (the first `next` pipes the request into it).
  const close = watchForClose(request);
  const parts = request.parts({ limits });
  try {
    for (let read = 0; ; read += 1) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw asBodyError(error);
      }
      if (next.done) {
        if (read === 0 || !close.seen()) throw badMultipart();
        return;
      }
      const part = next.value;
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw badMultipart();
      }
      yield part;
    }
  } finally {
    close.stop();
  }
}

/** A file part's bytes, at most `maxBytes` (counted while it streams: 422 on its field); cut short, 400. */
export async function fileBytes(part: MultipartFile, maxBytes?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) throw invalidField(part.fieldname, IMAGE_V.tooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField(part.fieldname, IMAGE_V.tooLarge);
    }
    throw asBodyError(error);
  }
  // Busboy stops a file at the form's largest limit and marks it cut.
  if (part.file.truncated) throw invalidField(part.fieldname, IMAGE_V.tooLarge);
  return Buffer.concat(chunks);
}

/** A file in a field of the form that takes none: 422 on that field (its bytes are skipped). */
export function fileNotAllowed(part: MultipartFile): AppError {
  part.file.resume();
  return invalidField(part.fieldname, V.notAllowed);
}

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
 * whole; so is a text field cut at MULTIPART_LIMITS.fieldSize. A body that is not well-formed multipart is a
 * 400 (multipartParts); too many parts, a 413.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: FormOptions,
): Promise<MultipartForm> {
  const maxFiles = options.maxFiles ?? Object.keys(options.files).length;
  const maxFields = options.maxFields ?? MULTIPART_LIMITS.fields;
  const limits = {
    ...MULTIPART_LIMITS,
    files: maxFiles,
    fields: maxFields,
    parts: maxFiles + maxFields,
    fileSize: Math.max(...Object.values(options.files)),
  };
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of multipartParts(request, limits)) {
    if (part.type === 'file') {
      const maxBytes = options.files[part.fieldname];
      if (maxBytes === undefined || part.fieldname in form.files) throw fileNotAllowed(part);
      form.files[part.fieldname] = await fileBytes(part, maxBytes);
    } else {
      if (part.valueTruncated) throw invalidField(part.fieldname, V.tooLong);
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}
