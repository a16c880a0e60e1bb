import { RESOURCE_FILE_TYPES, type Resource } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadFileName } from '../download-file-name';
import { fetchResourceFile, resourcePath, saveBlob } from './resources-api';

type Previewable = Pick<Resource, '_id' | 'fileName' | 'title' | 'fileExtension'>;

/** Typed from the stored extension, so a PDF opens in the browser's viewer whatever the header said. */
export async function getResourcePreview(resource: Previewable, signal?: AbortSignal) {
  const file = await fetchResourceFile(resourcePath(resource._id, '/preview'), signal);
  const type = RESOURCE_FILE_TYPES[resource.fileExtension as keyof typeof RESOURCE_FILE_TYPES];
  return { ...file, blob: type && file.blob.type !== type ? new Blob([file.blob], { type }) : file.blob };
}

/** Through the preview route so that it counts no download. */
export async function downloadResourcePreview(resource: Previewable): Promise<string> {
  const { blob, disposition } = await getResourcePreview(resource);
  const fileName = downloadFileName(disposition, resource);
  saveBlob(blob, fileName);
  return fileName;
}

export function useDownloadResourcePreview() {
  return useMutation({ mutationFn: downloadResourcePreview });
}

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; error: unknown };

/** A blob URL because an <iframe> cannot send the bearer token; revoked on change or unmount. */
export function useResourcePreviewUrl(resource: Previewable | null, enabled: boolean): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const id = resource?._id;
  const extension = resource?.fileExtension;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new id (or extension) is a new file to load.
  useEffect(() => {
    if (!resource || !enabled) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    getResourcePreview(resource, controller.signal).then(
      ({ blob }) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, extension, enabled]);
  return state;
}
