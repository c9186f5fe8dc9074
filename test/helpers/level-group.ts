// A group with one logged-in member at every level of its type. Why a helper: the level-gated features
// (calendar entries, events) test each role against their routes and build exactly this group for it.
import type TestAgent from 'supertest/lib/agent';
import { tenantLevels, TenantType } from '#shared/levels';
import type { TestApp } from './app';
import { addMember } from './factories';
import type { Fixtures } from './test-app';

export interface LevelMember {
  user: { _id: string; mail: string };
  client: TestAgent;
}

/** A group of `type`; its members keyed by level, each named "Stufe <level>". */
export async function groupAtEveryLevel(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const tenant = await t.tenant({ type });
  const members: Record<number, LevelMember> = {};
  for (const level of tenantLevels(type)) {
    const user = await t.user({ firstName: 'Stufe', lastName: String(level) });
    await addMember(t.dataSource, tenant._id, user._id, level);
    members[level] = { user, client: await t.login(user) };
  }
  return { tenant, members };
}
