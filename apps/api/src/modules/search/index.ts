/** The search module's public face: what other modules may import from it (docs/architecture.md). */
export { patternOf } from './search.repository';
