import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { deleteImage, imageDto, storeImage } from '../../src/lib/images';
import { createTestApp, type TestApp } from '../helpers';
import { makeImage, tempDataDir } from './images.fixtures';

const data = tempDataDir();
const deps = { env: { DATA_DIR: data.dir } } as Parameters<typeof storeImage>[0];
const gallery = {
  kind: 'gallery' as const,
  maxBytes: 3 * 1024 * 1024,
  maxPx: 8000,
  outputPx: 2000,
  maxOutputBytes: 3 * 1024 * 1024,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await t.close();
  data.remove();
});

async function refusal(promise: Promise<unknown>): Promise<Record<string, string> | undefined> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(422);
    return (error as AppError).extra.formError;
  }
  throw new Error('expected a refusal');
}

function filesOf(id: string): string[] {
  return fs.readdirSync(path.join(data.imagesDir, id)).sort();
}

describe('storeImage', () => {
  it('stores a PNG as a compressed original plus WebP renditions, never upscaled', async () => {
    const image = await storeImage(deps, await makeImage('png', 1000, 500), gallery);
    expect(image).toMatchObject({ width: 1000, height: 500, original: 'original-1000x500.png' });
    expect(image.ref).toBe(`${image.id}/original-1000x500.png`);
    expect(image.renditions).toEqual([
      { file: 'w400.webp', width: 400, height: 200 },
      { file: 'w800.webp', width: 800, height: 400 },
      { file: 'w1000.webp', width: 1000, height: 500 },
    ]);
    expect(filesOf(image.id)).toEqual([
      'grid.webp',
      'original-1000x500.png',
      'w1000.webp',
      'w400.webp',
      'w800.webp',
    ]);
    const rendition = await sharp(path.join(data.imagesDir, image.id, 'w800.webp')).metadata();
    expect(rendition).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const grid = await sharp(path.join(data.imagesDir, image.id, 'grid.webp')).metadata();
    expect(grid).toMatchObject({ width: 300, height: 300 });
  });

  it("shrinks a large JPEG to the kind's box and makes all three renditions", async () => {
    const image = await storeImage(deps, await makeImage('jpeg', 2600, 1300), gallery);
    expect(image).toMatchObject({ width: 2000, height: 1000, original: 'original-2000x1000.jpg' });
    expect(image.renditions.map((r) => r.width)).toEqual([400, 800, 1200]);
    const original = await sharp(path.join(data.imagesDir, image.id, image.original)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
  });

  it('recompresses an original over the byte ceiling: a noisy PNG ends up as a JPEG within it', async () => {
    const noisy = await sharp({
      create: {
        width: 500,
        height: 400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(300_000);
    const image = await storeImage(deps, noisy, { ...gallery, maxOutputBytes: 150_000 });
    expect(image.original).toBe('original-500x400.jpg');
    const size = fs.statSync(path.join(data.imagesDir, image.id, image.original)).size;
    expect(size).toBeLessThanOrEqual(150_000);
    const small = await storeImage(deps, await makeImage('png', 500, 400), {
      ...gallery,
      maxOutputBytes: 150_000,
    });
    expect(small.original).toBe('original-500x400.png');
  });

  it('gives a small image one rendition at its own width', async () => {
    const image = await storeImage(deps, await makeImage('png', 300, 200), gallery);
    expect(image.renditions).toEqual([{ file: 'w300.webp', width: 300, height: 200 }]);
    expect(imageDto(image.ref)).toEqual({
      id: image.id,
      url: `/media/images/${image.id}/original-300x200.png`,
      thumb_url: `/media/images/${image.id}/w300.webp`,
      srcset: `/media/images/${image.id}/w300.webp 300w`,
      width: 300,
      height: 200,
    });
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    const input = await makeImage('jpeg', 80, 40, { orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const image = await storeImage(deps, input, gallery);
    expect(image).toMatchObject({ width: 40, height: 80 });
    const stored = await sharp(path.join(data.imagesDir, image.id, image.original)).metadata();
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ width: 40, height: 80 });
  });

  it('refuses what is not a real JPEG or PNG, whatever it is called, and leaves nothing on disk', async () => {
    const before = data.folders();
    const gif = await makeImage('gif');
    const webp = await makeImage('webp');
    const png = await makeImage('png');
    const fakes = [
      Buffer.from('not an image at all'),
      gif,
      webp,
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]), // a PNG signature, then garbage
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 1)]),
    ];
    for (const fake of fakes) {
      expect(await refusal(storeImage(deps, fake, gallery))).toEqual({ image: 'form.validate.image_type' });
    }
    expect(await refusal(storeImage(deps, png.subarray(0, png.length - 20), gallery))).toEqual({
      image: 'form.validate.image_type',
    });
    expect(data.folders()).toEqual(before);
  });

  it('refuses a file over the byte limit and an image over the pixel limit, on the given field', async () => {
    const before = data.folders();
    const png = await makeImage('png', 100, 50);
    expect(await refusal(storeImage(deps, png, { ...gallery, maxBytes: png.length - 1 }))).toEqual({
      image: 'form.validate.image_too_large',
    });
    expect(await refusal(storeImage(deps, png, { ...gallery, maxPx: 99, field: 'bg_image' }))).toEqual({
      bg_image: 'form.validate.image_dimensions',
    });
    const tall = await makeImage('png', 10, 101);
    expect(await refusal(storeImage(deps, tall, { ...gallery, maxPx: 100 }))).toEqual({
      image: 'form.validate.image_dimensions',
    });
    expect(data.folders()).toEqual(before);
  });

  it('deleteImage removes the folder and ignores malformed ids', async () => {
    const image = await storeImage(deps, await makeImage('png'), gallery);
    expect(fs.existsSync(path.join(data.imagesDir, image.id))).toBe(true);
    await deleteImage(deps, image.ref);
    expect(fs.existsSync(path.join(data.imagesDir, image.id))).toBe(false);
    await deleteImage(deps, '..');
    await deleteImage(deps, '../../etc');
    expect(fs.existsSync(data.dir)).toBe(true);
  });
});

