// The uploads' part of the data exports (issue 26): the files a person uploaded, with the files themselves
// under `files/` (private chat files included: they are the sender's); a group's files (not private chats').
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { archiveFileName } from '../../common/export/data-archive';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection, DataSectionContent } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

@Injectable()
export class FilesDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  /** The rows name each file's place in the ZIP; the storage key stays out of data.json. */
  private async uploads(where: string, param: string): Promise<DataSectionContent> {
    const rows: { id: string; name: string; size: number; mimeType: string; ownerKind: string; uploadedAt: Date; storageKey: string }[] =
      await this.dataSource.query(
        `SELECT m.id, m.name, m.size, m.mime_type AS "mimeType", m.owner_kind AS "ownerKind", m.created_at AS "uploadedAt",
                m.storage_key AS "storageKey"
           FROM material m WHERE ${where} ORDER BY m.created_at`,
        [param],
      );
    const files = rows.map((r) => ({ path: archiveFileName(r.id, r.name), storageKey: r.storageKey }));
    return {
      records: rows.map((r, i) => ({
        name: r.name,
        size: Number(r.size),
        mimeType: r.mimeType,
        ownerKind: r.ownerKind,
        uploadedAt: r.uploadedAt.toISOString(),
        file: `files/${files[i].path}`,
      })),
      files,
    };
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'files',
        title: 'Hochgeladene Dateien',
        labels: {
          name: 'Name',
          size: 'Größe (Bytes)',
          mimeType: 'Typ',
          ownerKind: 'Gehört zu',
          uploadedAt: 'Hochgeladen am',
          file: 'Im ZIP',
        },
        person: ({ userId }) => this.uploads('m.uploaded_by = $1', userId),
        group: (tenantId) => this.uploads('m.tenant_id = $1 AND NOT m.private_chat', tenantId),
      },
    ];
  }
}
