// The knowledge module's level-gated content (common/tenancy/level-gated.ts): wikis and contact groups
// carry a view access, a wiki's chapters (and their files) are seen with their wiki.
import type { GatedChild, GatedParent } from '../../common/tenancy/level-gated';

export const GATED_WIKI: GatedParent = { table: 'wiki', integration: 'knowledge' };

export const GATED_WIKI_SECTION: GatedChild = { table: 'wiki_section', parentKey: 'wiki_id', parent: GATED_WIKI };

export const GATED_CONTACT_GROUP: GatedParent = { table: 'contact_group', integration: 'knowledge' };
