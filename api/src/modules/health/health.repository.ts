import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';

@Injectable()
export class HealthRepository extends BaseRepository {
  // Declared so that Nest sees the DataSource to inject (BaseRepository carries no metadata of its own).
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** Resolves when the database answers a trivial statement. */
  async ping(): Promise<void> {
    await this.manager().query('SELECT 1');
  }
}
