import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_V } from '@scena/shared/catalog/images';
import { V } from '@scena/shared';
import { invalidField } from '../../lib/errors';

export { multipart };

/** Multipart limits for image forms: one file, a few short text fields. */
export const MULTIPART_LIMITS = { files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 };

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
  for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: options.maxBytes } })) {
    if (part.type === 'file') {
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw invalidField(part.fieldname, V.notAllowed);
      }
      try {
        form.files[part.fieldname] = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw invalidField(part.fieldname, IMAGE_V.tooLarge);
        }
        throw error;
      }
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}
