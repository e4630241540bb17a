import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route at the product's path that sends the same bytes as the product's answer,
 * its headers included (the security headers are ~1.3 KB of a 1.3 KB config answer). The parent sends
 * {route, body, headers} over IPC (a catalogue answer is too long for the command line).
 */
const port = Number(process.argv[2]);
process.once('message', async (message) => {
  const { route, body, headers } = message as {
    route: string;
    body: string;
    headers: Record<string, string>;
  };
  const app = Fastify({ logger: false });
  app.get(route, async (_request, reply) => reply.headers(headers).send(body));
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
});
