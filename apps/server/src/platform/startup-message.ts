import type { AddressInfo } from 'node:net';

export function startupMessage(
  listening: AddressInfo | string | null,
  publicUrl: string | undefined,
  databaseKind: string,
): string {
  const local =
    listening && typeof listening === 'object'
      ? `http://${hostOf(listening)}:${listening.port}`
      : String(listening);
  const publicPart = !publicUrl || sameOrigin(local, publicUrl) ? '' : `; public address ${publicUrl}`;
  return `MentorBridge is listening on ${local}${publicPart} (database: ${databaseKind})`;
}

function hostOf({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return family === 'IPv6' ? `[${address}]` : address;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
