import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository';

/**
 * What besides a reachable database and Redis decides readiness: the schema must be at the head this build
 * knows (an API started with MIGRATE_ON_START=false waits for the migration Job), and a stopping process
 * reports not-ready so that the load balancer sends it nothing new.
 */
@Injectable()
export class ReadinessService {
  private draining = false;
  /** Once the schema was current it stays current for this process: migrations only ever move forward. */
  private schemaCurrent = false;

  constructor(private readonly database: HealthRepository) {}

  startDraining(): void {
    this.draining = true;
  }

  isDraining(): boolean {
    return this.draining;
  }

  /** Names of the migrations this build has and the database has not applied yet. */
  async pendingMigrations(): Promise<string[]> {
    if (this.schemaCurrent) return [];
    const pending = await this.database.pendingMigrations();
    this.schemaCurrent = pending.length === 0;
    return pending;
  }
}
