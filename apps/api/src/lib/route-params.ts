import { z } from 'zod';

/**
 * A numeric id in a URL: a positive whole number within PostgreSQL's integer, so a larger one is refused as
 * input instead of failing in the query.
 */
export const zIdParam = () => z.coerce.number().int().positive().max(2_147_483_647);

/** The path parameters of a route on one row, /…/{id}. */
export const ZIdParams = z.object({ id: zIdParam() });