describe('GET /media/images/{id}/{file}', () => {
  it('serves the original and the renditions with their types and a year of immutable caching', async () => {
    const image = await storeImage(deps, await makeImage('jpeg', 900, 600), gallery);
    const original = await t.app.inject({
      method: 'GET',
      url: `/media/images/${image.id}/${image.original}`,
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      original.rawPayload.equals(fs.readFileSync(path.join(data.imagesDir, image.id, image.original))),
    ).toBe(true);
    const webp = await t.app.inject({ method: 'GET', url: `/media/images/${image.id}/w800.webp` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const png = await storeImage(deps, await makeImage('png'), gallery);
    const pngAnswer = await t.app.inject({ method: 'GET', url: `/media/images/${png.id}/${png.original}` });
    expect(pngAnswer.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an unknown image or file', async () => {
    const image = await storeImage(deps, await makeImage('png', 300, 200), gallery);
    for (const url of [
      `/media/images/AAAAAAAAAAAAAAAA/w400.webp`,
      `/media/images/${image.id}/w800.webp`, // not made: the image is narrower
      `/media/images/${image.id}/original-1x1.png`,
      `/media/images/${image.id}/notes.txt`,
      `/media/images/${image.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses directory traversal', async () => {
    fs.writeFileSync(path.join(data.dir, 'secret.webp'), 'secret');
    fs.writeFileSync(path.join(data.imagesDir, 'grid.webp'), 'not inside an image folder');
    const image = await storeImage(deps, await makeImage('png'), gallery);
    for (const url of [
      `/media/images/../../secret.webp`,
      `/media/images/..%2F..%2F/secret.webp`,
      `/media/images/${image.id}/..%2F..%2F..%2Fsecret.webp`,
      `/media/images/${image.id}/%2E%2E%2Fgrid.webp`,
      `/media/images/%2E%2E/grid.webp`,
      `/media/images/..%5C..%5C/secret.webp`,
      `/media/images/${image.id}/../../../secret.webp`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });
});
