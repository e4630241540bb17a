import type { AppConfigEnv } from '../../../config';
import type { PayuSettings } from '../../../adapters/payments/payu/types';
import { PAYU_STANDIN_CREDENTIALS } from '../../../adapters/payments/payu/standin/credentials';

/** Where the stand-in is mounted when PAYU_* are unset (never in production: config.ts refuses to start). */
export const PAYU_STANDIN_PREFIX = '/payu-standin';

/**
 * PayU's settings from PAYU_* (all five or none, config.ts), else the stand-in's on this server: the same client
 * code talks to both (ARCHITECTURE.md §1).
 */
export function payuSettingsOf(env: AppConfigEnv): PayuSettings & { standin: boolean } {
  if (
    env.PAYU_BASE_URL &&
    env.PAYU_POS_ID &&
    env.PAYU_CLIENT_ID &&
    env.PAYU_CLIENT_SECRET &&
    env.PAYU_SECOND_KEY
  ) {
    return {
      standin: false,
      baseUrl: env.PAYU_BASE_URL.replace(/\/+$/, ''),
      posId: env.PAYU_POS_ID,
      clientId: env.PAYU_CLIENT_ID,
      clientSecret: env.PAYU_CLIENT_SECRET,
      secondKey: env.PAYU_SECOND_KEY,
    };
  }
  return { standin: true, baseUrl: `${env.PUBLIC_URL}${PAYU_STANDIN_PREFIX}`, ...PAYU_STANDIN_CREDENTIALS };
}
