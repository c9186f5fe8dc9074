// Events inserted directly for specs that need one to hang their content on (the event routes have their own
// specs): the summer fest of a group on 19 June 2026, 14 to 20 o'clock, with what each spec adds.
import type { DeepPartial } from 'typeorm';
import { GroupEvent } from '#api/modules/event/entities/event.entity';
import type { TestAppHandle } from './test-app';

export function savedEvent(
  t: TestAppHandle,
  admin: { tenant: { _id: string }; user: { _id: string } },
  fields: DeepPartial<GroupEvent> = {},
): Promise<GroupEvent> {
  return t.dataSource.getRepository(GroupEvent).save({
    tenantId: admin.tenant._id,
    authorId: admin.user._id,
    title: 'Sommerfest',
    startDate: new Date('2026-06-19T14:00:00Z'),
    endDate: new Date('2026-06-19T20:00:00Z'),
    ...fields,
  });
}
