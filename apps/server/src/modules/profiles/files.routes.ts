import { z } from 'zod';
import type { AppInstance } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** Avatars are public images under random, never-reused keys, so they can be cached for good. */
export async function filesRoutes(app: AppInstance) {
  app.get(
    '/api/files/avatars/:name',
    {
      schema: {
        tags: ['profiles'],
        summary: 'A profile picture',
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.webp$/, { error: 'Not found' }) }),
      },
    },
    async (request, reply) => {
      const file = await app.ctx.storage.get(`avatars/${request.params.name}`);
      if (!file) throw notFound('File not found');
      return reply
        .type('image/webp')
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(file.stream);
    },
  );
}
