// The parts of a data export (issue 26): each module registers the sections of what it stores, with a loader
// for one person's data (GDPR Art. 15/20) and, where the group owns it, one for a group's content. The ZIP
// writer knows no table; a new table is covered by registering one more section (in the module's jobs
// provider's onModuleInit, like the export kinds).
import { Injectable } from '@nestjs/common';

/** Whose personal data is exported: the account and its address (registrations and answers by address). */
export interface DataSubject {
  userId: string;
  /** As stored on the account; loaders compare it case-insensitively. */
  mail: string;
}

export type DataValue = string | number | boolean | null | DataValue[] | { [field: string]: DataValue };
export type DataRecord = Record<string, DataValue>;

/** An uploaded file the archive carries under `files/` (`path` is relative to it, from the loader). */
export interface DataFile {
  path: string;
  storageKey: string;
}

export interface DataSectionContent {
  records: DataRecord[];
  files?: DataFile[];
}

export interface DataSection {
  /** The key in data.json (e.g. `memberships`); unique. */
  readonly key: string;
  /** The heading on the readable page. */
  readonly title: string;
  /** German column headings of the readable page by field; a field without one shows its key. */
  readonly labels: Record<string, string>;
  /** data.json holds the one record itself instead of a list (the account). */
  readonly single?: boolean;
  person?(subject: DataSubject): Promise<DataSectionContent>;
  group?(tenantId: string): Promise<DataSectionContent>;
}

@Injectable()
export class DataSections {
  private readonly sections: DataSection[] = [];

  register(...sections: DataSection[]): void {
    for (const section of sections) {
      if (this.sections.some((s) => s.key === section.key)) throw new Error(`Two data sections named ${section.key}`);
      this.sections.push(section);
    }
  }

  /** The sections of a personal export, in registration order. */
  personal(): (DataSection & Required<Pick<DataSection, 'person'>>)[] {
    return this.sections.filter((s): s is DataSection & Required<Pick<DataSection, 'person'>> => !!s.person);
  }

  /** The sections of a group's export. */
  group(): (DataSection & Required<Pick<DataSection, 'group'>>)[] {
    return this.sections.filter((s): s is DataSection & Required<Pick<DataSection, 'group'>> => !!s.group);
  }
}
