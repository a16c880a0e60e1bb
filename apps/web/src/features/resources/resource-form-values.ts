import { RESOURCE_CATEGORIES, type Resource, resourceDetailsSchema } from '@mentorbridge/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ResourceEditBody } from './api/resources-api';
import { checkResourceFile } from './resource-file';
import { tagsToText } from './resource-format';

export interface ResourceFormValues {
  file: FileList | null;
  title: string;
  category: string;
  customCategory: string;
  description: string;
  tags: string;
}

export interface UploadFormOutput {
  details: ResourceEditBody;
  file: File;
}

export function emptyResourceValues(): ResourceFormValues {
  return { file: null, title: '', category: '', customCategory: '', description: '', tags: '' };
}

/** A category outside the list was a custom one, so it comes back as Other with the custom text. */
export function resourceToValues(resource: Resource): ResourceFormValues {
  const isListed = (RESOURCE_CATEGORIES as readonly string[]).includes(resource.category);
  return {
    file: null,
    title: resource.title,
    category: isListed ? resource.category : 'Other',
    customCategory: isListed ? '' : resource.category,
    description: resource.description,
    tags: tagsToText(resource.tags),
  };
}

type DetailsResult =
  | { body: ResourceEditBody; errors: null }
  | { body: null; errors: FieldErrors<ResourceFormValues> };

/** The body keeps category Other and sends the custom category beside it, as the server expects. */
export function checkDetails(values: ResourceFormValues): DetailsResult {
  const parsed = resourceDetailsSchema.safeParse({
    title: values.title,
    description: values.description,
    category: values.category,
    customCategory: values.customCategory,
    tags: values.tags,
  });
  if (!parsed.success) {
    const errors: FieldErrors<ResourceFormValues> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ResourceFormValues | undefined;
      if (key && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
    return { body: null, errors };
  }
  const { title, description, tags } = parsed.data;
  const body: ResourceEditBody = { title, description, category: values.category, tags };
  if (values.category === 'Other') body.customCategory = values.customCategory.trim();
  return { body, errors: null };
}

export const editResolver: Resolver<ResourceFormValues, unknown, ResourceEditBody> = async (values) => {
  const result = checkDetails(values);
  return result.errors ? { values: {}, errors: result.errors } : { values: result.body, errors: {} };
};

export const uploadResolver: Resolver<ResourceFormValues, unknown, UploadFormOutput> = async (values) => {
  const file = values.file?.[0] ?? null;
  const fileError = checkResourceFile(file);
  const result = checkDetails(values);
  const errors: FieldErrors<ResourceFormValues> = { ...(result.errors ?? {}) };
  if (fileError) errors.file = { type: 'custom', message: fileError };
  if (fileError || !result.body || !file) return { values: {} as Record<string, never>, errors };
  return { values: { details: result.body, file }, errors: {} };
};
