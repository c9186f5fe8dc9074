import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TenantModule } from '../tenant/tenant.module';
import { ContactExportController } from './contact-export.controller';
import { ContactExportService } from './contact-export.service';
import { ContactGroupController } from './contact-group.controller';
import { ContactGroupRepository } from './contact-group.repository';
import { ContactGroupService } from './contact-group.service';
import { ContactImportController } from './contact-import.controller';
import { ContactImportService } from './contact-import.service';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { KnowledgeAccountErasure } from './knowledge-account-erasure.service';
import { WikiLinkSource } from './wiki-link.source';
import { WikiSearchRateLimit } from './wiki-search-rate-limit';
import { WikiSearchController } from './wiki-search.controller';
import { WikiSearchRepository } from './wiki-search.repository';
import { WikiSearchService } from './wiki-search.service';
import { WikiSectionController } from './wiki-section.controller';
import { WikiSectionRepository } from './wiki-section.repository';
import { WikiSectionService } from './wiki-section.service';
import { WikiController } from './wiki.controller';
import { WikiRepository } from './wiki.repository';
import { WikiService } from './wiki.service';

/**
 * Knowledge (issue 16 §1): wikis with ordered chapters, their files and the German full-text search, the
 * dashboard's `knowledge` section; contact groups with contacts, import and export. TenantModule brings the
 * dashboard registry; FilesModule the one upload pipe.
 */
@Module({
  imports: [TenantModule, FilesModule],
  controllers: [
    WikiController,
    WikiSectionController,
    WikiSearchController,
    ContactGroupController,
    ContactController,
    ContactImportController,
    ContactExportController,
  ],
  providers: [
    WikiRepository,
    WikiSectionRepository,
    WikiSearchRepository,
    WikiSearchRateLimit,
    WikiService,
    WikiLinkSource,
    WikiSectionService,
    WikiSearchService,
    ContactGroupRepository,
    ContactRepository,
    ContactGroupService,
    ContactService,
    ContactImportService,
    ContactExportService,
    KnowledgeAccountErasure,
  ],
})
export class KnowledgeModule {}
