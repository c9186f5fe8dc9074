import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { NotifyModule } from '../notify/notify.module';
import { TenantModule } from '../tenant/tenant.module';
import { ConnectorTargetController } from './connector-target.controller';
import { ProjectConnectors } from './project-connectors';
import { ProjectTaskController } from './project-task.controller';
import { ProjectTaskRepository } from './project-task.repository';
import { ProjectTaskService } from './project-task.service';
import { ProjectController } from './project.controller';
import { ProjectRepository } from './project.repository';
import { ProjectService } from './project.service';

/**
 * Projects (issue 17 §1): boards of columns and tasks with subtasks, connectors and files, the dashboard's
 * `project` section. TenantModule brings the dashboard registry and memberships; FilesModule the upload pipe.
 * The linked-content registry is global (common/linked-content).
 */
@Module({
  imports: [TenantModule, FilesModule, NotifyModule],
  controllers: [ProjectController, ProjectTaskController, ConnectorTargetController],
  providers: [ProjectRepository, ProjectTaskRepository, ProjectService, ProjectTaskService, ProjectConnectors],
})
export class ProjectModule {}
