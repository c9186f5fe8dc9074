// Socket pushes of the project module: a task changed, so the boards open on it refetch. Only members who
// may see the project get it (a task title never reaches a member the project is hidden from; the payload
// carries ids only anyway). A retried job pushes twice: clients just refetch again.
import { Injectable } from '@nestjs/common';
import { userRoom } from '#shared/socket-events';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';
import { ProjectRepository } from '../project.repository';

@Injectable()
export class ProjectPushJobs {
  constructor(private readonly projects: ProjectRepository) {}

  @NotifyJob('project.task-changed')
  async taskChanged({ tenantId, projectId, taskId, change, version }: JobData<'project.task-changed'>, { io }: NotifyJobContext) {
    // Viewers follow the database at push time; a deleted project has no viewers left to tell.
    const viewers = await this.projects.viewerIds(tenantId, projectId);
    if (viewers.length === 0) return;
    io.to(viewers.map(userRoom)).emit('projectTaskChanged', { tenantId, projectId, taskId, change, version });
  }
}
