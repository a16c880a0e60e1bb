import type { Resource } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { ResourceRow, ResourceScope, ResourceViewRow } from './resources.repository';

/** Anything unseen is "not found", never "forbidden", so a pending resource's existence is not revealed. */
export function mayView(resource: Pick<ResourceRow, 'status' | 'uploaderId'>, viewer: AuthUser): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'alumni') return resource.uploaderId === viewer.id;
  return resource.status === 'published';
}

export function mayEdit(resource: Pick<ResourceRow, 'uploaderId'>, viewer: AuthUser): boolean {
  return viewer.role === 'admin' || resource.uploaderId === viewer.id;
}

export function scopeOf(viewer: AuthUser): ResourceScope {
  if (viewer.role === 'admin') return { kind: 'all' };
  if (viewer.role === 'alumni') return { kind: 'uploader', uploaderId: viewer.id };
  return { kind: 'published' };
}

/** The uploader's e-mail is contact detail: only the uploader and admins get it. */
export function toResource(row: ResourceViewRow, viewer: AuthUser): Resource {
  const { resource } = row;
  const seesEmail = viewer.role === 'admin' || resource.uploaderId === viewer.id;
  return {
    _id: resource.id,
    title: resource.title,
    description: resource.description,
    category: resource.category,
    tags: resource.tags,
    uploadedBy:
      resource.uploaderId && row.uploaderName !== null
        ? {
            _id: resource.uploaderId,
            name: row.uploaderName,
            email: seesEmail ? (row.uploaderEmail ?? '') : '',
          }
        : null,
    isVerified: resource.status === 'published',
    status: resource.status as Resource['status'],
    refusalReason: resource.status === 'refused' ? resource.refusalReason : null,
    // From the exact sum, so the rounding happens once.
    averageRating:
      resource.totalRatings === 0 ? 0 : Math.round((resource.ratingSum * 10) / resource.totalRatings) / 10,
    totalRatings: resource.totalRatings,
    myRating: row.myRating,
    downloads: row.downloads,
    views: row.views,
    fileName: resource.fileName,
    fileExtension: resource.fileExtension,
    fileSize: resource.fileSize,
    canEdit: mayEdit(resource, viewer),
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}
