import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing, every answer says `Connection: close`. The server stops listening and waits for
 * its connections to end; a kept-alive connection whose request was in flight would otherwise stay open, idle,
 * until its keep-alive timeout (72 s), long after its answer, and hold the shutdown up. A balancer told so opens
 * its next connection to another instance.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
