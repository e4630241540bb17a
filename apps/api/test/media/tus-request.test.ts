import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tusRequestOf } from '../../src/adapters/video-host/local/tus-request';

type Seen = { request: Request; nodeChunks: Buffer[] };

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that hands each request to `handle` as the tus server gets it, and answers 204 when it is done. */
async function listen(handle: (seen: Seen) => Promise<void>): Promise<string> {
  server = http.createServer((req, res) => {
    const nodeChunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => nodeChunks.push(chunk));
    const request = tusRequestOf(req, res);
    void handle({ request, nodeChunks }).finally(() => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/1?token=t`;
}

async function readAll(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return chunks;
}

describe('the request the tus server gets', () => {
  it('streams a PATCH body whole, in the chunks Node received, without copying them', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    let webChunks: Uint8Array[] = [];
    let seen: Seen | undefined;
    const url = await listen(async (s) => {
      seen = s;
      expect(s.request.method).toBe('PATCH');
      expect(s.request.url).toBe(url);
      expect(s.request.headers.get('upload-offset')).toBe('0');
      webChunks = await readAll(s.request.body!);
    });
    const answer = await fetch(url, {
      method: 'PATCH',
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: bytes,
    });
    expect(answer.status).toBe(204);
    expect(Buffer.concat(webChunks).equals(bytes)).toBe(true);
    expect(webChunks.length).toBe(seen!.nodeChunks.length);
    expect(webChunks.length).toBeGreaterThan(1);
    webChunks.forEach((chunk, index) => expect(chunk.buffer).toBe(seen!.nodeChunks[index]!.buffer));
  });

  it('has no body for HEAD', async () => {
    let body: ReadableStream<Uint8Array> | null | undefined;
    const url = await listen(async (s) => {
      body = s.request.body;
    });
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(204);
    expect(body).toBeNull();
  });

  it('errors the body when the client drops the connection halfway', async () => {
    let outcome: unknown;
    let received = 0;
    const reading = new Promise<void>((resolve) => {
      void listen(async (s) => {
        try {
          for await (const chunk of s.request.body!) received += chunk.byteLength;
          outcome = 'ended';
        } catch (error) {
          outcome = error;
        }
        resolve();
      }).then((url) => {
        const request = http.request(url, { method: 'PATCH', headers: { 'Content-Length': '1000000' } });
        request.on('error', () => undefined);
        request.write(Buffer.alloc(1000), () => setTimeout(() => request.destroy(), 50));
      });
    });
    await reading;
    expect(received).toBe(1000);
    expect(outcome).toBeInstanceOf(Error);
  });
});
