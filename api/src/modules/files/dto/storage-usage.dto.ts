import { ApiProperty } from '@nestjs/swagger';
import type { StorageUsage } from '#shared/files';

export class StorageUsageDto implements StorageUsage {
  @ApiProperty({ description: 'Summe der gespeicherten Dateien der Gruppe in Bytes', example: 52_428_800 })
  usedBytes: number;

  @ApiProperty({ description: 'Kontingent der Gruppe in Bytes (TENANT_STORAGE_QUOTA_MB)', example: 2_097_152_000 })
  quotaBytes: number;
}
