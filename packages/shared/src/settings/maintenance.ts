/**
 * How long a client is told to wait before asking again while maintenance is on (the `Retry-After` of a 503
 * MAINTENANCE). Maintenance has no announced end; five minutes keeps a polling client from hammering the server
 * without leaving a viewer waiting long after it ends.
 */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
