import type { Resource, ResourceStats } from '@mentorbridge/shared';
import { onTestFinished, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { jsonResponse } from './mock-api';

/** Never imported by app code. */

export const RESOURCES_API = '/api/resources';

let sequence = 0;

export function createResource(overrides: Partial<Resource> = {}): Resource {
  sequence += 1;
  return {
    _id: `resource-${sequence}`,
    title: `Resource ${sequence}`,
    description: 'A one-page resume template that passes applicant tracking systems.',
    category: 'Resume Template',
    tags: ['resume', 'freshers'],
    uploadedBy: { _id: `alumni-${sequence}`, name: 'Ananya Iyer', email: 'ananya@example.edu' },
    isVerified: true,
    status: 'published',
    refusalReason: null,
    averageRating: 4.3,
    totalRatings: 6,
    myRating: null,
    downloads: 12,
    views: 40,
    fileName: `resource-${sequence}.pdf`,
    fileExtension: 'pdf',
    fileSize: 48_200,
    canEdit: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function createResourceStats(overrides: Partial<ResourceStats> = {}): ResourceStats {
  return {
    totalUploads: 0,
    averageRating: 0,
    totalDownloads: 0,
    pending: 0,
    published: 0,
    refused: 0,
    ...overrides,
  };
}

export const resourceListResponse = (resources: Resource[], total = resources.length) =>
  jsonResponse(200, resources, { 'X-Total-Count': String(total) });

export const resourceStatsResponse = (stats: ResourceStats) =>
  jsonResponse(200, { success: true, data: stats });

export const resourceSavedResponse = (resource: Resource, message: string, status = 200) =>
  jsonResponse(status, { success: true, message, data: resource });

export function fileResponse(body: string, headers: Record<string, string> = {}) {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/pdf', ...headers } });
}

/** `size` overrides the real size, so a test need not allocate 10 MB. */
export function pickFile(name: string, size?: number, type = ''): File {
  const file = new File(['%PDF-1.4 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no Blob URLs; returns the mocks and the anchors clicked to save a file. */
export function stubBlobDownloads() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let count = 0;
  const createObjectURL = vi.fn((_blob: Blob) => {
    count += 1;
    return `blob:resource-${count}`;
  });
  const revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { createObjectURL, revokeObjectURL, saved };
}

export class AbortableXhr extends FakeXhr {
  static override instances: AbortableXhr[] = [];
  isAborted = false;

  constructor() {
    super();
    AbortableXhr.instances.push(this);
  }

  abort() {
    this.isAborted = true;
  }

  static override install() {
    AbortableXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', AbortableXhr);
  }

  static override last(): AbortableXhr {
    const request = AbortableXhr.instances.at(-1);
    if (!request) throw new Error('No XMLHttpRequest was sent');
    return request;
  }
}
