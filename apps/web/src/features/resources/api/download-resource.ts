import type { Resource } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFileName } from '../download-file-name';
import { resourceKeys } from '../resources-query-keys';
import { fetchResourceFile, resourcePath, saveBlob } from './resources-api';

type Downloadable = Pick<Resource, '_id' | 'fileName' | 'title' | 'fileExtension'>;

/** Saved under Content-Disposition, then fileName, then title plus extension, then download.pdf. */
export async function downloadResource(resource: Downloadable): Promise<string> {
  const { blob, disposition } = await fetchResourceFile(resourcePath(resource._id, '/download-file'));
  const fileName = downloadFileName(disposition, resource);
  saveBlob(blob, fileName);
  return fileName;
}

export function useDownloadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
