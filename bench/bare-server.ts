import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route at the product's path that sends the same bytes as the product's answer.
 * The parent sends {route, body} over IPC (a catalogue answer is too long for the command line).
 */
const port = Number(process.argv[2]);
process.once('message', async (message) => {
  const { route, body } = message as { route: string; body: string };
  const app = Fastify({ logger: false });
  app.get(route, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
});
