import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

@Injectable()
export class HealthRepository extends BaseRepository {
  /** Resolves when the database answers a trivial statement. */
  async ping(): Promise<void> {
    await this.manager().query('SELECT 1');
  }
}
