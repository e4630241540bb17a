/** The pages module's public face: what other modules may import from it (docs/architecture.md). */
export { readPageJson } from './read-page-cached';
