// What the API process holds open: its sockets and its share of database connections. Read at scrape time.
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { MetricsRegistry } from './metrics.registry';

@Injectable()
export class ApiGauges {
  constructor(metrics: MetricsRegistry, dataSource: DataSource, moduleRef: ModuleRef) {
    const registers = [metrics.registry];
    // TypeORM's postgres driver keeps its pg Pool as `master`; it is absent before the connection opens.
    const pool = () => (dataSource.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'plenum_socket_connections',
      help: 'Authenticated socket.io connections on this API process',
      registers,
      collect() {
        const gateway = moduleRef.get(RealtimeGateway, { strict: false });
        this.set(gateway.server?.of('/').sockets.size ?? 0);
      },
    });
    new Gauge({
      name: 'plenum_db_pool_connections',
      help: 'Database connections of this process by state (idle, active)',
      labelNames: ['state'],
      registers,
      collect() {
        const total = pool()?.totalCount ?? 0;
        const idle = pool()?.idleCount ?? 0;
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'active' }, total - idle);
      },
    });
    new Gauge({
      name: 'plenum_db_pool_waiting_clients',
      help: 'Queries of this process waiting for a free database connection',
      registers,
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
  }
}
