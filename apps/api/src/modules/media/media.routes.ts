import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { IMAGE_FILE_PATTERN, IMAGE_ID_PATTERN, imagesRoot } from '../../lib/images';
import { notFound } from '../../lib/errors';
import { localVideoRoutes } from './local-video.routes';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * GET /media/images/{id}/{file}: the stored image files (lib/images.ts), public and cached for a year — a file
 * never changes, a new upload gets a new id. Only names the pipeline itself makes are served, so `..`, slashes
 * and anything else in the path answer 404 before the disk is touched. The local video host's signed files are
 * in local-video.routes.ts.
 */
export function mediaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(localVideoRoutes(deps));
    app.get(
      '/media/images/:id/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'Public: one stored image file (original or WebP rendition), immutable',
          params: z.object({ id: z.string(), file: z.string() }),
        },
      },
      async (request, reply) => {
        const { id, file } = request.params;
        if (!IMAGE_ID_PATTERN.test(id) || !IMAGE_FILE_PATTERN.test(file)) throw notFound();
        const filePath = path.join(imagesRoot(deps), id, file);
        let stat: fs.Stats;
        try {
          stat = await fs.promises.stat(filePath);
        } catch {
          throw notFound();
        }
        if (!stat.isFile()) throw notFound();
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Length', String(stat.size))
          .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
          .send(fs.createReadStream(filePath));
      },
    );
  };
}
