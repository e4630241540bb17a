import Fastify from 'fastify';

/** The baseline: a bare Fastify route at the product's path that sends the same bytes as the product's answer. */
const [port, route, body] = [Number(process.argv[2]), process.argv[3] ?? '/', process.argv[4] ?? '{}'];
const app = Fastify({ logger: false, bodyLimit: 1 });
app.get(route, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
