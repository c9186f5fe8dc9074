// Socket pushes of the project module: a task changed, so the boards open on it refetch. Only members whose
// level may see the project get it (a task title never reaches a member the project is hidden from; the
// payload carries ids only anyway). A retried job pushes twice: clients just refetch again.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { userRoom } from '#shared/socket-events';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';

@Injectable()
export class ProjectPushJobs {
  constructor(private readonly dataSource: DataSource) {}

  @NotifyJob('project.task-changed')
  async taskChanged({ tenantId, projectId, taskId, change, version }: JobData<'project.task-changed'>, { io }: NotifyJobContext) {
    // Viewers follow the database at push time (uq_membership_tenant_user serves the tenant filter); a
    // deleted project has no viewers left to tell.
    const viewers: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT m.user_id FROM project p JOIN membership m ON m.tenant_id = p.tenant_id AND m.level >= p.view_access
        WHERE p.id = $1 AND p.tenant_id = $2`,
      [projectId, tenantId],
    );
    if (viewers.length === 0) return;
    io.to(viewers.map((v) => userRoom(v.user_id))).emit('projectTaskChanged', { tenantId, projectId, taskId, change, version });
  }
}
