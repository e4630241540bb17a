import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const CLIP = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/seed-assets/demo-clip.webm',
);

/**
 * A WebM of `bytes` bytes that plays: the demo clip, then an EBML Void element filling the rest (Void may stand
 * anywhere and every demuxer skips it), so the file is as large as a recording without being one.
 */
export function paddedClip(dir: string, bytes: number, name = 'zemsta-premiera.webm'): string {
  const clip = fs.readFileSync(CLIP);
  const payload = bytes - clip.length - 9;
  const header = Buffer.alloc(9);
  header[0] = 0xec;
  header[1] = 0x01;
  header.writeUIntBE(payload, 3, 6);
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.concat([clip, header, Buffer.alloc(payload)]));
  return file;
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation), so a transfer can be caught. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}
