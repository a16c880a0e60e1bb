import type { AddressInfo } from 'node:net';

/**
 * The start-up line: the address the server actually listens on (PORT and HOST), and the public address
 * used in mail links when it differs, so a changed PORT never prints a stale URL.
 */
export function startupMessage(
  listening: AddressInfo | string | null,
  publicUrl: string,
  databaseKind: string,
): string {
  const local =
    listening && typeof listening === 'object'
      ? `http://${hostOf(listening)}:${listening.port}`
      : String(listening);
  const publicPart = sameOrigin(local, publicUrl) ? '' : `; public address ${publicUrl}`;
  return `MentorBridge is listening on ${local}${publicPart} (database: ${databaseKind})`;
}

/** A server bound to every interface is reached on this machine as localhost. */
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
