import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { auth, type TestApp } from '../helpers';

/** A DATA_DIR of the test file's own, removed by `remove()`. */
export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-images-'));
  return {
    dir,
    imagesDir: path.join(dir, 'media', 'images'),
    /** The image folders on disk (staging folders included, so a leftover shows). */
    folders(): string[] {
      const root = path.join(dir, 'media', 'images');
      return fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A small real image made by sharp itself. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 60,
  height = 40,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });
  const encoded =
    format === 'png'
      ? image.png()
      : format === 'jpeg'
        ? image.jpeg()
        : format === 'gif'
          ? image.gif()
          : image.webp();
  return options.orientation
    ? encoded.withMetadata({ orientation: options.orientation }).toBuffer()
    : encoded.toBuffer();
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body built by hand (no form-data library). */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----scena${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart form. */
export function sendMultipart(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  parts: MultipartPart[],
  token?: string,
) {
  const body = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
  });
}

/** The start of a multipart body whose last part is the file `name`, cut off in the middle of its bytes. */
export function multipartFileHead(name: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----scena${randomBytes(8).toString('hex')}`;
  return {
    head: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      data,
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A request body that sends `head` and then never ends: with `fill` it sends that again each time it is read,
 * without one it sends nothing more. An answer to it proves that the server stopped reading, or never began.
 * `pulled()` says how many bytes were read from it; destroy the stream after the test.
 */
export function endlessBody(head: Buffer, fill?: Buffer) {
  let pulled = 0;
  let headSent = false;
  const stream = new Readable({
    read() {
      const chunk = headSent ? fill : head;
      headSent = true;
      if (!chunk) return;
      pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/**
 * An administrator's multipart PUT to `url` whose image `field` never ends (a PNG head, then zeros for ever):
 * the answer, and how many bytes the server read before it gave one.
 */
export async function putEndlessImage(t: TestApp, url: string, field: string, token: string) {
  const { head, headers } = multipartFileHead(field, 'bez-konca.png', 'image/png', await makeImage('png'));
  const body = endlessBody(head, Buffer.alloc(64 * 1024));
  const response = await t.app.inject({
    method: 'PUT',
    url,
    payload: body.stream,
    headers: { ...headers, 'x-auth-token': token },
  });
  body.stream.destroy();
  return { response, pulled: body.pulled() };
}
