import { finished } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeRequest } from 'srvx/node';

/**
 * A PATCH body as a web stream, the way `Readable.toWeb` makes one (same queue, same pausing of the request, same
 * end, error and cancel) but without copying the bytes. `toWeb` copies every chunk into a new buffer to detach it
 * from Buffer's shared pool; the chunks of a request body do not come from that pool (Node's HTTP parser gives
 * each its own ArrayBuffer), so there is nothing to detach. A chunk that shares its ArrayBuffer is still copied.
 */
function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  req.pause();
  const stopWatching = finished(req, (error) => {
    stopWatching();
    // A late second 'error' of the request must not go unhandled once nothing listens.
    req.on('error', () => undefined);
    if (error) controller.error(error);
    else if (!cancelled) controller.close();
  });
  req.on('data', (chunk: Buffer) => {
    controller.enqueue(chunk.byteLength === chunk.buffer.byteLength ? chunk : new Uint8Array(chunk));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  });
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        req.resume();
      },
      cancel(reason) {
        cancelled = true;
        req.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: req.readableHighWaterMark }),
  );
}

/**
 * The request @tus/server's own `handle` builds from Node's (srvx's NodeRequest: headers, URL, abort signal and the
 * Node objects it watches for a dropped connection), with the body above. That copy was the largest cost of an
 * upload on the server: a 1 GB PATCH into /dev/null went from about 600 to about 950 MB/s without it.
 */
export function tusRequestOf(req: IncomingMessage, res: ServerResponse): Request {
  const request = new NodeRequest({ req, res });
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : requestBodyStream(req);
  Object.defineProperty(request, 'body', { value: body });
  return request;
}
