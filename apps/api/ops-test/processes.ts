import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { API_PACKAGE_DIR } from '../src/package-root';

export const SERVER_JS = path.join(API_PACKAGE_DIR, 'dist/server.js');

/** A loopback port free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function until<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServerProcess {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  logFile: string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  env: Record<string, string>;
}

/** The production start: plain `node apps/api/dist/server.js`, its log (JSON lines) in `logDir`. */
export function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): ServerProcess {
  const logFile = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_JS], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, origin: `http://127.0.0.1:${port}`, child, logFile, exited, env };
}

export async function healthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await until(
    async () => {
      if (exitCode !== undefined)
        throw new Error(`${server.name} exited (${exitCode}): see ${server.logFile}`);
      return (await fetch(`${server.origin}/health`)).ok ? true : undefined;
    },
    timeoutMs,
    `${server.name} /health`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${fs.readFileSync(server.logFile, 'utf8').slice(-2000)}`);
  });
}

export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** A request that passed the balancer, with the status it was answered (502: its instance failed it). */
export interface Exchange {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/**
 * A load balancer in a few lines: each request goes to the next instance in turn, with X-Forwarded-For and an
 * X-Request-ID of its own. No retries: a request whose instance dies answers 502, as a balancer's would for a
 * POST. `observe` is told of every request as its answer starts, as a balancer's access log would be.
 */
export function roundRobinProxy(
  upstreams: ServerProcess[],
  options: { observe?: (exchange: Exchange) => void } = {},
) {
  let next = 0;
  let sequence = 0;
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    sequence += 1;
    const chunks: Buffer[] = [];
    if (options.observe) request.on('data', (chunk: Buffer) => chunks.push(chunk));
    const observe = (status: number) =>
      options.observe?.({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks),
        status,
      });
    const forwarded = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          'x-request-id': `lb-${sequence}`,
        },
      },
      (answer) => {
        served.set(upstream.name, (served.get(upstream.name) ?? 0) + 1);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        observe(answer.statusCode ?? 502);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        observe(502);
      }
      response.end('bad gateway');
    });
    request.pipe(forwarded);
  });
  return {
    served,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
