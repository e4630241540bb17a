import type { z } from 'zod';
import type { ZOk } from '@scena/shared/http/errors';

/** `{ok: true}`: the answer of the calls that only confirm. */
export type TOk = z.infer<typeof ZOk>;
