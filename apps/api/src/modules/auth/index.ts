/** The auth module's public face: what other modules may import from it (docs/architecture.md). */
export { findActiveBan } from './auth.repository';
export { resolveSession } from './resolve-session';
