// The project module's level-gated content (common/tenancy/level-gated.ts): projects carry a view access,
// their tasks (and the files on them) are seen with their project.
import type { GatedChild, GatedParent } from '../../common/tenancy/level-gated';

export const GATED_PROJECT: GatedParent = { table: 'project', integration: 'project' };

export const GATED_PROJECT_TASK: GatedChild = { table: 'project_task', parentKey: 'project_id', parent: GATED_PROJECT };
