import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { Guards } from '../../plugins/auth';
import { categoriesRoutes } from './categories/categories.routes';
import { eventsRoutes } from './events/events.routes';
import { galleriesRoutes } from './galleries/galleries.routes';
import { playbackRoutes } from './playback/playback.routes';
import { slidesRoutes } from './slides/slides.routes';
import { videosRoutes } from './videos/videos.routes';

/**
 * The catalogue's routes, registered once in app.ts without a prefix: /api/… here, and /external_api/… (the
 * public lists) when they come. Each domain (categories, videos, events, galleries, slides) adds one line.
 */
export function catalogRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(categoriesRoutes(deps, guards), { prefix: '/api' });
    await app.register(eventsRoutes(deps, guards));
    await app.register(galleriesRoutes(deps, guards), { prefix: '/api' });
    await app.register(slidesRoutes(deps, guards));
    await app.register(videosRoutes(deps, guards));
    await app.register(playbackRoutes(deps, guards));
  };
}
