import type { FastifyRequest } from 'fastify';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { IMAGE_V } from '@scena/shared/catalog/images';
import { V } from '@scena/shared';
import { AppError, badMultipart, invalidField } from '../../lib/errors';

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
 * The parts of a multipart body, in order: the one way every route reads one, so that a body the parser cannot
 * read answers 400 `error.bad_multipart` (never a 500) before the route has written anything. A part without a
 * field name is refused too: it cannot belong to any field of a form. So is a body without a single part
 * (RFC 2046 asks for one), which would otherwise read as an empty form: on PUT /api/slides/{id} that is the
 * up arrow's "move to the top", and the up arrow sends JSON.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): AsyncGenerator<Multipart, void, undefined> {
  const parts = request.parts({ limits });
  for (let read = 0; ; read += 1) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asBodyError(error);
    }
    if (next.done && read === 0) throw badMultipart();
    if (next.done) return;
    const part = next.value;
    if (!part.fieldname) {
      if (part.type === 'file') part.file.resume();
      throw badMultipart();
    }
    yield part;
  }
}

/** A file part's bytes: over the byte limit, 422 on its field; cut short, 400. */
export async function fileBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField(part.fieldname, IMAGE_V.tooLarge);
    }
    throw asBodyError(error);
  }
}

/** A file in a field of the form that takes none: 422 on that field (its bytes are skipped). */
export function fileNotAllowed(part: MultipartFile): AppError {
  part.file.resume();
  return invalidField(part.fieldname, V.notAllowed);
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The uploaded file by field name (at most one). */
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form whose only file may be one of `fileFields`, refusing a file over `maxBytes` with a 422
 * on its field (the byte limit is checked while streaming, so a huge upload is never buffered whole).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileFields: string[]; maxBytes: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of multipartParts(request, { ...MULTIPART_LIMITS, fileSize: options.maxBytes })) {
    if (part.type === 'file') {
      if (!options.fileFields.includes(part.fieldname)) throw fileNotAllowed(part);
      form.files[part.fieldname] = await fileBytes(part);
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}
