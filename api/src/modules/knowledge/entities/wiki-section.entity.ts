import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { WIKI_SECTION_TITLE_MAX_LENGTH } from '#shared/wiki';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { Wiki } from './wiki.entity';

/** One chapter (section) of a wiki. Its files are materials of kind WIKI_SECTION owned by the chapter. */
@Entity('wiki_section')
// The wiki's chapters in stored order.
@Index('idx_wiki_section_wiki_position', ['wikiId', 'position'])
// The dashboard's recently changed chapters of a tenant, newest first.
@Index('idx_wiki_section_tenant_updated', ['tenantId', 'updatedAt'])
@Index('idx_wiki_section_updated_by', ['updatedById'])
// German full-text GIN over title and plain text for the search, written by hand in the migration.
@Index('idx_wiki_section_search', { synchronize: false })
export class WikiSection extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_wiki_section_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  wikiId: string;

  @ForeignKey(() => Wiki, 'wiki_id', 'fk_wiki_section_wiki', 'CASCADE')
  readonly wiki?: Relation<Wiki>;

  /** 0-based; dense after every insert, delete and reorder. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: WIKI_SECTION_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML (sanitizeWikiHtml in common/validation/rich-text.ts); images only of its own materials. */
  @Column({ type: 'text', default: '' })
  content: string;

  /** The content as plain text, what the search index and its snippets read. */
  @Column({ type: 'text', default: '' })
  contentText: string;

  /** Who changed the chapter last; null once that account is gone. */
  @Column({ type: 'uuid', nullable: true })
  updatedById: string | null;

  @ForeignKey(() => User, 'updated_by_id', 'fk_wiki_section_updated_by', 'SET NULL')
  readonly updatedBy?: Relation<User>;
}
