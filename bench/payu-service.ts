/**
 * The PayU stand-in alone, as a service of its own for the rush (`node --import tsx bench/payu-service.ts PORT`):
 * PayU runs on servers of its own, and the whole product's start in its place would seed a demo theatre — sharp
 * drawing its pictures — on the cores the measured server needs.
 */
import Fastify from 'fastify';
import { payuStandin, PAYU_STANDIN_CREDENTIALS } from '../apps/api/src/adapters/payments/payu/standin';
import { PAYU_STANDIN_PREFIX } from '../apps/api/src/modules/commerce/payu/payu-settings';
import { systemClock } from '../apps/api/src/lib/clock';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
await app.register(
  payuStandin({
    credentials: PAYU_STANDIN_CREDENTIALS,
    clock: systemClock,
    publicBaseUrl: `http://127.0.0.1:${port}${PAYU_STANDIN_PREFIX}`,
  }),
  { prefix: PAYU_STANDIN_PREFIX },
);
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
