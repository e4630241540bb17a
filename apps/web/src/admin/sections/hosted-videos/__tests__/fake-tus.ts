import type { Upload as RealUpload } from 'tus-js-client';

type Options = ConstructorParameters<typeof RealUpload>[1];

/**
 * tus-js-client's Upload as the drawers see it, driven by the test: it records what it was built with, and the
 * test calls the options' callbacks as the host's answers would. (A real upload runs in the Playwright suite.)
 */
export class Upload {
  static made: Upload[] = [];
  started = 0;
  aborted = false;
  constructor(
    readonly file: File,
    readonly options: Options,
  ) {
    Upload.made.push(this);
  }
  start() {
    this.started += 1;
  }
  abort() {
    this.aborted = true;
    return Promise.resolve();
  }
}

/** A file of `size` bytes without allocating them (the drawers only read name, size and type). */
export function fileOf(name: string, size: number, type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 ** 2;
export const GB = 1024 ** 3;
