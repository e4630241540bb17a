import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalUploadStore } from '../../src/adapters/video-host/local/upload-store';

const KB = 1024;
const CHUNK = 64 * KB;

let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-upload-store-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every fdatasync of the store's uploads, with the size the file had when it was asked for. */
async function watchFlushes(): Promise<number[]> {
  const probe = await fs.open(path.join(dataDir, 'probe'), 'w');
  const handlePrototype = Object.getPrototypeOf(probe) as fs.FileHandle;
  await probe.close();
  const datasync = handlePrototype.datasync;
  const sizes: number[] = [];
  vi.spyOn(handlePrototype, 'datasync').mockImplementation(async function (this: fs.FileHandle) {
    sizes.push((await this.stat()).size);
    return datasync.call(this);
  });
  return sizes;
}

describe('the local host’s upload store', () => {
  it('flushes the bytes to disk while they arrive, and all of them before it answers the offset', async () => {
    const store = new LocalUploadStore(dataDir, 256 * KB);
    const size = 20 * CHUNK;
    await store.create(new Upload({ id: '7-abc', size, offset: 0 }));
    const flushes = await watchFlushes();
    const chunks = Array.from({ length: 20 }, (_, index) => Buffer.alloc(CHUNK, index));

    const offset = await store.write(Readable.from(chunks), '7-abc', 0);

    expect(offset).toBe(size);
    expect(flushes.at(-1)).toBe(size);
    expect(flushes.filter((flushed) => flushed < size).length).toBeGreaterThan(0);
    expect((await fs.readFile(store.uploadPath('7-abc'))).equals(Buffer.concat(chunks))).toBe(true);
    expect(store.receivedBytes).toBe(size);
  });

  it('flushes a PATCH smaller than the interval once, at its end, from its offset on', async () => {
    const store = new LocalUploadStore(dataDir);
    await store.create(new Upload({ id: '8-abc', size: 3 * CHUNK, offset: 0 }));
    await store.write(Readable.from([Buffer.alloc(CHUNK, 1)]), '8-abc', 0);
    const flushes = await watchFlushes();

    const offset = await store.write(Readable.from([Buffer.alloc(CHUNK, 2)]), '8-abc', CHUNK);

    expect(offset).toBe(2 * CHUNK);
    expect(flushes).toEqual([2 * CHUNK]);
  });
});
