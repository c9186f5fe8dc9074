import { ApiProperty } from '@nestjs/swagger';
import type { CurrentDataExport, DataExportJob } from '#shared/data-export';

export class DataExportJobView implements DataExportJob {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] }) state: DataExportJob['state'];
  @ApiProperty({ description: '0–100' }) progress: number;
  @ApiProperty({ description: 'Dann werden Auftrag und Datei gelöscht' }) expiresAt: string;
}

export class CurrentDataExportView implements CurrentDataExport {
  @ApiProperty({ type: DataExportJobView, nullable: true, description: 'Der neueste noch nicht abgelaufene Export' })
  current: DataExportJobView | null;
}
