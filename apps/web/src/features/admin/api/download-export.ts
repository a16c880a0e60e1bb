import type { ExportKind } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, fileNameFromDisposition, saveBlob } from '@/lib/file-download';
import { ADMIN_API } from './admin-api';

/** Fetched with the bearer token, which a plain link cannot send. */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const { blob, disposition } = await fetchFile(`${ADMIN_API}/export/${kind}.csv`);
  const fileName = fileNameFromDisposition(disposition) ?? `${kind}.csv`;
  saveBlob(blob, fileName);
  return fileName;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
