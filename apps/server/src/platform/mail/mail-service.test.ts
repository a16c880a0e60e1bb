import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock';
import type { Db } from '../db/database';
import { MailService, PROMPT_DELIVERY_DELAY_MS } from './mail-service';
import type { MailTransport } from './transport';

const transport: MailTransport = { name: 'console', send: async () => {}, close: async () => {} };

function service() {
  const mail = new MailService({} as Db, transport, systemClock, { warn: () => {} });
  let runs = 0;
  let release: () => void = () => {};
  const deliver = vi.spyOn(mail, 'deliver').mockImplementation(async () => {
    runs++;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { sent: 0, failed: 0 };
  });
  return { mail, deliver, runs: () => runs, release: () => release() };
}

describe('prompt mail delivery', () => {
  it('delivers nothing on its own unless auto delivery is on', async () => {
    const { mail, deliver } = service();
    mail.notify();
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('gathers the commits of its wait into one run, and runs once more for a commit during the run', async () => {
    const { mail, runs, release } = service();
    mail.enableAutoDelivery();
    for (let i = 0; i < 5; i++) mail.notify();
    expect(runs()).toBe(0);
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    expect(runs()).toBe(1);

    mail.notify();
    mail.notify();
    release();
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    expect(runs()).toBe(2);
    release();
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    expect(runs()).toBe(2);
  });

  it('waits for a run in progress when it closes, and starts none after', async () => {
    const { mail, runs, release } = service();
    mail.enableAutoDelivery();
    mail.notify();
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    mail.notify();
    let isClosed = false;
    const closing = mail.close().then(() => {
      isClosed = true;
    });
    await sleep(20);
    expect(isClosed).toBe(false);
    release();
    await closing;
    await sleep(PROMPT_DELIVERY_DELAY_MS + 50);
    expect(runs()).toBe(1);
  });
});
