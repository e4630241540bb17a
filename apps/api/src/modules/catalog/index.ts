/** The catalog module's public face: what other modules may import from it (docs/architecture.md). */
export { readPublicCategoriesJson } from './categories/list-categories';
export { getEvent, readPublicEventsJson } from './events/events-read';
export { readPublicSlidesJson } from './slides/list-slides';
export { getVideo, readPublicVideosJson } from './videos/videos-read';
