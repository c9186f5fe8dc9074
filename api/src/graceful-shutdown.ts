// SIGTERM in a rolling update: the API must not drop requests. Nest's own shutdown hooks would close the
// HTTP server while keep-alive clients keep sending, and the database pool could end under running requests.
import { INestApplication, LoggerService } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ReadinessService } from './modules/health/readiness.service';

/** Counts the requests that have started and not yet been answered (or aborted by their client). */
class InFlightRequests {
  private count = 0;
  private draining = false;
  private onIdle: (() => void) | null = null;

  constructor(server: Server) {
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.count += 1;
      // A keep-alive client must open its next connection elsewhere: it gets this one closed after the answer.
      if (this.draining && !res.headersSent) res.setHeader('Connection', 'close');
      res.once('close', () => {
        this.count -= 1;
        if (this.count === 0) this.onIdle?.();
      });
    });
  }

  /** Resolves once no request is running, or after `ms`; says which. */
  drain(ms: number): Promise<'idle' | 'timeout'> {
    this.draining = true;
    if (this.count === 0) return Promise.resolve('idle');
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), ms);
      this.onIdle = () => {
        clearTimeout(timer);
        resolve('idle');
      };
    });
  }

  get running(): number {
    return this.count;
  }
}

/**
 * On SIGTERM/SIGINT: report not-ready, stop accepting connections, let in-flight requests finish within the
 * grace period, then close what is left of the HTTP connections and call app.close(), which closes the
 * sockets (engine.io flushes what it still has to write), then the queues and the database pool.
 */
export function installGracefulShutdown(app: INestApplication, graceSeconds: number, logger: LoggerService): void {
  const server = app.getHttpServer() as Server;
  const requests = new InFlightRequests(server);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const graceMs = graceSeconds * 1000;
    // app.close() itself may hang on an unreachable Redis; the pod must still end.
    setTimeout(() => {
      logger.error(`shutdown did not finish within ${graceSeconds + 10} s; exiting`);
      process.exit(1);
    }, graceMs + 10_000).unref();
    logger.log(`${signal}: draining ${requests.running} in-flight requests (at most ${graceSeconds} s)`);
    app.get(ReadinessService).startDraining();
    server.close();
    server.closeIdleConnections();
    const outcome = await requests.drain(graceMs);
    if (outcome === 'timeout') logger.warn(`${requests.running} requests still running after ${graceSeconds} s; closing them`);
    server.closeAllConnections();
    try {
      await app.close();
      logger.log('shutdown complete');
      process.exit(0);
    } catch (err) {
      logger.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}
