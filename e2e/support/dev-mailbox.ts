import { type APIRequestContext, expect } from '@playwright/test';

export interface DevMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/** Mail is written by the server's outbox, so it may arrive late. */
export async function waitForMail(
  request: APIRequestContext,
  matches: (mail: DevMail) => boolean,
  description: string,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        if (!response.ok()) return `GET /api/dev/mailbox answered ${response.status()}`;
        const body = (await response.json()) as { data: DevMail[] };
        found = body.data.find(matches);
        return found ? 'found' : `not among ${body.data.length} mails`;
      },
      { message: `mail in the dev mailbox: ${description}`, timeout: 15_000 },
    )
    .toBe('found');
  return found!;
}
