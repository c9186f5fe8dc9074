// The housekeeping side of delayed deletion (infrastructure/storage/delayed-deletion.ts): uploads whose
// STORAGE_DELETE_DELAY_DAYS have passed are removed from the bare store. Exports are not delayed: they name
// pupils and go by the EXPORT retention rule; a backup copies the files it needs.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../config/config';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import { purgeDueDeletions } from '../../infrastructure/storage/delayed-deletion';
import type { ObjectStorage } from '../../infrastructure/storage/object-storage';

@Injectable()
export class PendingDeletions {
  private readonly logger = new Logger(PendingDeletions.name);
  private readonly uploads: ObjectStorage;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    this.uploads = createObjectStorage(config.values, 'uploads');
  }

  async purgeDue(): Promise<number> {
    const removed = await purgeDueDeletions(this.dataSource, { uploads: this.uploads });
    if (removed) this.logger.log(`removed ${removed} deleted uploads whose delay had passed`);
    return removed;
  }
}
