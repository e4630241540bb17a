/**
 * Every cached event answer starts with this. The answers carry the tickets left, so not only a write to an
 * event or its translations drops them, but every order that takes or frees stock: the seam owns the key.
 */
export const EVENTS_CACHE_PREFIX = 'catalog:events:';
