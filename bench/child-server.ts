import type { ChildProcess } from 'node:child_process';

/** Waits until `server` answers `url`; fails if it exits first. */
export async function waitFor(server: ChildProcess, url: string, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server for ${url} exited before answering`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Stops a server the bench started (SIGTERM) and waits for it to exit. */
export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
