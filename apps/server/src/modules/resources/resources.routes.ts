import {
  errorBodySchema,
  idParamsSchema,
  placementResourcesQuerySchema,
  placementResourcesResponseSchema,
  RESOURCE_LIMITS,
  rateResourceSchema,
  resourceDetailsSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceResponseSchema,
  resourceSavedResponseSchema,
  resourceStatsResponseSchema,
  successResponseSchema,
  verifyResourceSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { streamUploadForm } from '../../platform/http/upload-form';
import { registerReportRoute } from '../content-reports/content-reports.module';
import { HEAD_BYTES } from './resource-file-type';
import { openDownload, openPreview } from './resource-files.service';
import { listAllResources, placementResources, verifyResource } from './resource-review.service';
import { fileRequired, fileTooLarge, uploadResource } from './resource-upload.service';
import {
  deleteResource,
  editResource,
  getResource,
  getResourceStats,
  listResources,
  rateResource,
  reportResource,
} from './resources.service';

const tags = ['resources'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/api/resources';
const listDescription =
  '`q` is a case-insensitive literal substring of the title, the description or a tag. `category=Other` ' +
  'lists the custom categories. `status` (pending, published, refused) filters for alumni and admins. ' +
  'Sorts: recent, downloads, rating, title. A JSON array: every matching resource up to 1,000, or with ' +
  '`page`/`limit` one page (20 by default) and a `Link` header.';

export async function resourcesRoutes(app: AppInstance) {
  app.get(
    P,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Placement resources: students the published ones, alumni their own, admins all; total in X-Total-Count',
        description: listDescription,
        querystring: resourceListQuerySchema,
        response: { 200: resourceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listResources(app.ctx, currentUser(request), request.query);
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  app.post(
    P,
    {
      onRequest: requireRole('alumni', 'admin'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Upload a resource (alumni and admins); it waits for review',
        description:
          'multipart/form-data, its parts in any order: the file in `file` and the text fields `title`, ' +
          '`description`, `category` (`customCategory` when it is Other) and `tags` (a JSON list or ' +
          'comma-separated). PDF, DOC, DOCX, XLS or XLSX judged by the bytes (415 otherwise; an empty file is ' +
          '400), at most 10 MB counted while it streams (413).',
        consumes: ['multipart/form-data'],
        response: {
          201: resourceSavedResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const upload = streamUploadForm(request, {
        field: 'file',
        maxBytes: RESOURCE_LIMITS.maxFileBytes,
        headBytes: HEAD_BYTES,
        missing: fileRequired,
        tooLarge: fileTooLarge,
      });
      return reply.status(201).send(await uploadResource(app.ctx, currentUser(request), upload));
    },
  );

  app.get(
    `${P}/stats`,
    {
      onRequest: requireRole('alumni', 'admin'),
      schema: {
        tags,
        security,
        summary: "Totals: an alumni's own uploads, or the whole platform for an admin",
        response: { 200: resourceStatsResponseSchema, ...errors },
      },
    },
    async (request) => getResourceStats(app.ctx, currentUser(request)),
  );

  app.get(
    `${P}/admin/all`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Every resource, any status (admins); total in X-Total-Count',
        description: listDescription,
        querystring: resourceListQuerySchema,
        response: { 200: resourceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listAllResources(app.ctx, currentUser(request), request.query);
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  app.get(
    '/api/placement-resources',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: "The admin dashboard's resources: any status, newest first; total in X-Total-Count",
        description:
          'A JSON array: every resource up to 1,000, or with `page`/`limit` one page (10 by default) and a ' +
          '`Link` header. The counts by status are `GET /api/resources/stats`.',
        querystring: placementResourcesQuerySchema,
        response: { 200: placementResourcesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await placementResources(app.ctx, currentUser(request), request.query);
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  app.get(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'One resource, if the caller may see it (404 otherwise); counts one view',
        params: idParamsSchema,
        response: { 200: resourceResponseSchema, ...errors },
      },
    },
    async (request) => getResource(app.ctx, currentUser(request), request.params.id),
  );

  app.put(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit the title, description, category and tags (the uploader or an admin)',
        params: idParamsSchema,
        body: resourceDetailsSchema,
        response: { 200: resourceSavedResponseSchema, ...errors },
      },
    },
    async (request) => editResource(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a resource and its file (the uploader or an admin); its points are taken back',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => deleteResource(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${P}/:id/download-file`,
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        tags,
        security,
        summary:
          'Download the file (Content-Disposition: attachment, safe RFC 6266 name); counts one download',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openDownload(app.ctx, currentUser(request), request.params.id);
      return reply.headers(file.headers).send(file.stream);
    },
  );

  app.get(
    `${P}/:id/preview`,
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        tags,
        security,
        summary: 'The file inline, for its uploader and admins (the review preview); not counted',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openPreview(app.ctx, currentUser(request), request.params.id);
      return reply.headers(file.headers).send(file.stream);
    },
  );

  app.post(
    `${P}/:id/rate`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Rate a published resource 1 to 5 (not your own; one rating per user, replaced on re-rating)',
        params: idParamsSchema,
        body: rateResourceSchema,
        response: { 200: resourceSavedResponseSchema, ...errors },
      },
    },
    async (request) => rateResource(app.ctx, currentUser(request), request.params.id, request.body),
  );

  registerReportRoute(app, {
    url: `${P}/:id/report`,
    tags,
    summary: 'Report a resource to the admins (one open report per user and resource)',
    report: reportResource,
  });

  app.put(
    `${P}/admin/:id/verify`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary:
          'Publish (isVerified true), unpublish a published one, or refuse a pending one with a reason',
        description:
          'Publishing pays the uploader +10 points and mails them; unpublishing takes the points back and ' +
          'returns the resource to pending review; refusing needs `reason`, which is mailed to the uploader. ' +
          'Every act is written to the audit log.',
        params: idParamsSchema,
        body: verifyResourceSchema,
        response: { 200: resourceSavedResponseSchema, ...errors },
      },
    },
    async (request) => verifyResource(app.ctx, currentUser(request), request.params.id, request.body),
  );
}
