import { publicFileParamsSchema } from '@mentorbridge/shared';
import type { AppInstance } from '../context';
import { notFound } from '../errors';
import type { PublicFileFolder } from '../module';

/** Keys are random and never reused, so these files are cached for good. */
export async function registerPublicFiles(app: AppInstance, folders: PublicFileFolder[]): Promise<void> {
  if (folders.length === 0) return;
  const byName = new Map(folders.map((folder) => [folder.folder, folder]));
  app.get(
    '/api/files/:folder/:name',
    {
      schema: {
        tags: ['files'],
        summary: `A public file (${folders.map((folder) => folder.folder).join(', ')})`,
        params: publicFileParamsSchema,
      },
    },
    async (request, reply) => {
      const folder = byName.get(request.params.folder);
      if (!folder?.namePattern.test(request.params.name)) throw notFound('File not found');
      const file = await app.ctx.storage.get(`${folder.folder}/${request.params.name}`);
      if (!file) throw notFound('File not found');
      return reply
        .type(folder.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-site')
        .send(file.stream);
    },
  );
}
