// /metrics on its own port, beside (never on) the public one: Prometheus scrapes it inside the cluster, the
// ingress never routes to it, and a NetworkPolicy keeps it internal (docs/operations.md).
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MetricsRegistry } from './metrics.registry';

export const METRICS_PORT = Symbol('METRICS_PORT');

@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: http.Server;

  constructor(
    private readonly metrics: MetricsRegistry,
    @Inject(METRICS_PORT) private readonly wantedPort: number,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err) => reject(new Error(`metrics port ${this.wantedPort}: ${err.message}`)));
      server.listen(this.wantedPort, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on port ${this.port}/metrics`);
  }

  /** The port it listens on (the free one picked when configured as 0). */
  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await this.metrics.registry.metrics();
      res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(body);
    } catch (err) {
      this.logger.warn(`metrics not collected: ${(err as Error).message}`);
      res.writeHead(500).end();
    }
  }
}
