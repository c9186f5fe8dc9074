// Response shapes of join on request (issue 24); each implements its contract in #shared/tenant.
import { ApiProperty } from '@nestjs/swagger';
import type { JoinRequest, JoinRequestDecided, JoinRequested, MyJoinRequest } from '#shared/tenant';
import { PageMeta } from '../../../core/views/page-meta';
import { PersonView } from '../../../core/views/person.view';
import { TenantRefView } from './views.dto';

export class MyJoinRequestView implements MyJoinRequest {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: TenantRefView }) tenant: TenantRefView;
  @ApiProperty() createdAt: string;
}

export class MyJoinRequestPageView extends PageMeta {
  @ApiProperty({ type: [MyJoinRequestView] }) items: MyJoinRequestView[];
}

export class JoinRequestedView implements JoinRequested {
  @ApiProperty({ example: 'Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.' }) message: string;
  @ApiProperty({ type: MyJoinRequestView }) request: MyJoinRequestView;
}

export class JoinRequestView implements JoinRequest {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ type: PersonView, description: 'Nur der Name, nie die Adresse' }) requester: PersonView;
  @ApiProperty() createdAt: string;
}

export class JoinRequestPageView extends PageMeta {
  @ApiProperty({ type: [JoinRequestView] }) items: JoinRequestView[];
}

export class JoinRequestDecidedView implements JoinRequestDecided {
  @ApiProperty() message: string;
  @ApiProperty() accepted: boolean;
}
