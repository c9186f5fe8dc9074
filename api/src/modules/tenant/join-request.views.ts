// Join request rows -> responses: the requester by name only, never by address.
import { iso } from '../../core/iso-date';
import { person } from '../../core/views/person.view';
import type { JoinRequestView, MyJoinRequestView } from './dto/join-request.view';
import type { JoinRequestRow, MyJoinRequestRow } from './join-request.repository';
import { tenantRef } from './tenant.views';

export function myJoinRequestView({ request, tenant }: MyJoinRequestRow): MyJoinRequestView {
  return { _id: request._id, tenant: tenantRef(tenant), createdAt: iso(request.createdAt) };
}

export function joinRequestView({ request, requester }: JoinRequestRow): JoinRequestView {
  return { _id: request._id, tenantId: request.tenantId, requester: person(requester)!, createdAt: iso(request.createdAt) };
}
