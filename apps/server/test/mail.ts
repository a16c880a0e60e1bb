import type { AppInstance } from '../src/platform/context';
import type { MemoryTransport } from './test-app';

export async function mailsTo(app: AppInstance, transport: MemoryTransport, to: string) {
  await app.ctx.mail.deliver();
  return transport.sent.filter((mail) => mail.to === to);
}

export async function latestCode(app: AppInstance, transport: MemoryTransport, to: string): Promise<string> {
  const mails = await mailsTo(app, transport, to);
  const match = mails.at(-1)?.text.match(/(?:Verification code|OTP): (\d{6})/);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}
