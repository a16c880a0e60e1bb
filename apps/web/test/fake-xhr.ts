import { vi } from 'vitest';

/** The avatar upload uses XMLHttpRequest for progress events. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private listeners: Record<string, ((event: unknown) => void)[]> = {};
  private uploadListeners: Record<string, ((event: unknown) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      this.uploadListeners[type] = [...(this.uploadListeners[type] ?? []), listener];
    },
  };

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }

  send(body: unknown) {
    this.body = body;
  }

  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? [])
      listener({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener({});
  }

  fail() {
    for (const listener of this.listeners.error ?? []) listener({});
  }

  static install() {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  static last(): FakeXhr {
    const request = FakeXhr.instances.at(-1);
    if (!request) throw new Error('No XMLHttpRequest was sent');
    return request;
  }
}
