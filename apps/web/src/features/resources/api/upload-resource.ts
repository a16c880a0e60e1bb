import { type ErrorBody, MESSAGES } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';
import { resourceKeys } from '../resources-query-keys';
import { RESOURCES_API, type ResourceEditBody, type ResourceSavedResponse } from './resources-api';

export interface UploadResourceInput {
  details: ResourceEditBody;
  file: File;
  onProgress?: (percent: number) => void;
  /** The promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Text fields before the file, so the server can refuse bad details before reading the bytes.
 * XMLHttpRequest because only it reports upload progress.
 */
export function uploadResource({ details, file, onProgress, signal }: UploadResourceInput) {
  return new Promise<ResourceSavedResponse>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const form = new FormData();
    form.append('title', details.title);
    form.append('description', details.description);
    form.append('category', details.category);
    if (details.customCategory) form.append('customCategory', details.customCategory);
    form.append('tags', JSON.stringify(details.tags));
    form.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', RESOURCES_API);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    const onAbort = () => {
      request.abort();
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.addEventListener('load', () => {
      settle();
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as ResourceSavedResponse);
        return;
      }
      if (request.status === 401 && token) clearSession();
      const error = (body ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError(
          typeof error.message === 'string' ? error.message : MESSAGES.internal,
          request.status,
          typeof error.code === 'string' ? error.code : 'HTTP_ERROR',
          error.errors,
          body,
        ),
      );
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR'));
    });
    request.send(form);
  });
}

export function useUploadResource() {
  return useMutation({ mutationFn: uploadResource });
}

/** The upload leaves them as they are until its thank-you panel has been shown. */
export function useReloadMyResources() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.lists }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.stats }),
      ]),
    [queryClient],
  );
}
