import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { WIKI_DESCRIPTION_MAX_LENGTH, WIKI_TITLE_MAX_LENGTH } from '#shared/wiki';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A group's wiki. Its chapters are rows of wiki_section (ordered by position): they are read, searched and
 * changed one by one, so none lives in JSONB here.
 */
@Entity('wiki')
// The tenant list by title (the default sort), and the tenant prefix for the other sorts.
@Index('idx_wiki_tenant_title', ['tenantId', 'title'])
@Index('idx_wiki_author', ['authorId'])
// German full-text GIN over title and description for the search, written by hand in the migration.
@Index('idx_wiki_search', { synchronize: false })
@Check('chk_wiki_view_access', `"view_access" >= 0`)
export class Wiki extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_wiki_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_wiki_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: WIKI_TITLE_MAX_LENGTH })
  title: string;

  /** Plain text. */
  @Column({ type: 'varchar', length: WIKI_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  /** The lowest level of the group that sees the wiki (and its chapters, their files and search hits). */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;
}
