/**
 * RFC 6266/5987: an ASCII fallback with quotes, control and path characters replaced, and the exact name in
 * `filename*`, so no user-supplied name can break the header or pick a folder on the reader's disk.
 */
export function attachmentDisposition(filename: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim() || 'download';
  const ascii = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_').replace(/^\.+/, '_') || 'download';
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
