import Fastify from 'fastify';

/** The baseline: a bare Fastify route that sends the same bytes as the product's answer. */
const [port, body] = [Number(process.argv[2]), process.argv[3] ?? '{}'];
const app = Fastify({ logger: false });
app.get('/external_api/config', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
