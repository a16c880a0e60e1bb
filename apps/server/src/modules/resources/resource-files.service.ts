import type { Readable } from 'node:stream';
import { RESOURCE_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { forbidden, notFound } from '../../platform/errors';
import { attachmentDisposition } from '../../platform/http/content-disposition';
import { countDownload, findResource, type ResourceRow } from './resources.repository';
import { mayEdit, mayView } from './resources.views';

export interface ServedFile {
  stream: Readable;
  headers: Record<string, string>;
}

async function openStored(ctx: AppContext, resource: ResourceRow) {
  const file = await ctx.storage.get(resource.storageKey);
  if (!file) {
    ctx.logger.warn(
      { key: resource.storageKey, resourceId: resource.id },
      'stored file of a resource missing',
    );
    throw notFound(M.notFound);
  }
  return file;
}

function headersOf(resource: ResourceRow, size: number, disposition: string): Record<string, string> {
  return {
    'Content-Type': resource.contentType,
    'Content-Length': String(size),
    'Content-Disposition': disposition,
    'X-Content-Type-Options': 'nosniff',
    // Pending files are private; no shared cache may keep any of them.
    'Cache-Control': 'private, no-store',
  };
}

async function findVisible(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await findResource(ctx.db, id);
  if (!resource || !mayView(resource, viewer)) throw notFound(M.notFound);
  return resource;
}

/** Counts the download in SQL (`downloads + 1`), so concurrent downloads are all counted. */
export async function openDownload(ctx: AppContext, viewer: AuthUser, id: string): Promise<ServedFile> {
  const resource = await findVisible(ctx, viewer, id);
  const file = await openStored(ctx, resource);
  try {
    await countDownload(ctx.db, id);
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
  return {
    stream: file.stream,
    headers: headersOf(resource, file.size, attachmentDisposition(resource.fileName)),
  };
}

/** A sandbox CSP keeps a document opened this way from running anything in our origin. */
export async function openPreview(ctx: AppContext, viewer: AuthUser, id: string): Promise<ServedFile> {
  const resource = await findVisible(ctx, viewer, id);
  if (!mayEdit(resource, viewer)) throw forbidden();
  const file = await openStored(ctx, resource);
  const inline = attachmentDisposition(resource.fileName).replace(/^attachment/, 'inline');
  return {
    stream: file.stream,
    headers: { ...headersOf(resource, file.size, inline), 'Content-Security-Policy': 'sandbox' },
  };
}
