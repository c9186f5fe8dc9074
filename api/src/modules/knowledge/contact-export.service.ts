// Export of a contact group as CSV or vCard, answered directly rather than through the export worker: a
// group's contacts are few (hundreds at most), so the file is small and built in milliseconds.
import { Injectable } from '@nestjs/common';
import type { ContactImportFormat } from '#shared/contacts';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { writeContactCsv } from './contact-codec-csv';
import { writeContactVcard } from './contact-codec-vcard';
import { ContactGroupService } from './contact-group.service';
import { ContactRepository } from './contact.repository';
import { contactColumns } from './contact.views';

export interface ContactExportFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

/** 'Lehrkräfte und Partner' → 'Kontakte_Lehrkräfte_und_Partner': letters (umlauts too), digits, - and _. */
export function exportBaseName(title: string): string {
  const subject = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return subject ? `Kontakte_${subject}` : 'Kontakte';
}

@Injectable()
export class ContactExportService {
  constructor(
    private readonly groups: ContactGroupService,
    private readonly contacts: ContactRepository,
  ) {}

  /** Whoever may see the group may export it (the same contacts its page shows them). */
  async export(ctx: TenantContext, contactGroupId: string, format: ContactImportFormat): Promise<ContactExportFile> {
    const group = await this.groups.visible(ctx, contactGroupId);
    const rows = (await this.contacts.allOf(ctx.tenant._id, group._id)).map(contactColumns);
    const name = exportBaseName(group.title);
    return format === 'vcard'
      ? { body: writeContactVcard(rows), fileName: `${name}.vcf`, contentType: 'text/vcard; charset=utf-8' }
      : { body: writeContactCsv(rows), fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8' };
  }
}
