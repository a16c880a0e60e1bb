import net from 'node:net';

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis, SMTP). `cut()` kills every open connection
 * and stops listening, so new ones are refused as if the service were down; `restore()` listens again on
 * the same port. The service itself is never touched.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Connections accepted since the start: a test can see that a client came back. */
  accepted = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on a free port (or the one it had, after a cut). */
  async start(): Promise<this> {
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** The outage: open connections die mid-stream and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The service is back, on the same address. */
  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private pipe(client: net.Socket): void {
    this.accepted++;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
